//! Cricket pricing. Each innings of the pair being played (the main innings, or a super over)
//! ends on a normal law: runs so far plus the exact mean and variance of what the remaining
//! balls and wickets would bring. The first-batting side wins when its total beats the other's;
//! a tie goes to a super over, priced from two fresh super-over innings (ties excluded, since
//! each further tie repeats the same contest).

use super::{batting_side, limits, Model, Phase, INNINGS_TOTAL, WINNER};
use crate::catalogue::Side;
use crate::market::{format_line, mark_most_balanced, specifier_value, MarketQuote};
use crate::odds::Margin;
use crate::sports::pricing_math::{half_lines, over_under, priced, settled, Normal};

const TOTAL_LINES: usize = 5;
const TOTAL_LINE_STEP: f64 = 5.0;

impl Model {
    /// The law of the final runs of innings `number` (1-based).
    pub(super) fn innings_law(&self, number: usize) -> Normal {
        let side = batting_side(number);
        let ball = &self.balls[side as usize];
        let (max_balls, max_wickets) = limits(number);
        match number.checked_sub(1).and_then(|i| self.innings.get(i)) {
            Some(i) if self.complete(number) => Normal::point(f64::from(i.runs)),
            Some(i) => Normal::point(f64::from(i.runs))
                .plus(ball.remaining(max_balls.saturating_sub(i.balls), max_wickets.saturating_sub(i.wickets))),
            None => ball.remaining(max_balls, max_wickets),
        }
    }

    /// The innings being played, or the next one before it starts.
    fn current_innings(&self) -> usize {
        match self.phase {
            Phase::Prematch => 1,
            Phase::Play | Phase::Finished => self.innings.len().max(1),
            Phase::Break => self.innings.len() + 1,
        }
    }

    /// P(home wins a super over), ties excluded.
    fn super_over_home(&self) -> f64 {
        let (away, home) = (self.balls[Side::Away as usize], self.balls[Side::Home as usize]);
        let (b, w) = limits(3);
        let d = away.remaining(b, w).minus(home.remaining(b, w));
        let (p_away, tie) = (d.at_least(1), d.equal(0));
        let p_home = (1.0 - p_away - tie).max(0.0);
        if p_home + p_away > 0.0 {
            p_home / (p_home + p_away)
        } else {
            0.5
        }
    }

    /// P(home wins the match, super overs included).
    pub(super) fn home_win_probability(&self) -> f64 {
        let first = (self.current_innings() - 1) / 2 * 2 + 1;
        let d = self.innings_law(first).minus(self.innings_law(first + 1));
        let (p_first, tie) = (d.at_least(1), d.equal(0));
        let p_second = (1.0 - p_first - tie).max(0.0);
        let direct = if batting_side(first) == Side::Home { p_first } else { p_second };
        (direct + tie * self.super_over_home()).clamp(0.0, 1.0)
    }

    /// Every market, priced from the innings laws or settled.
    pub fn quotes(&self, margin: Margin) -> Vec<MarketQuote> {
        let mut quotes = Vec::new();
        match self.winner {
            Some(side) => {
                quotes.push(settled(WINNER, String::new(), &[(4, side == Side::Home), (5, side == Side::Away)]))
            }
            None => {
                let p = self.home_win_probability();
                quotes.push(priced(margin, WINNER, String::new(), &[(4, p), (5, 1.0 - p)]));
            }
        }
        let first = self.innings_law(1);
        for line in half_lines(first.mean, TOTAL_LINE_STEP, TOTAL_LINES) {
            quotes.push(self.innings_total(&first, margin, line));
        }
        self.dismissal_quotes(margin, &mut quotes);
        self.top_batsman_quotes(margin, &mut quotes);
        mark_most_balanced(&mut quotes);
        quotes
    }

    /// A first-innings total line of any value (`None` for other markets), priced or settled as
    /// in [`Model::quotes`]: lines follow the expected total, so a line offered earlier may no
    /// longer be listed.
    pub(crate) fn line_market(&self, market_id: u32, specifier: &str) -> Option<MarketQuote> {
        let innings = specifier_value(specifier, "inningnr")?;
        let line = specifier_value(specifier, "total")?.parse::<f64>().ok()?;
        (market_id == INNINGS_TOTAL && innings == "1")
            .then(|| self.innings_total(&self.innings_law(1), Margin::default(), line))
    }

    fn innings_total(&self, first: &Normal, margin: Margin, line: f64) -> MarketQuote {
        let closed = self.complete(1) || self.phase == Phase::Finished;
        let runs = self.innings.first().map_or(0, |i| i.runs);
        let spec = format!("inningnr=1|total={}", format_line(line));
        over_under(margin, INNINGS_TOTAL, spec, line, runs, closed, first.above(line))
    }
}

#[cfg(test)]
impl Model {
    pub(super) fn super_over_home_for_tests(&self) -> f64 {
        self.super_over_home()
    }
}
