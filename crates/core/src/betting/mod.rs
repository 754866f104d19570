//! Pure betting math for placement and settlement: system kinds and their lines, stake splits,
//! exact selection factors (UOF semantics), bet returns rounded down once per bet, result codes,
//! the slip's payout table, payout-cap limits and odds-change acceptance. See
//! `docs/decisions/008-bet-settlement-math.md`.

mod bet;
mod exact;
mod limits;
mod odds_change;
mod outcome;
mod result;
mod settle;
mod stake;
mod status;
mod system;
mod table;

#[cfg(test)]
mod properties;
#[cfg(test)]
mod vectors;

pub use bet::{Bet, BetError, BetKind, Leg, MAX_COMBO_LEGS};
pub use limits::{max_stake_for_payout, max_total_stake, max_total_stake_for_return, StakeFactor};
pub use odds_change::{accepted_odds, AcceptMode};
pub use outcome::{DeadHeat, Factor, InvalidPrice, LegResult, LegState, Price, SelectionOutcome, VoidFactor};
pub use result::BetResult;
pub use settle::{evaluate, is_exact_floor, potential_win, settled_return, Evaluation};
pub use stake::{StakeError, StakeSplit};
pub use status::{BetStatus, SelectionStatus};
pub use system::{KOfN, SystemKind, MAX_SYSTEM_SELECTIONS};
pub use table::{cap_profit, payout_table, PayoutRow};
