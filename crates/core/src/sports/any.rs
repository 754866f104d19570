//! One type over every sport's model, so the feed drives all matches alike.

use super::{basketball, cricket, cyber, football, ice_hockey, table_tennis, tennis, volleyball};
use crate::catalogue::MatchStatus;
use crate::market::{MarketQuote, MarketType};
use crate::odds::Margin;
use crate::pricing::{self, PriceLimits};
use crate::sim::SimEvent;
use crate::statistics::Statistics;
use rand::Rng;
use serde::{Deserialize, Serialize};

/// The model of one match, whatever its sport (serialized with its sport as the tag).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "sport", content = "state", rename_all = "snake_case")]
pub enum MatchModel {
    Football(football::Model),
    IceHockey(ice_hockey::Model),
    Basketball(basketball::Model),
    Cyber(cyber::Model),
    Cricket(cricket::Model),
    Tennis(tennis::Model),
    TableTennis(table_tennis::Model),
    Volleyball(volleyball::Model),
}

/// Calls the same method on whichever sport's model this is.
macro_rules! each {
    ($self:expr, $model:ident => $body:expr) => {
        match $self {
            MatchModel::Football($model) => $body,
            MatchModel::IceHockey($model) => $body,
            MatchModel::Basketball($model) => $body,
            MatchModel::Cyber($model) => $body,
            MatchModel::Cricket($model) => $body,
            MatchModel::Tennis($model) => $body,
            MatchModel::TableTennis($model) => $body,
            MatchModel::Volleyball($model) => $body,
        }
    };
}

impl MatchModel {
    /// A prematch model for a sport (by URL key) between competitors of these ratings.
    pub fn new(sport_key: &str, home_rating: f64, away_rating: f64) -> Option<MatchModel> {
        let (h, a) = (home_rating, away_rating);
        Some(match sport_key {
            "football" => MatchModel::Football(football::Model::new(h, a)),
            "ice-hockey" => MatchModel::IceHockey(ice_hockey::Model::new(h, a)),
            "basketball" => MatchModel::Basketball(basketball::Model::new(h, a)),
            "cs2" => MatchModel::Cyber(cyber::Model::for_game(cyber::Game::Cs2, h, a)),
            "dota-2" => MatchModel::Cyber(cyber::Model::for_game(cyber::Game::Dota2, h, a)),
            "league-of-legends" => MatchModel::Cyber(cyber::Model::for_game(cyber::Game::LeagueOfLegends, h, a)),
            "cricket" => MatchModel::Cricket(cricket::Model::new(h, a)),
            "tennis" => MatchModel::Tennis(tennis::Model::new(h, a)),
            "table-tennis" => MatchModel::TableTennis(table_tennis::Model::new(h, a)),
            "volleyball" => MatchModel::Volleyball(volleyball::Model::new(h, a)),
            _ => return None,
        })
    }

    /// Typical simulated duration of a match of this sport, breaks included.
    pub fn typical_duration_secs(sport_key: &str) -> Option<f64> {
        Some(match sport_key {
            "football" => football::TYPICAL_DURATION_SECS,
            "ice-hockey" => ice_hockey::TYPICAL_DURATION_SECS,
            "basketball" => basketball::TYPICAL_DURATION_SECS,
            "cs2" | "dota-2" | "league-of-legends" => cyber::TYPICAL_DURATION_SECS,
            "cricket" => cricket::TYPICAL_DURATION_SECS,
            "tennis" => tennis::TYPICAL_DURATION_SECS,
            "table-tennis" => table_tennis::TYPICAL_DURATION_SECS,
            "volleyball" => volleyball::TYPICAL_DURATION_SECS,
            _ => return None,
        })
    }

    pub fn status(&self) -> MatchStatus {
        each!(self, m => m.status())
    }

    pub fn statistics(&self) -> Statistics {
        each!(self, m => m.statistics())
    }

    /// Every market of the match as the book offers it: priced with `margin` on the ladder, then
    /// held to the price limits and the line window ([`MatchModel::offer`]).
    pub fn quotes(&self, margin: Margin, limits: PriceLimits) -> Vec<MarketQuote> {
        self.offer(self.priced(margin), limits)
    }

    /// What the book offers of the `priced` markets: prices held to the limits and only the lines
    /// near the balanced one kept ([`pricing::offer`]). Lets a feed price once and derive both the
    /// offered quotes and the settled markets.
    pub fn offer(&self, mut priced: Vec<MarketQuote>, limits: PriceLimits) -> Vec<MarketQuote> {
        pricing::offer(&mut priced, self.limits(limits), self.market_types());
        priced
    }

    /// The limits this sport's lines are offered with: basketball's point lines, a point apart,
    /// show a wider window than the configured one.
    pub fn limits(&self, limits: PriceLimits) -> PriceLimits {
        match self {
            MatchModel::Basketball(_) => limits.with_lines_each_side_at_least(basketball::LINES_EACH_SIDE),
            _ => limits,
        }
    }

    /// The market types this sport's model offers.
    pub fn market_types(&self) -> &'static [MarketType] {
        match self {
            MatchModel::Football(_) => football::MARKET_TYPES,
            MatchModel::IceHockey(_) => ice_hockey::MARKET_TYPES,
            MatchModel::Basketball(_) => basketball::MARKET_TYPES,
            MatchModel::Cyber(m) => m.market_types(),
            MatchModel::Cricket(_) => cricket::MARKET_TYPES,
            MatchModel::Tennis(_) => tennis::MARKET_TYPES,
            MatchModel::TableTennis(_) => table_tennis::MARKET_TYPES,
            MatchModel::Volleyball(_) => volleyball::MARKET_TYPES,
        }
    }

    /// Every market the model prices, with `margin` on the ladder but before the price limits and
    /// the line window. Settled markets carry each outcome's result. Lines that follow the play
    /// may drop out of this list; [`MatchModel::resolve`] answers for those too.
    pub fn priced(&self, margin: Margin) -> Vec<MarketQuote> {
        each!(self, m => m.quotes(margin))
    }

    pub fn advance<R: Rng + ?Sized>(&mut self, dt: f64, rng: &mut R) -> Vec<SimEvent> {
        each!(self, m => m.advance(dt, rng))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn every_modelled_sport_prices_and_survives_a_serde_round_trip() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for key in [
            "football",
            "ice-hockey",
            "basketball",
            "cs2",
            "dota-2",
            "league-of-legends",
            "cricket",
            "tennis",
            "table-tennis",
            "volleyball",
        ] {
            let mut model = MatchModel::new(key, 1600.0, 1450.0).expect(key);
            model.advance(600.0, &mut rng);
            assert_eq!(model.status(), MatchStatus::Live, "{key}");
            assert!(!model.quotes(Margin::default(), PriceLimits::default()).is_empty(), "{key}");
            let json = serde_json::to_string(&model).expect("serializes");
            let back: MatchModel = serde_json::from_str(&json).expect("deserializes");
            assert_eq!(back, model, "{key}");
            assert!(MatchModel::typical_duration_secs(key).is_some());
        }
        assert!(MatchModel::new("curling", 1500.0, 1500.0).is_none());
    }
}
