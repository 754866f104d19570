//! Turning model probabilities into what the book offers: the price ladder, books fitted to it
//! with their margin intact, the price limits and the line window.

pub mod book;
pub mod ladder;
mod limits;
mod offer;

pub use limits::PriceLimits;
pub use offer::{limit, offer};
