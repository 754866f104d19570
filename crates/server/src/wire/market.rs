//! Markets and outcomes on the wire, named in the request's language.

use crate::catalogue::model::{EventKind, Match};
use crate::catalogue::store::Structure;
use serde::Serialize;
use sportsbook_core::catalogue::MarketStatus;
use sportsbook_core::catalogue::Side;
use sportsbook_core::locale::Locale;
use sportsbook_core::market::{
    dynamic_outcome_name, render_template, split_line, MarketQuote, MarketType, OutcomeResult,
};
use sportsbook_core::sports::{cricket, market_type};
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct OutcomeDto {
    pub id: u32,
    pub name: String,
    /// Offered now (priced and not yet resolved).
    pub active: bool,
    /// Decimal odds; absent when the outcome is not priced.
    pub odds: Option<f64>,
    /// Once the market is settled: `win`, `lose`, `void`, `half_win`, `half_lose` or `dead_heat`
    /// (won, the place shared with the market's other `dead_heat` outcomes).
    #[schema(value_type = Option<String>)]
    pub result: Option<OutcomeResult>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MarketDto {
    pub match_urn_id: String,
    /// Market type id (1 = 1X2, 18 = total, …); with `specifier` it identifies the market.
    pub id: u32,
    pub name: String,
    /// 1 open, -1 suspended, -2 handed over, -3 settled, -4 cancelled (0 is never listed).
    #[schema(value_type = i16)]
    pub status: MarketStatus,
    pub specifier: String,
    pub outcomes: Vec<OutcomeDto>,
    pub market_groups: Vec<&'static str>,
    pub priority: i32,
    pub most_balanced: bool,
    /// When betting on this market stops (ISO 8601), if scheduled.
    pub next_bet_stop: Option<String>,
    pub custom_bet_groups: Vec<&'static str>,
    pub provider: &'static str,
}

/// Everything needed to name a match's markets.
pub struct MarketContext<'a> {
    pub structure: &'a Structure,
    pub event: &'a Match,
    pub sport_key: &'a str,
    pub provider: &'static str,
    pub locale: Locale,
}

impl<'a> MarketContext<'a> {
    pub fn new(structure: &'a Structure, event: &'a Match, locale: Locale) -> Option<MarketContext<'a>> {
        let sport = structure.sport(event.sport_id)?;
        Some(MarketContext { structure, event, sport_key: &sport.key, provider: sport.provider.as_str(), locale })
    }

    fn competitor_name(&self, id: Option<u32>) -> &str {
        id.and_then(|id| self.structure.competitor(id)).map_or("", |c| c.name.get(self.locale))
    }

    /// The player an outcome names (a cricket side's batter), if it names one.
    fn player_name(&self, quote: &MarketQuote, outcome_id: u32) -> Option<String> {
        if self.sport_key != "cricket" {
            return None;
        }
        let (side, position) = cricket::batter_of_outcome(quote.market_id, &quote.specifier, outcome_id)?;
        let id = match side {
            Side::Home => self.event.home_id?,
            Side::Away => self.event.away_id?,
        };
        let team = self.structure.competitor(id)?;
        cricket::batter_name(id, &team.name.en, position)
    }

    pub fn market_type(&self, quote: &MarketQuote) -> Option<&'static MarketType> {
        market_type(self.sport_key, quote.market_id)
    }

    pub fn render(&self, quote: &MarketQuote) -> MarketDto {
        let home = self.competitor_name(self.event.home_id);
        let away = self.competitor_name(self.event.away_id);
        let kind = self.market_type(quote);
        let fill = |template: &str| render_template(template, &quote.specifier, home, away);
        let outcome_name = |id: u32| -> String {
            if let Some(fixed) = kind.and_then(|k| k.outcomes.iter().find(|o| o.id == id)) {
                return fill(fixed.name.get(self.locale));
            }
            match self.event.kind {
                EventKind::Outright => self.competitor_name(Some(id)).to_owned(),
                EventKind::Match => {
                    self.player_name(quote, id).unwrap_or_else(|| dynamic_outcome_name(id, self.locale))
                }
            }
        };
        MarketDto {
            match_urn_id: self.event.urn_id.clone(),
            id: quote.market_id,
            name: kind.map_or_else(|| format!("#{}", quote.market_id), |k| fill(k.name.get(self.locale))),
            status: quote.status,
            specifier: quote.specifier.clone(),
            outcomes: quote
                .outcomes
                .iter()
                .map(|o| OutcomeDto {
                    id: o.id,
                    name: outcome_name(o.id),
                    active: o.is_active(),
                    odds: o.odds.map(|x| x.as_f64()),
                    result: o.result,
                })
                .collect(),
            market_groups: kind.map_or_else(Vec::new, |k| k.groups.to_vec()),
            priority: kind.map_or(i32::MAX, |k| k.priority),
            most_balanced: quote.most_balanced,
            next_bet_stop: None,
            custom_bet_groups: Vec::new(),
            provider: self.provider,
        }
    }

    /// Listed markets (status 0 never is), sorted by priority, market id, then the family of lines
    /// (`quarternr=1` before `quarternr=2`), then line.
    pub fn listed(&self) -> Vec<&'a MarketQuote> {
        let mut listed: Vec<&MarketQuote> =
            self.event.markets.iter().filter(|m| m.status != MarketStatus::Inactive).collect();
        listed.sort_by(|a, b| {
            let pa = self.market_type(a).map_or(i32::MAX, |k| k.priority);
            let pb = self.market_type(b).map_or(i32::MAX, |k| k.priority);
            let ((family_a, line_a), (family_b, line_b)) = (split_line(&a.specifier), split_line(&b.specifier));
            pa.cmp(&pb)
                .then(a.market_id.cmp(&b.market_id))
                .then(family_order(&family_a, &family_b))
                .then(line_a.unwrap_or(0.0).total_cmp(&line_b.unwrap_or(0.0)))
        });
        listed
    }

    /// The listed markets as a match page shows them: open and suspended ones first, settled
    /// and cancelled results at the end, each part in the order of [`MarketContext::listed`].
    pub fn board(&self) -> Vec<&'a MarketQuote> {
        let mut board = self.listed();
        board.sort_by_key(|m| matches!(m.status, MarketStatus::Settled | MarketStatus::Cancelled));
        board
    }

    /// How many markets are open now (the lists' "+N markets").
    pub fn open_count(&self) -> usize {
        self.event.markets.iter().filter(|m| m.status == MarketStatus::Active).count()
    }

    fn first_in_group(&self, group: &str) -> Option<&'a MarketQuote> {
        let candidates: Vec<&MarketQuote> = self
            .listed()
            .into_iter()
            .filter(|m| self.market_type(m).is_some_and(|k| k.groups.contains(&group)))
            .collect();
        let first_type = candidates.first()?.market_id;
        let same_type: Vec<&MarketQuote> = candidates.into_iter().filter(|m| m.market_id == first_type).collect();
        column_line(&same_type)
    }

    /// The primary market (1X2 / winner), its most balanced line if it has several.
    pub fn main_market(&self) -> Option<&'a MarketQuote> {
        self.first_in_group("main")
    }

    /// The secondary market: the most balanced total.
    pub fn secondary_market(&self) -> Option<&'a MarketQuote> {
        self.first_in_group("total")
    }

    /// Further markets for list views besides the main and secondary ones: the most balanced
    /// handicap line.
    pub fn top_markets(&self) -> Vec<&'a MarketQuote> {
        self.first_in_group("hcp").into_iter().collect()
    }
}

