//! Market types (what can be bet on, with localized name templates) and priced market quotes
//! (what a model offers right now).

use crate::catalogue::MarketStatus;
use crate::locale::{Locale, Text};
use crate::odds::Odds;
use serde::{Deserialize, Serialize};

/// A kind of market, e.g. "Total {total}" with outcomes Over/Under. Ids follow the common
/// odds-feed numbering (1 = 1X2, 18 = total, 16 = handicap, …).
#[derive(Debug, Clone, Copy)]
pub struct MarketType {
    pub id: u32,
    /// Name template. Placeholders: `{$competitor1}`, `{$competitor2}`, and any specifier key in
    /// braces (`{total}`, `{hcp}`); `{+hcp}` / `{-hcp}` print the line signed for home / away.
    pub name: Text,
    /// Market group keys (docs/product.md#markets): `main`, `hcp`, `total`, `half`, `score`, `period`, ….
    pub groups: &'static [&'static str],
    /// Lower sorts first.
    pub priority: i32,
    /// Outcomes with fixed names. Outcomes not listed here are named by [`dynamic_outcome_name`].
    pub outcomes: &'static [OutcomeType],
}

impl MarketType {
    /// A market type (for tables of them in `const` items).
    pub const fn new(
        id: u32,
        name: Text,
        groups: &'static [&'static str],
        priority: i32,
        outcomes: &'static [OutcomeType],
    ) -> MarketType {
        MarketType { id, name, groups, priority, outcomes }
    }
}

/// A fixed outcome of a market type, e.g. "Over {total}".
#[derive(Debug, Clone, Copy)]
pub struct OutcomeType {
    pub id: u32,
    /// Same placeholders as [`MarketType::name`].
    pub name: Text,
}

/// First outcome id of "exact score" outcomes: `SCORE_OUTCOME_BASE + 100 * home + away`.
pub const SCORE_OUTCOME_BASE: u32 = 1000;
/// The catch-all outcome of an exact-score market ("any other score").
pub const OTHER_SCORE_OUTCOME: u32 = 9999;

/// Outcome id for an exact score such as 2:1.
pub fn score_outcome(home: u32, away: u32) -> u32 {
    SCORE_OUTCOME_BASE + 100 * home.min(99) + away.min(99)
}

/// The name of an outcome that is not in its market type's fixed list (exact scores).
pub fn dynamic_outcome_name(outcome_id: u32, locale: Locale) -> String {
    if outcome_id == OTHER_SCORE_OUTCOME {
        return Text { en: "Other", sr: "Ostalo" }.get(locale).to_owned();
    }
    let n = outcome_id.saturating_sub(SCORE_OUTCOME_BASE);
    format!("{}:{}", n / 100, n % 100)
}

/// How an outcome resolved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OutcomeResult {
    Win,
    Lose,
    /// Stake returned (e.g. a whole-goal Asian handicap that lands exactly).
    Void,
    HalfWin,
    HalfLose,
    /// Won, but tied for the market's one place with the market's other dead-heat outcomes
    /// (top batsman): paid at the odds on the stake divided by the number tied.
    DeadHeat,
}

/// One priced outcome of a market.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OutcomeQuote {
    pub id: u32,
    /// `None` when the outcome is not offered right now (too likely, or already impossible).
    pub odds: Option<Odds>,
    /// Set once the market is settled.
    pub result: Option<OutcomeResult>,
}

impl OutcomeQuote {
    pub fn is_active(&self) -> bool {
        self.odds.is_some() && self.result.is_none()
    }
}

/// A priced market of one match, as a model offers it now.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MarketQuote {
    /// Market type id (see [`MarketType`]).
    pub market_id: u32,
    /// Specifier such as `total=2.5` or `hcp=-1.5`; empty for markets without a line.
    pub specifier: String,
    pub status: MarketStatus,
    pub outcomes: Vec<OutcomeQuote>,
    /// True for the line of a multi-line market whose prices are closest to even.
    pub most_balanced: bool,
}

