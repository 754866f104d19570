//! Sport models: pure pricing and live simulation, one module per sport.

pub mod football;
pub mod ice_hockey;
pub mod poisson;
