//! Money: currencies, amounts in integer minor units, and the double-entry ledger model.
//! Never a float: an amount is whole minor units of its currency.

mod amount;
mod currency;
pub mod ledger;

pub use amount::{Amount, AmountError};
pub use currency::{Currency, Subcurrency};
