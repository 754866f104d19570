//! Wire shapes of the Sportsbook API (spec §3 field names, snake_case) and their rendering from
//! the catalogue in one language.

pub mod catalogue;
pub mod event;
pub mod market;
pub mod statistics;
