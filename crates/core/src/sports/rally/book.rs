//! Priced and settled books shared by the point-by-point sports: two-way winners, over/under
//! lines, handicap lines and exact set scores, all from fair probabilities of one distribution.

use crate::locale::Text;
use crate::market::{format_line, score_outcome, MarketQuote, OutcomeQuote, OutcomeResult, OutcomeType};
use crate::odds::Margin;

/// Two-way winner outcome ids (home, away).
pub const HOME: u32 = 4;
pub const AWAY: u32 = 5;
/// Over/under outcome ids.
pub const OVER: u32 = 12;
pub const UNDER: u32 = 13;
/// Handicap outcome ids (home, away).
pub const HCP_HOME: u32 = 1714;
pub const HCP_AWAY: u32 = 1715;
pub const ODD: u32 = 70;
pub const EVEN: u32 = 72;

/// Fixed outcomes of a two-way winner market.
pub const ODD_EVEN_OUTCOMES: &[OutcomeType] = &[
    OutcomeType { id: ODD, name: Text { en: "Odd", sr: "Nepar" } },
    OutcomeType { id: EVEN, name: Text { en: "Even", sr: "Par" } },
];
pub const WINNER_OUTCOMES: &[OutcomeType] = &[
    OutcomeType { id: HOME, name: Text { en: "{$competitor1}", sr: "{$competitor1}" } },
    OutcomeType { id: AWAY, name: Text { en: "{$competitor2}", sr: "{$competitor2}" } },
];
/// Fixed outcomes of an over/under market.
pub const TOTAL_OUTCOMES: &[OutcomeType] = &[
    OutcomeType { id: OVER, name: Text { en: "Over {total}", sr: "Više {total}" } },
    OutcomeType { id: UNDER, name: Text { en: "Under {total}", sr: "Manje {total}" } },
];
/// Fixed outcomes of a handicap market.
pub const HCP_OUTCOMES: &[OutcomeType] = &[
    OutcomeType { id: HCP_HOME, name: Text { en: "{$competitor1} ({+hcp})", sr: "{$competitor1} ({+hcp})" } },
    OutcomeType { id: HCP_AWAY, name: Text { en: "{$competitor2} ({-hcp})", sr: "{$competitor2} ({-hcp})" } },
];

fn priced(market_id: u32, spec: String, ids: &[u32], fair: &[f64], margin: Margin) -> MarketQuote {
    let prices = margin.price(fair);
    let outcomes = ids.iter().zip(prices).map(|(&id, odds)| OutcomeQuote { id, odds, result: None }).collect();
    MarketQuote::open(market_id, spec, outcomes)
}

fn win_lose(won: bool) -> OutcomeResult {
    if won {
        OutcomeResult::Win
    } else {
        OutcomeResult::Lose
    }
}

/// An open two-way winner market.
pub fn two_way(market_id: u32, spec: String, p_home: f64, margin: Margin) -> MarketQuote {
    priced(market_id, spec, &[HOME, AWAY], &[p_home, 1.0 - p_home], margin)
}

/// A settled two-way winner market.
pub fn two_way_settled(market_id: u32, spec: String, home_won: bool) -> MarketQuote {
    MarketQuote::settled(market_id, spec, &[(HOME, win_lose(home_won)), (AWAY, win_lose(!home_won))])
}

/// The specifier of a total line.
pub fn total_spec(line: f64) -> String {
    format!("total={}", format_line(line))
}

/// The specifier of a handicap line (home side's perspective).
pub fn hcp_spec(line: f64) -> String {
    format!("hcp={}", format_line(line))
}

/// An over/under line: settled Over as soon as `so_far` passes the line, settled either way
/// when `finished`, else priced from `p_over`.
pub fn over_under(market_id: u32, line: f64, so_far: u32, finished: bool, p_over: f64, margin: Margin) -> MarketQuote {
    let spec = total_spec(line);
    let over = f64::from(so_far) > line;
    if over || finished {
        return MarketQuote::settled(market_id, spec, &[(OVER, win_lose(over)), (UNDER, win_lose(!over))]);
    }
    priced(market_id, spec, &[OVER, UNDER], &[p_over, 1.0 - p_over], margin)
}

/// A handicap line priced from the probability that the home side covers it.
pub fn handicap(market_id: u32, line: f64, p_home_covers: f64, margin: Margin) -> MarketQuote {
    priced(market_id, hcp_spec(line), &[HCP_HOME, HCP_AWAY], &[p_home_covers, 1.0 - p_home_covers], margin)
}

/// A settled handicap line, given the final home-minus-away margin.
pub fn handicap_settled(market_id: u32, line: f64, diff: i64) -> MarketQuote {
    let covers = diff as f64 + line > 0.0;
    MarketQuote::settled(market_id, hcp_spec(line), &[(HCP_HOME, win_lose(covers)), (HCP_AWAY, win_lose(!covers))])
}

/// Every final set score of a best-of-(2n−1) match, home wins first: 2:0, 2:1, 1:2, 0:2 for n = 2.
pub fn set_scores(sets_to_win: u32) -> Vec<(u32, u32)> {
    let home = (0..sets_to_win).map(|a| (sets_to_win, a));
    let away = (0..sets_to_win).rev().map(|h| (h, sets_to_win));
    home.chain(away).collect()
}

/// An open exact set-score market with fair probability `prob(h, a)` per score.
pub fn set_betting(market_id: u32, sets_to_win: u32, prob: impl Fn(u32, u32) -> f64, margin: Margin) -> MarketQuote {
    let scores = set_scores(sets_to_win);
    let ids: Vec<u32> = scores.iter().map(|&(h, a)| score_outcome(h, a)).collect();
    let fair: Vec<f64> = scores.iter().map(|&(h, a)| prob(h, a)).collect();
    priced(market_id, String::new(), &ids, &fair, margin)
}

/// A settled exact set-score market.
pub fn set_betting_settled(market_id: u32, sets_to_win: u32, actual: (u32, u32)) -> MarketQuote {
    let results: Vec<(u32, OutcomeResult)> =
        set_scores(sets_to_win).into_iter().map(|s| (score_outcome(s.0, s.1), win_lose(s == actual))).collect();
    MarketQuote::settled(market_id, "", &results)
}

/// Half lines `center + k` for k in `offsets`, with `center` the x.5 line nearest `mean`.
pub fn half_lines(mean: f64, offsets: &[f64]) -> Vec<f64> {
    let center = if mean.is_finite() { mean.floor() + 0.5 } else { 0.5 };
    offsets.iter().map(|k| center + k).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::MarketStatus;

    #[test]
    fn an_over_line_already_passed_is_settled_as_over() {
        let q = over_under(189, 20.5, 21, false, 0.9, Margin::default());
        assert_eq!(q.status, MarketStatus::Settled);
        assert_eq!(q.outcomes[0].result, Some(OutcomeResult::Win));
    }

    #[test]
    fn set_scores_list_every_possible_result_once() {
        assert_eq!(set_scores(2), vec![(2, 0), (2, 1), (1, 2), (0, 2)]);
        assert_eq!(set_scores(3).len(), 6);
    }

    #[test]
    fn half_lines_centre_on_the_nearest_half() {
        assert_eq!(half_lines(22.3, &[-1.0, 0.0, 1.0]), vec![21.5, 22.5, 23.5]);
    }
}
