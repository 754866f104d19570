//! The in-memory read model of the catalogue: an immutable snapshot swapped atomically by the
//! feed after each persisted change, and the queries the API runs over it.

pub mod model;
pub mod query;
pub mod search;
pub mod store;