/// The line of one market type a list column shows: its most balanced line, else the first not
/// yet settled (the second innings' total once the first is decided), else the first.
fn column_line<'a>(lines: &[&'a MarketQuote]) -> Option<&'a MarketQuote> {
    let find = |keep: fn(&MarketQuote) -> bool| lines.iter().copied().find(|m| keep(m));
    find(|m| m.most_balanced).or_else(|| find(|m| m.status != MarketStatus::Settled)).or_else(|| lines.first().copied())
}

/// The numeric line of a specifier (`total=2.5` → 2.5), for ordering lines.
/// Families of lines in order of their values, numbers as numbers (`goalnr=2` before `goalnr=10`).
fn family_order(a: &str, b: &str) -> std::cmp::Ordering {
    let value = |pair: &str| {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        (key.to_owned(), value.parse::<f64>().ok(), value.to_owned())
    };
    for (x, y) in a.split('|').map(value).zip(b.split('|').map(value)) {
        let numbers = match (x.1, y.1) {
            (Some(m), Some(n)) => m.total_cmp(&n),
            _ => std::cmp::Ordering::Equal,
        };
        let order = x.0.cmp(&y.0).then(numbers).then(x.2.cmp(&y.2));
        if order.is_ne() {
            return order;
        }
    }
    a.len().cmp(&b.len())
}

/// Outcome counts of a sport's main and secondary market types (list-view columns).
pub fn main_outcome_counts(sport_key: &str) -> (usize, usize) {
    let types = sportsbook_core::sports::market_types(sport_key);
    let count = |group: &str| {
        types.iter().filter(|t| t.groups.contains(&group)).min_by_key(|t| t.priority).map_or(0, |t| t.outcomes.len())
    };
    (count("main"), count("total"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_sort_by_their_family_then_their_value() {
        let mut specs =
            vec!["quarternr=2|hcp=-1.5", "quarternr=1|hcp=3.5", "quarternr=1|hcp=-2.5", "quarternr=10|hcp=0.5"];
        specs.sort_by(|a, b| {
            let ((fa, la), (fb, lb)) = (split_line(a), split_line(b));
            family_order(&fa, &fb).then(la.unwrap_or(0.0).total_cmp(&lb.unwrap_or(0.0)))
        });
        assert_eq!(
            specs,
            ["quarternr=1|hcp=-2.5", "quarternr=1|hcp=3.5", "quarternr=2|hcp=-1.5", "quarternr=10|hcp=0.5"]
        );
        assert!(family_order("goalnr=2", "goalnr=10").is_lt());
        assert!(family_order("setnr=1|gamenr=9", "setnr=2|gamenr=1").is_lt());
    }

    #[test]
    fn a_list_column_shows_the_balanced_line_else_one_still_to_be_decided() {
        let line = |spec: &str, status: MarketStatus, balanced: bool| MarketQuote {
            status,
            most_balanced: balanced,
            ..MarketQuote::open(605, spec, Vec::new())
        };
        let decided = line("inningnr=1|total=160.5", MarketStatus::Settled, false);
        let suspended = line("inningnr=2|total=150.5", MarketStatus::Suspended, false);
        let balanced = line("inningnr=2|total=151.5", MarketStatus::Active, true);
        let pick = |lines: &[&MarketQuote]| column_line(lines).map(|m| m.specifier.clone());
        assert_eq!(pick(&[&decided, &suspended, &balanced]).as_deref(), Some("inningnr=2|total=151.5"));
        assert_eq!(pick(&[&decided, &suspended]).as_deref(), Some("inningnr=2|total=150.5"));
        assert_eq!(pick(&[&decided]).as_deref(), Some("inningnr=1|total=160.5"));
        assert_eq!(pick(&[]), None);
    }
}
