//! Each side's points and the winning margin, overtime included.

use super::market_types::{AWAY_TOTAL, HOME_TOTAL, MARGINS, MARGIN_BANDS, WINNING_MARGIN};
use super::pricing::Outlook;
use super::{Model, Phase, LINES, LINE_STEP};
use crate::market::{format_line, MarketQuote};
use crate::odds::Margin;
use crate::sports::poisson;
use crate::sports::pricing_math::{half_lines, over_under, priced, Normal};

impl Outlook {
    /// The law of one side's points at the end of the chunk, and over one overtime: half the
    /// total plus (home) or minus (away) half the margin.
    fn side(&self, is_home: bool) -> (Normal, Normal) {
        let sign = if is_home { 1.0 } else { -1.0 };
        let half = |total: Normal, margin: Normal| Normal {
            mean: (total.mean + sign * margin.mean) / 2.0,
            var: (total.var + margin.var) / 4.0,
        };
        (half(self.total, self.margin), half(self.ot_total, self.ot_margin))
    }

    /// P(one side's final points > line): the same overtime mixture as the total's.
    fn side_above(&self, is_home: bool, line: f64) -> f64 {
        let (regular, overtime) = self.side(is_home);
        let n = self.overtimes();
        let with_ot = Normal { mean: regular.mean + overtime.mean * n, var: regular.var + overtime.var * n };
        let tie = self.p_tie();
        (1.0 - tie) * regular.above(line) + tie * with_ot.above(line)
    }

    /// One side's expected final points.
    pub(super) fn side_mean(&self, is_home: bool) -> f64 {
        let (regular, overtime) = self.side(is_home);
        regular.mean + self.p_tie() * overtime.mean * self.overtimes()
    }

    /// P(final margin in `from..=to`), overtimes included (`to` may be `i64::MAX`).
    fn margin_between(&self, from: i64, to: i64) -> f64 {
        let above = to.checked_add(1).map_or(0.0, |k| self.margin_at_least(k));
        (self.margin_at_least(from) - above).max(0.0)
    }
}

/// The winning-margin outcome (index into [`MARGINS`]) of a final margin; `None` for a tie.
pub(super) fn margin_band(margin: i64) -> Option<usize> {
    let band = MARGIN_BANDS.iter().position(|&(from, to)| (from..=to).contains(&margin.abs()))?;
    Some(if margin > 0 { band } else { band + MARGIN_BANDS.len() })
}

impl Model {
    /// Each side's total lines and the winning margin.
    pub(super) fn team_quotes(&self, outlook: &Outlook, margin: Margin, out: &mut Vec<MarketQuote>) {
        let finished = self.phase == Phase::Finished;
        for (market_id, is_home, points) in [(HOME_TOTAL, true, self.score.home), (AWAY_TOTAL, false, self.score.away)]
        {
            let centre = if finished { f64::from(points) } else { outlook.side_mean(is_home) };
            for line in half_lines(centre, LINE_STEP, LINES) {
                out.push(self.team_total_line(outlook, margin, market_id, line));
            }
        }
        let ids: Vec<u32> = MARGINS.iter().map(|o| o.id).collect();
        if finished {
            let diff = i64::from(self.score.home) - i64::from(self.score.away);
            out.push(poisson::settle(WINNING_MARGIN, String::new(), &ids, margin_band(diff)));
        } else {
            // Home by a band, then away by a band: the margin from −to to −from.
            let home = MARGIN_BANDS.iter().map(|&(from, to)| outlook.margin_between(from, to));
            let away = MARGIN_BANDS.iter().map(|&(from, to)| outlook.margin_between(-to, -from));
            let fair: Vec<(u32, f64)> = ids.iter().copied().zip(home.chain(away)).collect();
            out.push(priced(margin, WINNING_MARGIN, String::new(), &fair));
        }
    }

    /// A side's total line of any value, priced or settled.
    pub(super) fn team_total_line(&self, outlook: &Outlook, margin: Margin, market_id: u32, line: f64) -> MarketQuote {
        let is_home = market_id == HOME_TOTAL;
        let points = if is_home { self.score.home } else { self.score.away };
        let spec = format!("total={}", format_line(line));
        let finished = self.phase == Phase::Finished;
        over_under(margin, market_id, spec, line, points, finished, outlook.side_above(is_home, line))
    }
}
