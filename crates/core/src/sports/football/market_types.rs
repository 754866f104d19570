//! Football market types: the markets every stretch of play has (the match, each half) and the
//! match's own (margins, combinations, both halves). Ids follow the common odds-feed numbering;
//! ids from 1000 are this book's own (the Asian totals, which that numbering lacks).

use super::outcomes::*;
use crate::locale::t;
use crate::market::{MarketType, OutcomeType};

/// The market ids of the markets every stretch of play has, and how its lines and score lists
/// run.
#[derive(Debug, Clone, Copy)]
pub(super) struct Stretch {
    pub result: u32,
    pub double_chance: u32,
    pub draw_no_bet: u32,
    pub total: u32,
    pub asian_total: u32,
    pub asian_handicap: u32,
    pub handicap: u32,
    pub home_total: u32,
    pub away_total: u32,
    pub exact_goals: u32,
    pub odd_even: u32,
    pub both_score: u32,
    pub correct_score: u32,
    /// The exact-goals outcomes (the last one takes that many goals and more), and the most goals
    /// a side has its own correct score for.
    pub goals: &'static [OutcomeType],
    pub max_listed_score: u32,
    /// How far past the stretch's goals so far its total lines run, past a side's goals its team
    /// total lines run, and either side of level (plus each side's goals) its handicap lines
    /// run. The ranges only grow as goals go in, so a line once offered still settles; the line
    /// window then shows the few around the most balanced line.
    pub total_ahead: f64,
    pub team_total_ahead: f64,
    pub handicap_around: f64,
}

pub(super) const MATCH: Stretch = Stretch {
    result: 1,
    double_chance: 10,
    draw_no_bet: 11,
    total: 18,
    asian_total: ASIAN_TOTAL,
    asian_handicap: 16,
    handicap: 14,
    home_total: 19,
    away_total: 20,
    exact_goals: 21,
    odd_even: 26,
    both_score: 29,
    correct_score: 45,
    goals: EXACT_GOALS,
    max_listed_score: 4,
    total_ahead: 5.5,
    team_total_ahead: 3.5,
    handicap_around: 3.0,
};

pub(super) const FIRST_HALF: Stretch = Stretch {
    result: 60,
    double_chance: 63,
    draw_no_bet: 64,
    total: 68,
    asian_total: 1068,
    asian_handicap: 66,
    handicap: 65,
    home_total: 69,
    away_total: 70,
    exact_goals: 71,
    odd_even: 74,
    both_score: 75,
    correct_score: 81,
    goals: FEW_GOALS,
    max_listed_score: 3,
    total_ahead: 3.5,
    team_total_ahead: 2.5,
    handicap_around: 2.0,
};

pub(super) const SECOND_HALF: Stretch = Stretch {
    result: 83,
    double_chance: 85,
    draw_no_bet: 86,
    total: 90,
    asian_total: 1090,
    asian_handicap: 88,
    handicap: 87,
    home_total: 91,
    away_total: 92,
    exact_goals: 93,
    odd_even: 94,
    both_score: 95,
    correct_score: 98,
    ..FIRST_HALF
};

/// Asian total goals: whole, half and quarter lines.
pub const ASIAN_TOTAL: u32 = 1018;
pub(super) const WINNING_MARGIN_ID: u32 = 15;
pub(super) const NEXT_GOAL_ID: u32 = 8;
pub(super) const HOME_CLEAN_SHEET: u32 = 31;
pub(super) const AWAY_CLEAN_SHEET: u32 = 32;
pub(super) const HOME_WIN_TO_NIL: u32 = 33;
pub(super) const AWAY_WIN_TO_NIL: u32 = 34;
pub(super) const RESULT_AND_BOTH_SCORE_ID: u32 = 35;
pub(super) const TOTAL_AND_BOTH_SCORE_ID: u32 = 36;
pub(super) const RESULT_AND_TOTAL_ID: u32 = 37;
pub(super) const HALF_TIME_FULL_TIME_ID: u32 = 47;
pub(super) const HIGHEST_SCORING_HALF_ID: u32 = 52;
pub(super) const HOME_EXACT_GOALS: u32 = 23;
pub(super) const AWAY_EXACT_GOALS: u32 = 24;
/// Markets on what one side does in the halves: `(id, home side, wins (else scores), in both
/// halves (else either))`.
pub(super) const IN_HALVES: [(u32, bool, bool, bool); 6] = [
    (56, true, false, true),
    (57, false, false, true),
    (1058, true, true, true),
    (1059, false, true, true),
    (1060, true, true, false),
    (1061, false, true, false),
];

