//! Ice hockey market types and their pricing from the regulation and period score matrices.

use super::{Model, Phase, OVERTIME_SECS, PERIOD_SECS, REGULATION_SECS};
use crate::locale::t;
use crate::market::{format_line, mark_most_balanced, MarketQuote, MarketType, OutcomeType};
use crate::odds::Margin;
use crate::sports::asian;
use crate::sports::poisson::{self, ScoreDist};
use crate::statistics::Score;

const fn o(id: u32, en: &'static str, sr: &'static str) -> OutcomeType {
    OutcomeType { id, name: t(en, sr) }
}

const THREE_WAY: &[OutcomeType] =
    &[o(1, "{$competitor1}", "{$competitor1}"), o(2, "Draw", "Nerešeno"), o(3, "{$competitor2}", "{$competitor2}")];

/// Every ice hockey market type. 1X2, totals, handicap and both-teams-to-score settle on the
/// regulation-time score.
pub const MARKET_TYPES: &[MarketType] = &[
    MarketType { id: 1, name: t("1X2", "Konačan ishod"), groups: &["main"], priority: 1, outcomes: THREE_WAY },
    MarketType {
        id: 186,
        name: t("Winner (incl. overtime and penalties)", "Pobednik (uklj. produžetke i penale)"),
        groups: &["main"],
        priority: 2,
        outcomes: &[o(4, "{$competitor1}", "{$competitor1}"), o(5, "{$competitor2}", "{$competitor2}")],
    },
    MarketType {
        id: 18,
        name: t("Total goals {total}", "Ukupno golova {total}"),
        groups: &["total"],
        priority: 3,
        outcomes: &[o(12, "Over {total}", "Više {total}"), o(13, "Under {total}", "Manje {total}")],
    },
    MarketType {
        id: 16,
        name: t("Handicap {hcp}", "Hendikep {hcp}"),
        groups: &["hcp"],
        priority: 4,
        outcomes: &[
            o(1714, "{$competitor1} ({+hcp})", "{$competitor1} ({+hcp})"),
            o(1715, "{$competitor2} ({-hcp})", "{$competitor2} ({-hcp})"),
        ],
    },
    MarketType {
        id: 29,
        name: t("Both teams to score", "Oba tima daju gol"),
        groups: &["goals"],
        priority: 5,
        outcomes: &[o(74, "Yes", "Da"), o(76, "No", "Ne")],
    },
    MarketType {
        id: 442,
        name: t("Period {periodnr} - 1X2", "{periodnr}. trećina - Konačan ishod"),
        groups: &["period"],
        priority: 6,
        outcomes: THREE_WAY,
    },
];

/// How far past the regulation goals so far the total lines run, and how far either side of
/// level (plus each side's goals) the handicap lines run; the window then shows the few around
/// the most balanced line. The ranges only grow, so a line once offered settles.
const TOTAL_LINES_AHEAD: f64 = 8.5;
const HANDICAP_LINES_AROUND: f64 = 3.5;

pub(super) fn quotes(model: &Model, margin: Margin) -> Vec<MarketQuote> {
    let regulation = model.regulation();
    let mut out = vec![
        poisson::quote(&regulation, 1, String::new(), &[1, 2, 3], margin, poisson::three_way),
        winner(model, margin),
    ];
    let score = model.regulation_score();
    let (home, away) = (f64::from(score.home), f64::from(score.away));
    for line in asian::lines(0.5, home + away + TOTAL_LINES_AHEAD, 1.0) {
        let spec = format!("total={}", format_line(line));
        out.push(poisson::quote(&regulation, 18, spec, &[12, 13], margin, poisson::over_under(line)));
    }
    for line in asian::lines(-(home + HANDICAP_LINES_AROUND), away + HANDICAP_LINES_AROUND, 1.0) {
        let spec = format!("hcp={}", format_line(line));
        out.push(poisson::quote(&regulation, 16, spec, &[1714, 1715], margin, poisson::handicap(line)));
    }
    out.push(poisson::quote(&regulation, 29, String::new(), &[74, 76], margin, poisson::both_score));
    for number in 1..=3u8 {
        let spec = format!("periodnr={number}");
        out.push(poisson::quote(&model.period(number), 442, spec, &[1, 2, 3], margin, poisson::three_way));
    }
    mark_most_balanced(&mut out);
    // Periods are not alternative lines of one market: none of them is "most balanced".
    out.iter_mut().filter(|q| q.market_id == 442).for_each(|q| q.most_balanced = false);
    if model.phase == Phase::Finished {
        // Only periods left open by an entered final score can still be undecided.
        out = out.into_iter().map(MarketQuote::or_void).collect();
    }
    out
}

/// The chance the home side wins the match, overtime and shootout included; `None` once decided.
pub(super) fn home_wins(model: &Model) -> Option<f64> {
    match model.phase {
        Phase::Finished => None,
        Phase::Shootout => Some(model.shootout_home()),
        Phase::Overtime => Some(model.overtime_home(OVERTIME_SECS - model.elapsed)),
        _ => {
            let regulation = model.regulation();
            let tie = regulation.prob(|h, a| h == a);
            Some(regulation.prob(|h, a| h > a) + tie * model.overtime_home(OVERTIME_SECS))
        }
    }
}

fn winner(model: &Model, margin: Margin) -> MarketQuote {
    const IDS: [u32; 2] = [4, 5];
    match home_wins(model) {
        Some(p) => poisson::open(186, String::new(), &IDS, &margin.price(&[p, 1.0 - p])),
        None => {
            let total = model.total_score();
            let class = (total.home != total.away).then_some(if total.home > total.away { 0 } else { 1 });
            poisson::settle(186, String::new(), &IDS, class)
        }
    }
}

impl Model {
    /// Chance the home side wins a tied match from overtime with `secs` of it left.
    pub(super) fn overtime_home(&self, secs: f64) -> f64 {
        let goal = 1.0 - (-self.overtime_rate() * secs.max(0.0)).exp();
        goal * self.home_share() + (1.0 - goal) * self.shootout_home()
    }

    /// The distribution of the regulation-time score.
    pub(super) fn regulation(&self) -> ScoreDist {
        let left = match self.phase {
            Phase::Prematch => REGULATION_SECS,
            Phase::Period(n) => f64::from(3 - n.min(3)) * PERIOD_SECS + (PERIOD_SECS - self.elapsed).max(0.0),
            Phase::Intermission(n) => f64::from(3 - n.min(3)) * PERIOD_SECS,
            _ => 0.0,
        };
        if self.unplayed_from <= 3 && self.unplayed != Score::default() {
            return ScoreDist::spread(self.regulation_score(), self.unplayed);
        }
        let fraction = left / REGULATION_SECS;
        ScoreDist::new(self.regulation_score(), self.lambda_home * fraction, self.lambda_away * fraction, 0.0)
    }

    /// The distribution of the score of period `number` (1..=3).
    pub(super) fn period(&self, number: u8) -> ScoreDist {
        let left = match self.phase {
            Phase::Prematch => PERIOD_SECS,
            Phase::Period(n) if n == number => (PERIOD_SECS - self.elapsed).max(0.0),
            Phase::Period(n) | Phase::Intermission(n) if n < number => PERIOD_SECS,
            _ => 0.0,
        };
        let fraction = left / REGULATION_SECS;
        let base = self.periods.get(usize::from(number.saturating_sub(1))).copied().unwrap_or_default();
        if number >= self.unplayed_from && self.unplayed != Score::default() {
            return ScoreDist::spread(base, self.unplayed);
        }
        ScoreDist::new(base, self.lambda_home * fraction, self.lambda_away * fraction, 0.0)
    }
}
