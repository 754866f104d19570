//! Quarter and half markets. A stretch of regulation play (one quarter, or a half's two) has a
//! 1X2, handicap lines and total lines, priced from the sum of its quarters' laws — a quarter
//! played is its score, the quarter in progress its score plus the points of the time left, a
//! quarter to come the points of a whole quarter — and settled once each of its quarters is over.

use super::finish::decided_three_way;
use super::market_types::{Stretch, FIRST_HALF, QUARTER, SECOND_HALF};
use super::{Model, Phase, LINES, LINE_STEP, QUARTERS, QUARTER_SECS};
use crate::market::{format_line, specifier_value, MarketQuote, OutcomeResult};
use crate::odds::Margin;
use crate::sports::poisson;
use crate::sports::pricing_math::{half_lines, over_under, priced, settled, Normal};
use crate::statistics::Score;
use std::ops::RangeInclusive;

/// The halves: their market ids and quarters.
const HALVES: [(Stretch, RangeInclusive<u8>); 2] = [(FIRST_HALF, 1..=2), (SECOND_HALF, 3..=4)];

/// What is known now of a stretch of quarters.
pub(super) struct Known {
    /// Every quarter of it is over.
    pub done: bool,
    /// Its recorded score.
    pub score: Score,
    /// Points of an entered final score it may hold beyond that.
    pub extra: Score,
    /// Its margin (home − away) and total at its end.
    pub margin: Normal,
    pub total: Normal,
}

/// A part of the match with markets of its own: their ids, the specifier prefix of its markets
/// (`quarternr=N`, or none for a half), its quarters.
struct Part<'a> {
    ids: Stretch,
    prefix: &'a str,
    quarters: RangeInclusive<u8>,
}

impl Part<'_> {
    fn spec(&self, line: Option<(&str, f64)>) -> String {
        let line = line.map(|(key, value)| format!("{key}={}", format_line(value)));
        match line {
            None => self.prefix.to_owned(),
            Some(line) if self.prefix.is_empty() => line,
            Some(line) => format!("{}|{line}", self.prefix),
        }
    }
}

impl Model {
    /// The markets of every quarter and both halves.
    pub(super) fn period_quotes(&self, margin: Margin, out: &mut Vec<MarketQuote>) {
        for quarter in 1..=QUARTERS {
            let prefix = format!("quarternr={quarter}");
            self.stretch_quotes(&Part { ids: QUARTER, prefix: &prefix, quarters: quarter..=quarter }, margin, out);
        }
        for (ids, quarters) in HALVES {
            self.stretch_quotes(&Part { ids, prefix: "", quarters }, margin, out);
        }
    }

    /// One handicap or total line of a quarter or half, of any value (`None` for other markets).
    pub(super) fn period_line(&self, market_id: u32, specifier: &str) -> Option<MarketQuote> {
        let line = |key| specifier_value(specifier, key).and_then(|v| v.parse::<f64>().ok());
        let quarter = specifier_value(specifier, "quarternr").and_then(|v| v.parse::<u8>().ok());
        let prefix = format!("quarternr={}", quarter.unwrap_or(0));
        let part = match (market_id, quarter) {
            (id, Some(q)) if [QUARTER.handicap, QUARTER.total].contains(&id) && (1..=QUARTERS).contains(&q) => {
                Part { ids: QUARTER, prefix: &prefix, quarters: q..=q }
            }
            (id, None) => {
                let (ids, quarters) = HALVES.into_iter().find(|(s, _)| [s.handicap, s.total].contains(&id))?;
                Part { ids, prefix: "", quarters }
            }
            _ => return None,
        };
        let known = self.known(part.quarters.clone());
        if market_id == part.ids.handicap {
            Some(handicap_line(&part, &known, Margin::default(), line("hcp")?))
        } else {
            Some(total_line(&part, &known, Margin::default(), line("total")?))
        }
    }

