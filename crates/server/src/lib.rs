//! The `sportsbook` server, in layers: each may use the ones below it, never one above
//! (`tests/structure.rs` holds the rules; ARCHITECTURE.md draws them).

// Vocabulary: the words every layer shares — time, configuration, error codes and refusals,
// the wire shapes, the settlement terms — and the in-memory catalogue.
pub mod catalogue;
pub mod clock;
pub mod config;
pub mod error_code;
pub mod occupancy;
pub mod refusal;
pub mod settlement_keys;
pub mod site;
pub mod wire;

// Storage: SQL over SQLite and PostgreSQL.
pub mod db;

// Use cases: what the product does, over storage, in the shared context `app`.
pub mod accounts;
pub mod app;
pub mod bets;
pub mod feed;
pub mod limits;
pub mod live;
pub mod notifications;
pub mod settlement;

// Delivery: HTTP APIs, the operator API and CLI, the web pages, the listener.
pub mod admin;
pub mod http;
pub mod listener;
pub mod web;

// Wiring: the whole router and start-up.
pub mod routes;
pub mod startup;
