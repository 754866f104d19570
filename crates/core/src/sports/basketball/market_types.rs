//! Basketball market types: the match (overtime included), each side's points, the winning
//! margin, and the result, handicap and total of each half and each quarter (regulation only).

use crate::locale::t;
use crate::market::{MarketType, OutcomeType};

pub(super) const WINNER: u32 = 219;
pub(super) const HANDICAP: u32 = 223;
pub(super) const TOTAL: u32 = 225;
pub(super) const HOME_TOTAL: u32 = 227;
pub(super) const AWAY_TOTAL: u32 = 228;
/// Winning margin in bands of five points: not in the common odds-feed numbering.
pub(super) const WINNING_MARGIN: u32 = 1015;
/// Race to N points (`pointnr=N`).
pub(super) const RACE_TO: u32 = 1230;

/// The markets of a stretch of regulation play: a quarter (`quarternr=N` in every specifier)
/// or a half (ids of its own).
#[derive(Debug, Clone, Copy)]
pub(super) struct Stretch {
    pub result: u32,
    pub handicap: u32,
    pub total: u32,
}

pub(super) const QUARTER: Stretch = Stretch { result: 235, handicap: 303, total: 236 };
pub(super) const FIRST_HALF: Stretch = Stretch { result: 60, handicap: 66, total: 68 };
pub(super) const SECOND_HALF: Stretch = Stretch { result: 83, handicap: 88, total: 90 };

/// Winning-margin bands `(from, to)` in points, each side; the last is open-ended.
pub(super) const MARGIN_BANDS: [(i64, i64); 6] = [(1, 5), (6, 10), (11, 15), (16, 20), (21, 25), (26, i64::MAX)];

const fn o(id: u32, en: &'static str, sr: &'static str) -> OutcomeType {
    OutcomeType { id, name: t(en, sr) }
}

const TWO_WAY: &[OutcomeType] = &[o(4, "{$competitor1}", "{$competitor1}"), o(5, "{$competitor2}", "{$competitor2}")];
const THREE_WAY: &[OutcomeType] =
    &[o(1, "{$competitor1}", "{$competitor1}"), o(2, "Draw", "Nerešeno"), o(3, "{$competitor2}", "{$competitor2}")];
const HANDICAP_SIDES: &[OutcomeType] = &[
    o(1714, "{$competitor1} ({+hcp})", "{$competitor1} ({+hcp})"),
    o(1715, "{$competitor2} ({-hcp})", "{$competitor2} ({-hcp})"),
];
const OVER_UNDER: &[OutcomeType] = &[o(12, "Over {total}", "Više {total}"), o(13, "Under {total}", "Manje {total}")];
/// Home by each band (201–206), then away by each band (207–212), in [`MARGIN_BANDS`] order.
pub(super) const MARGINS: &[OutcomeType] = &[
    o(201, "{$competitor1} by 1-5", "{$competitor1} razlikom 1-5"),
    o(202, "{$competitor1} by 6-10", "{$competitor1} razlikom 6-10"),
    o(203, "{$competitor1} by 11-15", "{$competitor1} razlikom 11-15"),
    o(204, "{$competitor1} by 16-20", "{$competitor1} razlikom 16-20"),
    o(205, "{$competitor1} by 21-25", "{$competitor1} razlikom 21-25"),
    o(206, "{$competitor1} by 26+", "{$competitor1} razlikom 26+"),
    o(207, "{$competitor2} by 1-5", "{$competitor2} razlikom 1-5"),
    o(208, "{$competitor2} by 6-10", "{$competitor2} razlikom 6-10"),
    o(209, "{$competitor2} by 11-15", "{$competitor2} razlikom 11-15"),
    o(210, "{$competitor2} by 16-20", "{$competitor2} razlikom 16-20"),
    o(211, "{$competitor2} by 21-25", "{$competitor2} razlikom 21-25"),
    o(212, "{$competitor2} by 26+", "{$competitor2} razlikom 26+"),
];