/// The double-chance markets: their outcomes overlap, two of three win.
pub const DOUBLE_CHANCE_MARKETS: [u32; 3] = [MATCH.double_chance, FIRST_HALF.double_chance, SECOND_HALF.double_chance];

/// Whether a market is on the first half alone (settled at half time).
pub fn is_first_half_market(market_id: u32) -> bool {
    let s = FIRST_HALF;
    [
        s.result,
        s.double_chance,
        s.draw_no_bet,
        s.total,
        s.asian_total,
        s.asian_handicap,
        s.handicap,
        s.home_total,
        s.away_total,
        s.exact_goals,
        s.odd_even,
        s.both_score,
        s.correct_score,
    ]
    .contains(&market_id)
}

/// Every market type: those of each stretch (ids from a [`Stretch`], names with a prefix,
/// priorities from a base, the groups of its result markets, and a group before each type's own),
/// then the match's own.
macro_rules! market_types {
    ($(($s:expr, $en:literal, $sr:literal, $p:expr, [$($main:literal),*], [$($g:literal),*])),* ; $($rest:expr),* $(,)?) => {
        &[
            $(
                MarketType { id: $s.result, name: t(concat!($en, "1X2"), concat!($sr, "Konačan ishod")), groups: &[$($main),*], priority: $p, outcomes: THREE_WAY },
                MarketType { id: $s.total, name: t(concat!($en, "Total goals {total}"), concat!($sr, "Ukupno golova {total}")), groups: &[$($g,)* "total"], priority: $p + 1, outcomes: OVER_UNDER },
                MarketType { id: $s.asian_handicap, name: t(concat!($en, "Asian handicap {hcp}"), concat!($sr, "Azijski hendikep {hcp}")), groups: &[$($g,)* "hcp"], priority: $p + 2, outcomes: ASIAN_HANDICAP },
                MarketType { id: $s.double_chance, name: t(concat!($en, "Double chance"), concat!($sr, "Dupla šansa")), groups: &[$($main),*], priority: $p + 3, outcomes: DOUBLE_CHANCE },
                MarketType { id: $s.draw_no_bet, name: t(concat!($en, "Draw no bet"), concat!($sr, "Bez nerešenog")), groups: &[$($main),*], priority: $p + 4, outcomes: TWO_WAY },
                MarketType { id: $s.both_score, name: t(concat!($en, "Both teams to score"), concat!($sr, "Oba tima daju gol")), groups: &[$($g,)* "goals"], priority: $p + 5, outcomes: YES_NO },
                MarketType { id: $s.asian_total, name: t(concat!($en, "Asian total goals {total}"), concat!($sr, "Azijski ukupno golova {total}")), groups: &[$($g,)* "total"], priority: $p + 6, outcomes: OVER_UNDER },
                MarketType { id: $s.handicap, name: t(concat!($en, "Handicap {hcp}"), concat!($sr, "Hendikep {hcp}")), groups: &[$($g,)* "hcp"], priority: $p + 7, outcomes: HANDICAP },
                MarketType { id: $s.home_total, name: t(concat!($en, "{$competitor1} total goals {total}"), concat!($sr, "{$competitor1} ukupno golova {total}")), groups: &[$($g,)* "total"], priority: $p + 8, outcomes: OVER_UNDER },
                MarketType { id: $s.away_total, name: t(concat!($en, "{$competitor2} total goals {total}"), concat!($sr, "{$competitor2} ukupno golova {total}")), groups: &[$($g,)* "total"], priority: $p + 9, outcomes: OVER_UNDER },
                MarketType { id: $s.exact_goals, name: t(concat!($en, "Exact goals"), concat!($sr, "Tačan broj golova")), groups: &[$($g,)* "goals"], priority: $p + 10, outcomes: $s.goals },
                MarketType { id: $s.odd_even, name: t(concat!($en, "Odd/even goals"), concat!($sr, "Par/nepar golova")), groups: &[$($g,)* "goals"], priority: $p + 11, outcomes: ODD_EVEN },
                MarketType { id: $s.correct_score, name: t(concat!($en, "Correct score"), concat!($sr, "Tačan rezultat")), groups: &[$($g,)* "score"], priority: $p + 12, outcomes: &[] },
            )*
            $($rest),*
        ]
    };
}

