//! Black-box tests of the HTTP APIs: a real server on a random port with a fresh database.

#[path = "../support/mod.rs"]
mod support;

mod accounts;
mod admin;
mod bets;
mod book;
mod catalogue;
mod connections;
mod errors;
mod favourites;
mod first_paint;
mod limits;
mod live_states;
mod matches;
mod notifications;
mod openapi;
mod operations;
mod pages;
mod realtime;
mod safer_gambling;
mod search;
mod security_headers;
mod sessions;
mod settlement;