impl MarketQuote {
    /// An open market; it is suspended instead when no outcome is offered.
    pub fn open(market_id: u32, specifier: impl Into<String>, outcomes: Vec<OutcomeQuote>) -> Self {
        let status =
            if outcomes.iter().any(OutcomeQuote::is_active) { MarketStatus::Active } else { MarketStatus::Suspended };
        MarketQuote { market_id, specifier: specifier.into(), status, outcomes, most_balanced: false }
    }

    /// A settled market with each outcome's result.
    pub fn settled(market_id: u32, specifier: impl Into<String>, results: &[(u32, OutcomeResult)]) -> Self {
        let outcomes =
            results.iter().map(|&(id, result)| OutcomeQuote { id, odds: None, result: Some(result) }).collect();
        MarketQuote {
            market_id,
            specifier: specifier.into(),
            status: MarketStatus::Settled,
            outcomes,
            most_balanced: false,
        }
    }

    /// This market if settled; else settled with every outcome void (the market of a match
    /// ended on an entered score that does not decide it).
    pub fn or_void(self) -> MarketQuote {
        if self.status == MarketStatus::Settled {
            return self;
        }
        let results: Vec<(u32, OutcomeResult)> = self.outcomes.iter().map(|o| (o.id, OutcomeResult::Void)).collect();
        MarketQuote::settled(self.market_id, self.specifier, &results)
    }

    /// Value of one specifier key, e.g. `spec_value("total")` → `Some("2.5")`.
    pub fn spec_value(&self, key: &str) -> Option<&str> {
        specifier_value(&self.specifier, key)
    }
}

/// Value of one key in a `key=value|key=value` specifier.
pub fn specifier_value<'a>(specifier: &'a str, key: &str) -> Option<&'a str> {
    specifier.split('|').filter_map(|pair| pair.split_once('=')).find(|(k, _)| *k == key).map(|(_, v)| v)
}

/// Formats a line for a specifier: `2.5`, `-1`, `0.5` (no trailing zeros, no `+`).
pub fn format_line(line: f64) -> String {
    let rounded = (line * 100.0).round() / 100.0;
    let text = format!("{rounded}");
    if text == "-0" {
        "0".to_owned()
    } else {
        text
    }
}

/// Specifier keys that carry the line of a multi-line market.
pub const LINE_KEYS: [&str; 2] = ["total", "hcp"];

/// A specifier split into the family of lines it belongs to (the specifier with its line taken
/// out: `quarternr=1|total=40.5` → `quarternr=1`) and its numeric line, if it has one.
pub fn split_line(specifier: &str) -> (String, Option<f64>) {
    let mut family = Vec::new();
    let mut line = None;
    for pair in specifier.split('|') {
        match pair.split_once('=') {
            Some((key, value)) if LINE_KEYS.contains(&key) => line = value.parse::<f64>().ok(),
            _ => family.push(pair),
        }
    }
    (family.join("|"), line)
}

/// Marks, for each market type with several lines, the open line whose outcome prices are
/// closest to each other (`most_balanced`, docs/product.md#markets). Markets without a line
/// (a period's or a set's winner) are never marked.
pub fn mark_most_balanced(quotes: &mut [MarketQuote]) {
    use std::collections::HashMap;
    let mut best: HashMap<u32, (usize, u32)> = HashMap::new();
    for (i, quote) in quotes.iter().enumerate() {
        let has_line = LINE_KEYS.iter().any(|key| quote.spec_value(key).is_some());
        if !has_line || quote.status != MarketStatus::Active {
            continue;
        }
        let prices: Vec<u32> = quote.outcomes.iter().filter_map(|o| o.odds.map(|x| x.0)).collect();
        if prices.len() != quote.outcomes.len() || prices.len() < 2 {
            continue;
        }
        let spread = prices.iter().max().copied().unwrap_or(0) - prices.iter().min().copied().unwrap_or(0);
        let entry = best.entry(quote.market_id).or_insert((i, spread));
        if spread < entry.1 {
            *entry = (i, spread);
        }
    }
    for quote in quotes.iter_mut() {
        quote.most_balanced = false;
    }
    for (i, _) in best.into_values() {
        quotes[i].most_balanced = true;
    }
}

