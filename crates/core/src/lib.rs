//! Pure sportsbook domain: catalogue types, odds, market types, pricing models and the match
//! simulation. Nothing here touches the network, the database, clocks or entropy: callers pass
//! time and a seeded RNG in, so every function is deterministic and unit-testable.

pub mod account;
pub mod betting;
pub mod catalogue;
pub mod fixtures;
pub mod limits;
pub mod locale;
pub mod market;
pub mod money;
pub mod odds;
pub mod pricing;
pub mod sim;
pub mod sports;
pub mod statistics;
