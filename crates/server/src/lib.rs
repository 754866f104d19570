//! The `sportsbook` server: configuration, storage, the simulated feed, and the HTTP APIs.

pub mod accounts;
pub mod admin;
pub mod app;
pub mod bets;
pub mod catalogue;
pub mod clock;
pub mod config;
pub mod db;
pub mod feed;
pub mod http;
pub mod limits;
pub mod listener;
pub mod live;
pub mod notifications;
pub mod occupancy;
pub mod settlement;
pub mod site;
pub mod startup;
pub mod web;