/// Every market type basketball offers.
pub const MARKET_TYPES: &[MarketType] = &[
    MarketType {
        id: WINNER,
        name: t("Winner (incl. overtime)", "Pobednik (uklj. produžetke)"),
        groups: &["main"],
        priority: 1,
        outcomes: TWO_WAY,
    },
    MarketType {
        id: HANDICAP,
        name: t("Handicap {hcp} (incl. overtime)", "Hendikep {hcp} (uklj. produžetke)"),
        groups: &["hcp"],
        priority: 2,
        outcomes: HANDICAP_SIDES,
    },
    MarketType {
        id: TOTAL,
        name: t("Total {total} (incl. overtime)", "Ukupno poena {total} (uklj. produžetke)"),
        groups: &["total"],
        priority: 3,
        outcomes: OVER_UNDER,
    },
    MarketType {
        id: HOME_TOTAL,
        name: t(
            "{$competitor1} total {total} (incl. overtime)",
            "{$competitor1} ukupno poena {total} (uklj. produžetke)",
        ),
        groups: &["total"],
        priority: 4,
        outcomes: OVER_UNDER,
    },
    MarketType {
        id: AWAY_TOTAL,
        name: t(
            "{$competitor2} total {total} (incl. overtime)",
            "{$competitor2} ukupno poena {total} (uklj. produžetke)",
        ),
        groups: &["total"],
        priority: 5,
        outcomes: OVER_UNDER,
    },
    MarketType {
        id: WINNING_MARGIN,
        name: t("Winning margin (incl. overtime)", "Razlika u pobedi (uklj. produžetke)"),
        groups: &["score"],
        priority: 6,
        outcomes: MARGINS,
    },
    MarketType {
        id: FIRST_HALF.result,
        name: t("1st half - 1X2", "Prvo poluvreme - konačan ishod"),
        groups: &["half"],
        priority: 7,
        outcomes: THREE_WAY,
    },
    MarketType {
        id: FIRST_HALF.handicap,
        name: t("1st half - handicap {hcp}", "Prvo poluvreme - hendikep {hcp}"),
        groups: &["half", "hcp"],
        priority: 8,
        outcomes: HANDICAP_SIDES,
    },
    MarketType {
        id: FIRST_HALF.total,
        name: t("1st half - total {total}", "Prvo poluvreme - ukupno poena {total}"),
        groups: &["half", "total"],
        priority: 9,
        outcomes: OVER_UNDER,
    },
    MarketType {
        id: SECOND_HALF.result,
        name: t("2nd half - 1X2", "Drugo poluvreme - konačan ishod"),
        groups: &["half"],
        priority: 10,
        outcomes: THREE_WAY,
    },
    MarketType {
        id: SECOND_HALF.handicap,
        name: t("2nd half - handicap {hcp}", "Drugo poluvreme - hendikep {hcp}"),
        groups: &["half", "hcp"],
        priority: 11,
        outcomes: HANDICAP_SIDES,
    },
    MarketType {
        id: SECOND_HALF.total,
        name: t("2nd half - total {total}", "Drugo poluvreme - ukupno poena {total}"),
        groups: &["half", "total"],
        priority: 12,
        outcomes: OVER_UNDER,
    },
    MarketType {
        id: QUARTER.result,
        name: t("Quarter {quarternr} - 1X2", "{quarternr}. četvrtina - konačan ishod"),
        groups: &["period"],
        priority: 13,
        outcomes: THREE_WAY,
    },
    MarketType {
        id: QUARTER.handicap,
        name: t("Quarter {quarternr} - handicap {hcp}", "{quarternr}. četvrtina - hendikep {hcp}"),
        groups: &["period", "hcp"],
        priority: 14,
        outcomes: HANDICAP_SIDES,
    },
    MarketType {
        id: QUARTER.total,
        name: t("Quarter {quarternr} - total {total}", "{quarternr}. četvrtina - ukupno poena {total}"),
        groups: &["period", "total"],
        priority: 15,
        outcomes: OVER_UNDER,
    },
    MarketType {
        id: RACE_TO,
        name: t("Race to {pointnr} points", "Ko pre stigne do {pointnr} poena"),
        groups: &["other"],
        priority: 16,
        outcomes: TWO_WAY,
    },
];
