//! "Innings I - wicket W - method of dismissal": how the next wicket of a main innings falls,
//! for the wicket to come. Priced from the share of each method in T20 dismissals (the simulation
//! draws the method from the same shares); if the innings ends without that wicket every bet is
//! void, so the book is the shares alone. The model logs each innings' dismissals, so the market
//! settles the moment the wicket falls and still resolves at the end of the match.

use super::{Innings, Model, Phase, DISMISSAL};
use crate::market::{specifier_value, MarketQuote};
use crate::odds::Margin;
use crate::sports::poisson::settle;
use crate::sports::pricing_math::priced;
use serde::{Deserialize, Serialize};

/// How a batter was out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub(super) enum Method {
    Caught,
    Bowled,
    Lbw,
    RunOut,
    Stumped,
    Other,
}

/// Each method's share of dismissals and its outcome id, in [`Method`] order.
const SHARES: [(Method, f64, u32); 6] = [
    (Method::Caught, 0.60, 1401),
    (Method::Bowled, 0.17, 1402),
    (Method::Lbw, 0.10, 1403),
    (Method::RunOut, 0.08, 1404),
    (Method::Stumped, 0.04, 1405),
    (Method::Other, 0.01, 1406),
];
/// The main innings (super overs have none of these markets).
const MAIN_INNINGS: usize = 2;

impl Method {
    /// The method of a wicket whose draw, scaled to the unit interval, is `u`.
    pub(super) fn drawn(u: f64) -> Method {
        let mut left = u;
        for (method, share, _) in SHARES {
            if left < share {
                return method;
            }
            left -= share;
        }
        Method::Other
    }

    fn class(self) -> usize {
        self as usize
    }
}

fn spec(innings: usize, wicket: usize) -> String {
    format!("inningnr={innings}|wicketnr={wicket}")
}

impl Model {
    /// The last wicket's market (settled) and the next wicket's, while a main innings is to come
    /// or in play.
    pub(super) fn dismissal_quotes(&self, margin: Margin, out: &mut Vec<MarketQuote>) {
        let logged = self.innings.iter().take(MAIN_INNINGS).enumerate().rev().find(|(_, i)| !i.dismissals.is_empty());
        if let Some((index, innings)) = logged {
            out.extend(self.dismissal_market(DISMISSAL, &spec(index + 1, innings.dismissals.len())));
        }
        let next = match self.phase {
            Phase::Prematch => Some((1, 1)),
            Phase::Play => self.innings.last().map(|i| (self.innings.len(), i.wickets as usize + 1)),
            Phase::Break => Some((self.innings.len() + 1, 1)),
            Phase::Finished => None,
        };
        if let Some((innings, wicket)) = next.filter(|&(innings, wicket)| innings <= MAIN_INNINGS && wicket <= 10) {
            let fair: Vec<(u32, f64)> = SHARES.iter().map(|&(_, share, id)| (id, share)).collect();
            out.push(priced(margin, DISMISSAL, spec(innings, wicket), &fair));
        }
    }

    /// The method market of any wicket (`None` for other markets, or while that wicket may still
    /// fall): settled from the log; void once its innings ended without it.
    pub(crate) fn dismissal_market(&self, market_id: u32, specifier: &str) -> Option<MarketQuote> {
        if market_id != DISMISSAL {
            return None;
        }
        let number = |key| specifier_value(specifier, key)?.parse::<usize>().ok()?.checked_sub(1);
        let (innings, wicket) = (number("inningnr")?, number("wicketnr")?);
        let played = self.innings.get(innings).map(|i: &Innings| i.dismissals.get(wicket));
        let method = played.flatten();
        let over = self.phase == Phase::Finished || self.complete(innings + 1);
        if method.is_none() && !over {
            return None;
        }
        let ids = SHARES.map(|(_, _, id)| id);
        Some(settle(DISMISSAL, specifier.to_owned(), &ids, method.map(|m| m.class())))
    }
}
