//! Wire shapes of the Sportsbook API (snake_case field names; docs/product.md#catalogue) and their rendering from
//! the catalogue in one language.

pub mod catalogue;
pub mod event;
pub mod market;
pub mod statistics;
