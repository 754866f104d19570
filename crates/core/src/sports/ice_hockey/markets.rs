//! Ice hockey market types and their pricing from the regulation and period score matrices.

use super::laws::home_wins;
use super::{Model, Phase};
use crate::locale::t;
use crate::market::{format_line, mark_most_balanced, MarketQuote, MarketType, OutcomeType};
use crate::odds::Margin;
use crate::sports::asian;
use crate::sports::poisson;

const fn o(id: u32, en: &'static str, sr: &'static str) -> OutcomeType {
    OutcomeType { id, name: t(en, sr) }
}

const OVER_UNDER: &[OutcomeType] = &[o(12, "Over {total}", "Više {total}"), o(13, "Under {total}", "Manje {total}")];
const HANDICAP_SIDES: &[OutcomeType] = &[
    o(1714, "{$competitor1} ({+hcp})", "{$competitor1} ({+hcp})"),
    o(1715, "{$competitor2} ({-hcp})", "{$competitor2} ({-hcp})"),
];
const THREE_WAY: &[OutcomeType] =
    &[o(1, "{$competitor1}", "{$competitor1}"), o(2, "Draw", "Nerešeno"), o(3, "{$competitor2}", "{$competitor2}")];

/// Every ice hockey market type. 1X2, totals, handicap, both-teams-to-score and odd/even settle
/// on the regulation-time score.
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
        outcomes: OVER_UNDER,
    },
    MarketType {
        id: 16,
        name: t("Handicap {hcp}", "Hendikep {hcp}"),
        groups: &["hcp"],
        priority: 4,
        outcomes: HANDICAP_SIDES,
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
    MarketType {
        id: TOTAL_WITH_OVERTIME,
        name: t(
            "Total goals {total} (incl. overtime and penalties)",
            "Ukupno golova {total} (uklj. produžetke i penale)",
        ),
        groups: &["total"],
        priority: 7,
        outcomes: OVER_UNDER,
    },
    MarketType {
        id: HANDICAP_WITH_OVERTIME,
        name: t("Handicap {hcp} (incl. overtime and penalties)", "Hendikep {hcp} (uklj. produžetke i penale)"),
        groups: &["hcp"],
        priority: 8,
        outcomes: HANDICAP_SIDES,
    },
    MarketType {
        id: HOME_TOTAL,
        name: t("{$competitor1} total goals {total}", "{$competitor1} ukupno golova {total}"),
        groups: &["total"],
        priority: 9,
        outcomes: OVER_UNDER,
    },
    MarketType {
        id: AWAY_TOTAL,
        name: t("{$competitor2} total goals {total}", "{$competitor2} ukupno golova {total}"),
        groups: &["total"],
        priority: 10,
        outcomes: OVER_UNDER,
    },
    MarketType {
        id: PERIOD_TOTAL,
        name: t("Period {periodnr} - total goals {total}", "{periodnr}. trećina - ukupno golova {total}"),
        groups: &["period", "total"],
        priority: 11,
        outcomes: OVER_UNDER,
    },
    MarketType {
        id: ODD_EVEN,
        name: t("Odd/even goals", "Par/nepar golova"),
        groups: &["goals"],
        priority: 12,
        outcomes: &[o(70, "Odd", "Nepar"), o(72, "Even", "Par")],
    },
];

const HOME_TOTAL: u32 = 19;
const AWAY_TOTAL: u32 = 20;
const PERIOD_TOTAL: u32 = 446;
const ODD_EVEN: u32 = 26;
/// Totals and handicaps with overtime and the shootout: this book's own ids (from 1000).
const TOTAL_WITH_OVERTIME: u32 = 1410;
const HANDICAP_WITH_OVERTIME: u32 = 1411;

/// How far past the regulation goals so far the total lines run, and how far either side of
/// level (plus each side's goals) the handicap lines run; the window then shows the few around
/// the most balanced line. The ranges only grow, so a line once offered settles.
const TOTAL_LINES_AHEAD: f64 = 8.5;
const HANDICAP_LINES_AROUND: f64 = 3.5;
/// How far past a side's goals, and past a period's goals, their total lines run.
const TEAM_TOTAL_LINES_AHEAD: f64 = 4.5;
const PERIOD_TOTAL_LINES_AHEAD: f64 = 3.5;

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
    out.push(poisson::quote(&regulation, ODD_EVEN, String::new(), &[70, 72], margin, poisson::odd_even));
    for (market_id, goals, is_home) in [(HOME_TOTAL, home, true), (AWAY_TOTAL, away, false)] {
        for line in asian::lines(0.5, goals + TEAM_TOTAL_LINES_AHEAD, 1.0) {
            let spec = format!("total={}", format_line(line));
            out.push(poisson::quote(
                &regulation,
                market_id,
                spec,
                &[12, 13],
                margin,
                poisson::team_total(line, is_home),
            ));
        }
    }
    with_overtime(model, margin, &mut out);
    for number in 1..=3u8 {
        let period = model.period(number);
        let spec = format!("periodnr={number}");
        out.push(poisson::quote(&period, 442, spec.clone(), &[1, 2, 3], margin, poisson::three_way));
        let so_far = period.base();
        for line in asian::lines(0.5, f64::from(so_far.home + so_far.away) + PERIOD_TOTAL_LINES_AHEAD, 1.0) {
            let spec = format!("{spec}|total={}", format_line(line));
            out.push(poisson::quote(&period, PERIOD_TOTAL, spec, &[12, 13], margin, poisson::over_under(line)));
        }
    }
    mark_most_balanced(&mut out);
    if model.phase == Phase::Finished {
        // Only periods left open by an entered final score can still be undecided.
        out = out.into_iter().map(MarketQuote::or_void).collect();
    }
    out
}

/// Totals and handicaps on the final score with overtime and the shootout; their lines run
/// from the score so far like the regulation ones.
fn with_overtime(model: &Model, margin: Margin, out: &mut Vec<MarketQuote>) {
    let dist = model.with_overtime();
    let so_far = dist.base();
    let (home, away) = (f64::from(so_far.home), f64::from(so_far.away));
    for line in asian::lines(0.5, home + away + TOTAL_LINES_AHEAD, 1.0) {
        let spec = format!("total={}", format_line(line));
        out.push(poisson::quote(&dist, TOTAL_WITH_OVERTIME, spec, &[12, 13], margin, poisson::over_under(line)));
    }
    for line in asian::lines(-(home + HANDICAP_LINES_AROUND), away + HANDICAP_LINES_AROUND, 1.0) {
        let spec = format!("hcp={}", format_line(line));
        let covers = poisson::handicap(line);
        out.push(poisson::quote(&dist, HANDICAP_WITH_OVERTIME, spec, &[1714, 1715], margin, covers));
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
