//! Turning model probabilities into what the book offers: the price ladder, books fitted to it
//! with their margin intact, the price limits and the line window.

pub mod book;
pub mod ladder;
