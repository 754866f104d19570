//! Basketball pricing. The points still to come in the current chunk (regulation, or the current
//! overtime) are normal: each side has `n = rate·t/2` possessions left, so the margin gains
//! n(m_h − m_a) with variance n(v_h + v_a) + n/2·(m_h − m_a)² (the Poisson possession count adds
//! the second term), and the total likewise with m_h + m_a. Margin and total are taken as
//! independent. A tie at the end of the chunk sends the match to overtimes, whose margin is the
//! same normal law for five minutes conditioned on not being tied again.

use super::market_types::{AWAY_TOTAL, HANDICAP, HOME_TOTAL, TOTAL, WINNER};
use super::{Model, Phase, LINES, LINE_STEP, OVERTIME_SECS, POSSESSION_RATE};
use crate::catalogue::Side;
use crate::market::{format_line, mark_most_balanced, specifier_value, MarketQuote};
use crate::odds::Margin;
use crate::sports::pricing_math::{half_lines, over_under, priced, settled, Normal};

/// The joint state every market is priced from.
#[derive(Debug, Clone, Copy)]
pub(super) struct Outlook {
    /// Margin (home − away) and total at the end of the current chunk.
    pub margin: Normal,
    pub total: Normal,
    /// Margin and total of one overtime.
    pub ot_margin: Normal,
    pub ot_total: Normal,
}

impl Outlook {
    /// Probability that the chunk ends tied.
    pub fn p_tie(&self) -> f64 {
        self.margin.equal(0)
    }

    /// Expected number of overtimes once one is played (each ends tied again with the same chance).
    pub fn overtimes(&self) -> f64 {
        1.0 / (1.0 - self.ot_margin.equal(0)).max(1e-12)
    }

    /// P(final margin ≥ k), overtimes included.
    pub fn margin_at_least(&self, k: i64) -> f64 {
        let tie = self.p_tie();
        let ot_tie = self.ot_margin.equal(0);
        let excl = if k <= 0 { 1.0 } else { 0.0 };
        let regular = self.margin.at_least(k) - excl * tie;
        let ot = (self.ot_margin.at_least(k) - excl * ot_tie) / (1.0 - ot_tie).max(1e-12);
        (regular + tie * ot).clamp(0.0, 1.0)
    }

    /// The final total, overtimes included, as a two-component mixture.
    pub fn total_above(&self, line: f64) -> f64 {
        let tie = self.p_tie();
        let expected_ots = self.overtimes();
        let with_ot = Normal {
            mean: self.total.mean + self.ot_total.mean * expected_ots,
            var: self.total.var + self.ot_total.var * expected_ots,
        };
        (1.0 - tie) * self.total.above(line) + tie * with_ot.above(line)
    }

    /// Expected final total, overtimes included.
    pub fn expected_total(&self) -> f64 {
        self.total.mean + self.p_tie() * self.ot_total.mean * self.overtimes()
    }
}

impl Model {
    /// Margin and total gained over `secs` of play.
    pub(super) fn increments(&self, secs: f64) -> (Normal, Normal) {
        let n = POSSESSION_RATE * secs.max(0.0) / 2.0;
        let (mh, vh) = self.possession_moments(Side::Home);
        let (ma, va) = self.possession_moments(Side::Away);
        let margin = Normal { mean: n * (mh - ma), var: n * (vh + va) + n / 2.0 * (mh - ma).powi(2) };
        let total = Normal { mean: n * (mh + ma), var: n * (vh + va) + n / 2.0 * (mh + ma).powi(2) };
        (margin, total)
    }

    /// The state every match market is priced from.
    pub(super) fn outlook(&self) -> Outlook {
        let (margin, total) = self.increments(self.chunk_secs());
        let (ot_margin, ot_total) = self.increments(OVERTIME_SECS);
        let now_margin = f64::from(self.score.home) - f64::from(self.score.away);
        let now_total = f64::from(self.score.home + self.score.away);
        Outlook {
            margin: Normal::point(now_margin).plus(margin),
            total: Normal::point(now_total).plus(total),
            ot_margin,
            ot_total,
        }
    }

    /// Every market, priced from [`Model::outlook`] or settled.
    pub fn quotes(&self, margin: Margin) -> Vec<MarketQuote> {
        let finished = self.phase == Phase::Finished;
        let outlook = self.outlook();
        let (home, away) = (self.score.home, self.score.away);
        let mut quotes = Vec::new();

        if finished {
            quotes.push(settled(WINNER, String::new(), &[(4, home > away), (5, away > home)]));
        } else {
            let p = outlook.margin_at_least(1);
            quotes.push(priced(margin, WINNER, String::new(), &[(4, p), (5, 1.0 - p)]));
        }

        let diff = f64::from(home) - f64::from(away);
        let centre = if finished { diff } else { outlook.margin.mean };
        for cover_above in half_lines(centre, LINE_STEP, LINES) {
            quotes.push(self.handicap_line(&outlook, margin, -cover_above));
        }
        let centre = if finished { f64::from(home + away) } else { outlook.expected_total() };
        for line in half_lines(centre, LINE_STEP, LINES) {
            quotes.push(self.total_line(&outlook, margin, line));
        }

        self.team_quotes(&outlook, margin, &mut quotes);
        self.period_quotes(margin, &mut quotes);
        self.race_quotes(margin, &mut quotes);
        mark_most_balanced(&mut quotes);
        quotes
    }

    /// One handicap or total line of any value, the sides', halves' and quarters' included
    /// (`None` for other markets), priced or settled as in [`Model::quotes`]:
    /// lines follow the play, so a line offered earlier may no longer be listed.
    pub(crate) fn line_market(&self, market_id: u32, specifier: &str) -> Option<MarketQuote> {
        let line = |key| specifier_value(specifier, key).and_then(|v| v.parse::<f64>().ok());
        let margin = Margin::default();
        match market_id {
            HANDICAP => Some(self.handicap_line(&self.outlook(), margin, line("hcp")?)),
            TOTAL => Some(self.total_line(&self.outlook(), margin, line("total")?)),
            HOME_TOTAL | AWAY_TOTAL => Some(self.team_total_line(&self.outlook(), margin, market_id, line("total")?)),
            _ => self.period_line(market_id, specifier),
        }
    }

    /// Home covers handicap `hcp` when margin + hcp > 0, i.e. margin > −hcp.
    fn handicap_line(&self, outlook: &Outlook, margin: Margin, hcp: f64) -> MarketQuote {
        let spec = format!("hcp={}", format_line(hcp));
        let cover_above = -hcp;
        if self.phase == Phase::Finished {
            let diff = f64::from(self.score.home) - f64::from(self.score.away);
            return settled(HANDICAP, spec, &[(1714, diff > cover_above), (1715, diff < cover_above)]);
        }
        let p = outlook.margin_at_least(cover_above.floor() as i64 + 1);
        priced(margin, HANDICAP, spec, &[(1714, p), (1715, 1.0 - p)])
    }

    fn total_line(&self, outlook: &Outlook, margin: Margin, line: f64) -> MarketQuote {
        let spec = format!("total={}", format_line(line));
        let finished = self.phase == Phase::Finished;
        over_under(margin, TOTAL, spec, line, self.score.home + self.score.away, finished, outlook.total_above(line))
    }
}
