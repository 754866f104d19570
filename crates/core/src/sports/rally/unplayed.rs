//! What an operator's final set score leaves unknown of the sets not played out, for the
//! point-by-point sports.

use super::book;
use crate::catalogue::Side;
use crate::market::MarketQuote;
use crate::sports::poisson;
use crate::sports::resolution::{series_final, FinishError};
use crate::statistics::{PeriodScore, Score};
use serde::{Deserialize, Serialize};

/// The sets a match ended on an entered score did not play out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Unplayed {
    /// First set not played out; 0 when every set was.
    from_set: u8,
    /// The side that won every set from `from_set` on, when one side won them all.
    sweeper: Option<Side>,
}

impl Unplayed {
    /// The sets from `from_set` on, for a final of `target` sets from `current` in a best of
    /// `2 * sets_to_win - 1`.
    pub fn new(sets_to_win: u32, current: Score, target: Score, from_set: u8) -> Result<Unplayed, FinishError> {
        let to_come = series_final(sets_to_win, current, target)?;
        let sweeper = match (to_come.home, to_come.away) {
            (_, 0) => Some(Side::Home),
            (0, _) => Some(Side::Away),
            _ => None,
        };
        Ok(Unplayed { from_set, sweeper })
    }

    /// Whether every set was played out, so tallies over all sets (games, points) are known.
    pub fn is_none(&self) -> bool {
        self.from_set == 0
    }

    /// Whether set `number` (1-based) was played out.
    pub fn played_out(&self, number: u32) -> bool {
        self.is_none() || number < u32::from(self.from_set)
    }

    /// Winner markets of the first `sets` sets: a set played out by its score in `played`, any
    /// other by the side that swept the sets not played out, or void.
    pub fn set_winners(&self, market_id: u32, played: &[PeriodScore], sets: u32) -> Vec<MarketQuote> {
        (1..=sets)
            .map(|number| {
                let spec = format!("setnr={number}");
                match (played.get(number as usize - 1), self.sweeper) {
                    (Some(p), _) if self.played_out(number) => book::two_way_settled(market_id, spec, p.home > p.away),
                    (_, Some(side)) => book::two_way_settled(market_id, spec, side == Side::Home),
                    _ => poisson::settle(market_id, spec, &[book::HOME, book::AWAY], None),
                }
            })
            .collect()
    }
}
