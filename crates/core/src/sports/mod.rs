//! Pricing and live-simulation models, one module per sport (see the model contract).

pub mod rally;
pub mod table_tennis;
pub mod tennis;
pub mod volleyball;
