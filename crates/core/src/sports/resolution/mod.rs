//! How a match's markets resolve: the settlement of one market, read off the same classifiers
//! the pricing uses. See `docs/decisions/013-market-resolution.md`.

mod finish;

pub use finish::FinishError;
pub(crate) use finish::{series_final, still_to_come};

use super::any::MatchModel;
use crate::betting::SelectionOutcome;
use crate::catalogue::MarketStatus;
use crate::market::MarketQuote;
use crate::odds::Margin;

impl MatchModel {
    /// The settlement of market `market_id` with `specifier`, one `(outcome id, outcome)` per
    /// outcome, once the market is decided; `None` while it is open (or unknown to the sport).
    /// Answers for any line the model ever offered: basketball, cricket and cyber map lines follow
    /// the play and are priced on request, and so are tennis games and cricket wickets (from the model's
    /// logs of them); every other sport's lines are fixed for the match or only grow.
    pub fn resolve(&self, market_id: u32, specifier: &str) -> Option<Vec<(u32, SelectionOutcome)>> {
        let quote = self.market(market_id, specifier)?;
        if quote.status != MarketStatus::Settled {
            return None;
        }
        SelectionOutcome::of_market(&quote)
    }

    /// One market as the model prices it now, whether or not the current line set lists it.
    fn market(&self, market_id: u32, specifier: &str) -> Option<MarketQuote> {
        let line = match self {
            MatchModel::Basketball(m) => m.line_market(market_id, specifier),
            MatchModel::Cricket(m) => {
                m.line_market(market_id, specifier).or_else(|| m.dismissal_market(market_id, specifier))
            }
            MatchModel::Tennis(m) => m.game_market(market_id, specifier),
            MatchModel::Cyber(m) => m.line_market(market_id, specifier),
            _ => None,
        };
        line.or_else(|| {
            self.priced(Margin::default()).into_iter().find(|q| q.market_id == market_id && q.specifier == specifier)
        })
    }
}

#[cfg(test)]
mod checks;
#[cfg(test)]
mod finish_tests;
#[cfg(test)]
mod tests;