    fn stretch_quotes(&self, part: &Part, margin: Margin, out: &mut Vec<MarketQuote>) {
        let known = self.known(part.quarters.clone());
        let spec = part.spec(None);
        if known.done {
            out.push(poisson::settle(part.ids.result, spec, &[1, 2, 3], decided_three_way(known.score, known.extra)));
        } else {
            let (home, draw) = (known.margin.at_least(1), known.margin.equal(0));
            out.push(priced(margin, part.ids.result, spec, &[(1, home), (2, draw), (3, (1.0 - home - draw).max(0.0))]));
        }
        for cover_above in half_lines(known.margin.mean, LINE_STEP, LINES) {
            out.push(handicap_line(part, &known, margin, -cover_above));
        }
        for line in half_lines(known.total.mean, LINE_STEP, LINES) {
            out.push(total_line(part, &known, margin, line));
        }
    }

    /// Whether quarter `quarter` is over, and its score so far.
    fn quarter_state(&self, quarter: u8) -> (bool, u32, u32) {
        let done = quarter < self.period || self.phase == Phase::Finished;
        let (home, away) = self.periods.iter().find(|p| p.number == quarter).map_or((0, 0), |p| (p.home, p.away));
        (done, home, away)
    }

    /// What is known now of the quarters `quarters`.
    pub(super) fn known(&self, quarters: RangeInclusive<u8>) -> Known {
        let mut known = Known {
            done: true,
            score: Score::default(),
            extra: Score::default(),
            margin: Normal::point(0.0),
            total: Normal::point(0.0),
        };
        for quarter in quarters {
            let (done, home, away) = self.quarter_state(quarter);
            known.score.home += home;
            known.score.away += away;
            if self.unplayed_in(quarter) != Score::default() {
                known.extra = self.unplayed_in(quarter);
            }
            if !done {
                known.done = false;
                let secs = if quarter == self.period { self.period_left } else { QUARTER_SECS };
                let (margin, total) = self.increments(secs);
                (known.margin, known.total) = (known.margin.plus(margin), known.total.plus(total));
            }
        }
        let (home, away) = (f64::from(known.score.home), f64::from(known.score.away));
        known.margin = Normal::point(home - away).plus(known.margin);
        known.total = Normal::point(home + away).plus(known.total);
        known
    }
}

/// Home covers handicap `hcp` when the stretch's margin + hcp > 0. Once the stretch is over, a
/// line that the points of an entered score could still take either way is void.
fn handicap_line(part: &Part, known: &Known, margin: Margin, hcp: f64) -> MarketQuote {
    let spec = part.spec(Some(("hcp", hcp)));
    let cover_above = -hcp;
    if known.done {
        let diff = f64::from(known.score.home) - f64::from(known.score.away);
        let (lowest, highest) = (diff - f64::from(known.extra.away), diff + f64::from(known.extra.home));
        if lowest > cover_above || highest < cover_above {
            return settled(part.ids.handicap, spec, &[(1714, lowest > cover_above), (1715, highest < cover_above)]);
        }
        return MarketQuote::settled(
            part.ids.handicap,
            spec,
            &[(1714, OutcomeResult::Void), (1715, OutcomeResult::Void)],
        );
    }
    let p = known.margin.at_least(cover_above.floor() as i64 + 1);
    priced(margin, part.ids.handicap, spec, &[(1714, p), (1715, 1.0 - p)])
}

/// Over/under a half line of the stretch's total; once the stretch is over, a line neither
/// passed nor out of reach of an entered score's unplaced points is void.
fn total_line(part: &Part, known: &Known, margin: Margin, line: f64) -> MarketQuote {
    let spec = part.spec(Some(("total", line)));
    let total = known.score.home + known.score.away;
    if known.done {
        let extra = known.extra.home + known.extra.away;
        let closed = f64::from(total + extra) < line;
        return over_under(margin, part.ids.total, spec, line, total, closed, 0.0).or_void();
    }
    over_under(margin, part.ids.total, spec, line, total, false, known.total.above(line))
}