/// Fills a name template with competitor names and specifier values.
pub fn render_template(template: &str, specifier: &str, home: &str, away: &str) -> String {
    let mut out = template.replace("{$competitor1}", home).replace("{$competitor2}", away);
    for pair in specifier.split('|').filter_map(|p| p.split_once('=')) {
        let (key, value) = pair;
        out = out.replace(&format!("{{{key}}}"), value);
        if let Ok(line) = value.parse::<f64>() {
            out = out.replace(&format!("{{+{key}}}"), &signed(line)).replace(&format!("{{-{key}}}"), &signed(-line));
        }
    }
    out
}

fn signed(line: f64) -> String {
    let text = format_line(line);
    if line > 0.0 {
        format!("+{text}")
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn quote(market_id: u32, spec: &str, prices: &[u32]) -> MarketQuote {
        let outcomes = prices
            .iter()
            .enumerate()
            .map(|(i, &p)| OutcomeQuote { id: i as u32, odds: Some(Odds(p)), result: None })
            .collect();
        MarketQuote::open(market_id, spec, outcomes)
    }

    #[test]
    fn the_line_with_the_closest_prices_is_most_balanced() {
        let mut quotes = vec![
            quote(18, "total=1.5", &[1300, 3300]),
            quote(18, "total=2.5", &[1900, 1850]),
            quote(18, "total=3.5", &[3100, 1350]),
            quote(1, "", &[2000, 3400, 3600]),
        ];
        mark_most_balanced(&mut quotes);
        let flags: Vec<bool> = quotes.iter().map(|q| q.most_balanced).collect();
        assert_eq!(flags, vec![false, true, false, false]);
    }

    #[test]
    fn markets_of_periods_without_a_line_are_never_most_balanced() {
        let mut quotes =
            vec![quote(235, "quarternr=1", &[2000, 9000, 2100]), quote(235, "quarternr=2", &[2050, 9000, 2050])];
        mark_most_balanced(&mut quotes);
        assert!(quotes.iter().all(|q| !q.most_balanced));
    }

    #[test]
    fn templates_take_competitors_and_signed_lines() {
        let text = render_template("{$competitor1} ({+hcp}) vs {$competitor2} ({-hcp})", "hcp=-1.5", "A", "B");
        assert_eq!(text, "A (-1.5) vs B (+1.5)");
        assert_eq!(render_template("Total {total}", "total=2.5", "A", "B"), "Total 2.5");
    }

    #[test]
    fn exact_score_outcomes_name_themselves() {
        assert_eq!(dynamic_outcome_name(score_outcome(2, 1), Locale::En), "2:1");
        assert_eq!(dynamic_outcome_name(OTHER_SCORE_OUTCOME, Locale::Sr), "Ostalo");
    }

    #[test]
    fn lines_format_without_trailing_zeros() {
        assert_eq!(format_line(2.5), "2.5");
        assert_eq!(format_line(-1.0), "-1");
        assert_eq!(format_line(-0.0), "0");
    }

    #[test]
    fn an_open_market_voids_and_a_settled_one_stays() {
        let voided = quote(1, "", &[2000, 3400, 3600]).or_void();
        assert_eq!(voided.status, MarketStatus::Settled);
        assert!(voided.outcomes.iter().all(|o| o.result == Some(OutcomeResult::Void)));
        let settled = MarketQuote::settled(1, "", &[(1, OutcomeResult::Win), (2, OutcomeResult::Lose)]);
        assert_eq!(settled.clone().or_void(), settled);
    }

    #[test]
    fn a_market_with_no_offered_outcome_is_suspended() {
        let q = MarketQuote::open(1, "", vec![OutcomeQuote { id: 1, odds: None, result: None }]);
        assert_eq!(q.status, MarketStatus::Suspended);
    }
}