/// Every football market type.
#[rustfmt::skip]
pub const MARKET_TYPES: &[MarketType] = market_types!(
    (MATCH, "", "", 1, ["main"], []),
    (FIRST_HALF, "1st half - ", "Prvo poluvreme - ", 40, ["half"], ["half"]),
    (SECOND_HALF, "2nd half - ", "Drugo poluvreme - ", 60, ["half"], ["half"]);
    MarketType::new(NEXT_GOAL_ID, t("Goal {goalnr} - which team scores", "{goalnr}. gol - koji tim daje"), &["main", "goals"], 14, NEXT_GOAL),
    MarketType::new(WINNING_MARGIN_ID, t("Winning margin", "Razlika u pobedi"), &["score"], 20, WINNING_MARGIN),
    MarketType::new(RESULT_AND_TOTAL_ID, t("1X2 & total goals {total}", "Konačan ishod i ukupno golova {total}"), &["other"], 21, RESULT_AND_TOTAL),
    MarketType::new(RESULT_AND_BOTH_SCORE_ID, t("1X2 & both teams to score", "Konačan ishod i oba tima daju gol"), &["other"], 22, RESULT_AND_BOTH_SCORE),
    MarketType::new(TOTAL_AND_BOTH_SCORE_ID, t("Total goals {total} & both teams to score", "Ukupno golova {total} i oba tima daju gol"), &["other"], 23, TOTAL_AND_BOTH_SCORE),
    MarketType::new(HALF_TIME_FULL_TIME_ID, t("Half-time/full-time", "Poluvreme/kraj"), &["half"], 24, HALF_TIME_FULL_TIME),
    MarketType::new(HIGHEST_SCORING_HALF_ID, t("Highest-scoring half", "Poluvreme sa više golova"), &["half", "goals"], 25, HIGHEST_SCORING_HALF),
    MarketType::new(HOME_CLEAN_SHEET, t("{$competitor1} clean sheet", "{$competitor1} bez primljenog gola"), &["goals"], 26, YES_NO),
    MarketType::new(AWAY_CLEAN_SHEET, t("{$competitor2} clean sheet", "{$competitor2} bez primljenog gola"), &["goals"], 27, YES_NO),
    MarketType::new(HOME_WIN_TO_NIL, t("{$competitor1} to win to nil", "{$competitor1} pobeđuje bez primljenog gola"), &["goals"], 28, YES_NO),
    MarketType::new(AWAY_WIN_TO_NIL, t("{$competitor2} to win to nil", "{$competitor2} pobeđuje bez primljenog gola"), &["goals"], 29, YES_NO),
    MarketType::new(HOME_EXACT_GOALS, t("{$competitor1} exact goals", "{$competitor1} tačan broj golova"), &["goals"], 30, FEW_GOALS),
    MarketType::new(AWAY_EXACT_GOALS, t("{$competitor2} exact goals", "{$competitor2} tačan broj golova"), &["goals"], 31, FEW_GOALS),
    MarketType::new(IN_HALVES[0].0, t("{$competitor1} to score in both halves", "{$competitor1} daje gol u oba poluvremena"), &["half", "goals"], 32, YES_NO),
    MarketType::new(IN_HALVES[1].0, t("{$competitor2} to score in both halves", "{$competitor2} daje gol u oba poluvremena"), &["half", "goals"], 33, YES_NO),
    MarketType::new(IN_HALVES[2].0, t("{$competitor1} to win both halves", "{$competitor1} dobija oba poluvremena"), &["half"], 34, YES_NO),
    MarketType::new(IN_HALVES[3].0, t("{$competitor2} to win both halves", "{$competitor2} dobija oba poluvremena"), &["half"], 35, YES_NO),
    MarketType::new(IN_HALVES[4].0, t("{$competitor1} to win either half", "{$competitor1} dobija bar jedno poluvreme"), &["half"], 36, YES_NO),
    MarketType::new(IN_HALVES[5].0, t("{$competitor2} to win either half", "{$competitor2} dobija bar jedno poluvreme"), &["half"], 37, YES_NO),
);
