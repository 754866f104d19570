//! Pricing and live-simulation models, one module per sport.

pub mod basketball;
pub mod cricket;
pub mod cyber;
pub(crate) mod misc_util;
