//! Football market types and their pricing from the final-score and first-half matrices.

use super::{Model, Phase};
use crate::locale::t;
use crate::market::{
    format_line, mark_most_balanced, score_outcome, MarketQuote, MarketType, OutcomeResult, OutcomeType,
    OTHER_SCORE_OUTCOME,
};
use crate::odds::Margin;
use crate::sports::asian;
use crate::sports::poisson::{self, ScoreDist};

const fn o(id: u32, en: &'static str, sr: &'static str) -> OutcomeType {
    OutcomeType { id, name: t(en, sr) }
}

const THREE_WAY: &[OutcomeType] =
    &[o(1, "{$competitor1}", "{$competitor1}"), o(2, "Draw", "Nerešeno"), o(3, "{$competitor2}", "{$competitor2}")];
const OVER_UNDER: &[OutcomeType] = &[o(12, "Over {total}", "Više {total}"), o(13, "Under {total}", "Manje {total}")];
const YES_NO: &[OutcomeType] = &[o(74, "Yes", "Da"), o(76, "No", "Ne")];

/// Every football market type.
pub const MARKET_TYPES: &[MarketType] = &[
    MarketType { id: 1, name: t("1X2", "Konačan ishod"), groups: &["main"], priority: 1, outcomes: THREE_WAY },
    MarketType {
        id: 18,
        name: t("Total goals {total}", "Ukupno golova {total}"),
        groups: &["total"],
        priority: 2,
        outcomes: OVER_UNDER,
    },
    MarketType {
        id: 16,
        name: t("Asian handicap {hcp}", "Azijski hendikep {hcp}"),
        groups: &["hcp"],
        priority: 3,
        outcomes: &[
            o(1714, "{$competitor1} ({+hcp})", "{$competitor1} ({+hcp})"),
            o(1715, "{$competitor2} ({-hcp})", "{$competitor2} ({-hcp})"),
        ],
    },
    MarketType {
        id: 10,
        name: t("Double chance", "Dupla šansa"),
        groups: &["main"],
        priority: 4,
        outcomes: &[o(9, "1X", "1X"), o(10, "12", "12"), o(11, "X2", "X2")],
    },
    MarketType {
        id: 11,
        name: t("Draw no bet", "Bez nerešenog"),
        groups: &["main"],
        priority: 5,
        outcomes: &[o(4, "{$competitor1}", "{$competitor1}"), o(5, "{$competitor2}", "{$competitor2}")],
    },
    MarketType {
        id: 29,
        name: t("Both teams to score", "Oba tima daju gol"),
        groups: &["goals"],
        priority: 6,
        outcomes: YES_NO,
    },
    MarketType { id: 45, name: t("Correct score", "Tačan rezultat"), groups: &["score"], priority: 7, outcomes: &[] },
    MarketType {
        id: 60,
        name: t("1st half - 1X2", "Prvo poluvreme - Konačan ishod"),
        groups: &["half"],
        priority: 8,
        outcomes: THREE_WAY,
    },
    MarketType {
        id: 68,
        name: t("1st half - Total goals {total}", "Prvo poluvreme - Ukupno golova {total}"),
        groups: &["half", "total"],
        priority: 9,
        outcomes: OVER_UNDER,
    },
    MarketType {
        id: ASIAN_TOTAL,
        name: t("Asian total goals {total}", "Azijski ukupno golova {total}"),
        groups: &["total"],
        priority: 11,
        outcomes: OVER_UNDER,
    },
    MarketType {
        id: 75,
        name: t("1st half - Both teams to score", "Prvo poluvreme - Oba tima daju gol"),
        groups: &["half", "goals"],
        priority: 10,
        outcomes: YES_NO,
    },
];

/// Asian total goals: whole, half and quarter lines. Not in the common odds-feed numbering
/// (which has no separate Asian total); ids from 1000 are this book's own.
pub const ASIAN_TOTAL: u32 = 1018;
/// How far past the goals scored so far the total lines run (the window then picks the few
/// around the most balanced one).
const TOTAL_LINES_AHEAD: f64 = 5.5;
/// How far either side of level (plus each side's goals so far) the handicap lines run.
const HANDICAP_LINES_AROUND: f64 = 3.0;
const HALF_TOTAL_LINES: [f64; 3] = [0.5, 1.5, 2.5];
/// Highest per-side goal count with its own correct-score outcome.
const MAX_LISTED_SCORE: u32 = 4;

pub(super) fn quotes(model: &Model, margin: Margin) -> Vec<MarketQuote> {
    let full = model.full_time();
    let half = model.half_time();
    let mut out = vec![poisson::quote(&full, 1, String::new(), &[1, 2, 3], margin, poisson::three_way)];
    let (home, away) = (f64::from(model.score.home), f64::from(model.score.away));
    let (by_total, by_difference) = (asian::Collapsed::by_total(&full), asian::Collapsed::by_difference(&full));
    for line in asian::lines(0.5, home + away + TOTAL_LINES_AHEAD, 1.0) {
        let spec = format!("total={}", format_line(line));
        out.push(poisson::quote(&full, 18, spec, &[12, 13], margin, poisson::over_under(line)));
    }
    for line in asian::lines(0.5, home + away + TOTAL_LINES_AHEAD + 0.5, 0.25) {
        let spec = format!("total={}", format_line(line));
        out.push(asian::quote(&by_total, ASIAN_TOTAL, spec, [12, 13], margin, line, asian::total));
    }
    let (lowest, highest) = (-(home + HANDICAP_LINES_AROUND), away + HANDICAP_LINES_AROUND);
    for line in asian::lines(lowest, highest, 0.25) {
        let spec = format!("hcp={}", format_line(line));
        out.push(asian::quote(&by_difference, 16, spec, [1714, 1715], margin, line, asian::handicap));
    }
    out.push(double_chance(&full, margin));
    out.push(poisson::quote(&full, 11, String::new(), &[4, 5], margin, |h, a| match poisson::three_way(h, a) {
        Some(1) => None,
        Some(0) => Some(0),
        _ => Some(1),
    }));
    out.push(poisson::quote(&full, 29, String::new(), &[74, 76], margin, poisson::both_score));
    out.push(correct_score(&full, margin));
    out.push(poisson::quote(&half, 60, String::new(), &[1, 2, 3], margin, poisson::three_way));
    for line in HALF_TOTAL_LINES {
        let spec = format!("total={}", format_line(line));
        out.push(poisson::quote(&half, 68, spec, &[12, 13], margin, poisson::over_under(line)));
    }
    out.push(poisson::quote(&half, 75, String::new(), &[74, 76], margin, poisson::both_score));
    mark_most_balanced(&mut out);
    if model.phase == Phase::Finished {
        // Only a first half left open by an entered final score can still be undecided.
        out = out.into_iter().map(MarketQuote::or_void).collect();
    }
    out
}

/// Double chance outcomes overlap, so each is priced against its own complement.
fn double_chance(full: &ScoreDist, margin: Margin) -> MarketQuote {
    const IDS: [u32; 3] = [9, 10, 11];
    // Which 1X2 classes each outcome covers: 1X, 12, X2.
    const COVERS: [[bool; 3]; 3] = [[true, true, false], [true, false, true], [false, true, true]];
    let settled = poisson::quote(full, 1, String::new(), &[1, 2, 3], margin, poisson::three_way);
    if let Some(winner) = settled.outcomes.iter().position(|o| o.result == Some(OutcomeResult::Win)) {
        let results: Vec<_> = IDS
            .iter()
            .zip(COVERS)
            .map(|(&id, covers)| {
                let result = if covers[winner] { OutcomeResult::Win } else { OutcomeResult::Lose };
                (id, result)
            })
            .collect();
        return MarketQuote::settled(10, "", &results);
    }
    let p = [full.prob(|h, a| h > a), full.prob(|h, a| h == a), full.prob(|h, a| h < a)];
    let prices: Vec<_> = COVERS
        .iter()
        .map(|covers| {
            let q: f64 = p.iter().zip(covers).filter(|(_, c)| **c).map(|(x, _)| x).sum();
            margin.price(&[q, 1.0 - q]).first().copied().flatten()
        })
        .collect();
    // One outcome too short to offer withdraws all three: never the long shots without the favourite.
    let prices = if prices.iter().all(Option::is_some) { prices } else { vec![None; IDS.len()] };
    poisson::open(10, String::new(), &IDS, &prices)
}

/// Exact scores up to 4 goals a side, and "other".
fn correct_score(full: &ScoreDist, margin: Margin) -> MarketQuote {
    let n = MAX_LISTED_SCORE + 1;
    let mut ids: Vec<u32> = (0..n * n).map(|k| score_outcome(k / n, k % n)).collect();
    ids.push(OTHER_SCORE_OUTCOME);
    poisson::quote(full, 45, String::new(), &ids, margin, |h, a| {
        Some(if h < n && a < n { (h * n + a) as usize } else { (n * n) as usize })
    })
}
