//! Football outcomes: their ids and names, and the classifiers that say which outcome a score
//! (or a half-time and final score) falls in. The same classifier prices a market and settles it.

use crate::locale::t;
use crate::market::OutcomeType;
use crate::sports::poisson::{both_score, over_under, three_way};
use crate::statistics::Score;

const fn o(id: u32, en: &'static str, sr: &'static str) -> OutcomeType {
    OutcomeType { id, name: t(en, sr) }
}

pub(super) const THREE_WAY: &[OutcomeType] =
    &[o(1, "{$competitor1}", "{$competitor1}"), o(2, "Draw", "Nerešeno"), o(3, "{$competitor2}", "{$competitor2}")];
pub(super) const DOUBLE_CHANCE: &[OutcomeType] = &[o(9, "1X", "1X"), o(10, "12", "12"), o(11, "X2", "X2")];
pub(super) const TWO_WAY: &[OutcomeType] =
    &[o(4, "{$competitor1}", "{$competitor1}"), o(5, "{$competitor2}", "{$competitor2}")];
pub(super) const OVER_UNDER: &[OutcomeType] =
    &[o(12, "Over {total}", "Više {total}"), o(13, "Under {total}", "Manje {total}")];
pub(super) const ASIAN_HANDICAP: &[OutcomeType] = &[
    o(1714, "{$competitor1} ({+hcp})", "{$competitor1} ({+hcp})"),
    o(1715, "{$competitor2} ({-hcp})", "{$competitor2} ({-hcp})"),
];
pub(super) const HANDICAP: &[OutcomeType] = &[
    o(1711, "{$competitor1} ({+hcp})", "{$competitor1} ({+hcp})"),
    o(1712, "Draw ({+hcp})", "Nerešeno ({+hcp})"),
    o(1713, "{$competitor2} ({-hcp})", "{$competitor2} ({-hcp})"),
];
pub(super) const NEXT_GOAL: &[OutcomeType] =
    &[o(6, "{$competitor1}", "{$competitor1}"), o(7, "No goal", "Nema gola"), o(8, "{$competitor2}", "{$competitor2}")];
pub(super) const YES_NO: &[OutcomeType] = &[o(74, "Yes", "Da"), o(76, "No", "Ne")];
pub(super) const ODD_EVEN: &[OutcomeType] = &[o(70, "Odd", "Nepar"), o(72, "Even", "Par")];
/// Exact goals of a match: 0 to 5, and 6 or more.
pub(super) const EXACT_GOALS: &[OutcomeType] = &[
    o(80, "0", "0"),
    o(81, "1", "1"),
    o(82, "2", "2"),
    o(83, "3", "3"),
    o(84, "4", "4"),
    o(85, "5", "5"),
    o(86, "6+", "6+"),
];
/// Exact goals of a half or of one side: 0 to 2, and 3 or more.
pub(super) const FEW_GOALS: &[OutcomeType] = &[o(80, "0", "0"), o(81, "1", "1"), o(82, "2", "2"), o(83, "3+", "3+")];
pub(super) const WINNING_MARGIN: &[OutcomeType] = &[
    o(101, "{$competitor1} by 1", "{$competitor1} sa 1 golom razlike"),
    o(102, "{$competitor1} by 2", "{$competitor1} sa 2 gola razlike"),
    o(103, "{$competitor1} by 3+", "{$competitor1} sa 3+ gola razlike"),
    o(104, "Draw", "Nerešeno"),
    o(105, "{$competitor2} by 1", "{$competitor2} sa 1 golom razlike"),
    o(106, "{$competitor2} by 2", "{$competitor2} sa 2 gola razlike"),
    o(107, "{$competitor2} by 3+", "{$competitor2} sa 3+ gola razlike"),
];
pub(super) const RESULT_AND_TOTAL: &[OutcomeType] = &[
    o(794, "{$competitor1} & under {total}", "{$competitor1} i manje {total}"),
    o(796, "{$competitor1} & over {total}", "{$competitor1} i više {total}"),
    o(798, "Draw & under {total}", "Nerešeno i manje {total}"),
    o(800, "Draw & over {total}", "Nerešeno i više {total}"),
    o(802, "{$competitor2} & under {total}", "{$competitor2} i manje {total}"),
    o(804, "{$competitor2} & over {total}", "{$competitor2} i više {total}"),
];
pub(super) const RESULT_AND_BOTH_SCORE: &[OutcomeType] = &[
    o(78, "{$competitor1} & yes", "{$competitor1} i da"),
    o(80, "{$competitor1} & no", "{$competitor1} i ne"),
    o(82, "Draw & yes", "Nerešeno i da"),
    o(84, "Draw & no", "Nerešeno i ne"),
    o(86, "{$competitor2} & yes", "{$competitor2} i da"),
    o(88, "{$competitor2} & no", "{$competitor2} i ne"),
];
pub(super) const TOTAL_AND_BOTH_SCORE: &[OutcomeType] = &[
    o(90, "Over {total} & yes", "Više {total} i da"),
    o(92, "Under {total} & yes", "Manje {total} i da"),
    o(94, "Over {total} & no", "Više {total} i ne"),
    o(96, "Under {total} & no", "Manje {total} i ne"),
];
pub(super) const HALF_TIME_FULL_TIME: &[OutcomeType] = &[
    o(418, "{$competitor1}/{$competitor1}", "{$competitor1}/{$competitor1}"),
    o(420, "{$competitor1}/draw", "{$competitor1}/nerešeno"),
    o(422, "{$competitor1}/{$competitor2}", "{$competitor1}/{$competitor2}"),
    o(424, "Draw/{$competitor1}", "Nerešeno/{$competitor1}"),
    o(426, "Draw/draw", "Nerešeno/nerešeno"),
    o(428, "Draw/{$competitor2}", "Nerešeno/{$competitor2}"),
    o(430, "{$competitor2}/{$competitor1}", "{$competitor2}/{$competitor1}"),
    o(432, "{$competitor2}/draw", "{$competitor2}/nerešeno"),
    o(434, "{$competitor2}/{$competitor2}", "{$competitor2}/{$competitor2}"),
];
pub(super) const HIGHEST_SCORING_HALF: &[OutcomeType] =
    &[o(436, "1st half", "Prvo poluvreme"), o(438, "2nd half", "Drugo poluvreme"), o(440, "Equal", "Jednako")];

/// Whether the `home` side (else the away side) scores, or wins, in each half: yes (0) / no (1)
/// when `both` halves (else either half) see it happen.
pub(super) fn in_halves(home: bool, wins: bool, both: bool) -> impl Fn(Score, Score) -> Option<usize> {
    move |half, full| {
        let second = Score { home: full.home.saturating_sub(half.home), away: full.away.saturating_sub(half.away) };
        let happens = |s: Score| {
            let (own, other) = if home { (s.home, s.away) } else { (s.away, s.home) };
            if wins {
                own > other
            } else {
                own > 0
            }
        };
        let (first, later) = (happens(half), happens(second));
        Some(usize::from(!if both { first && later } else { first || later }))
    }
}

/// The ids of a market type's outcomes, in order (the classes of its classifier).
pub(super) fn ids(outcomes: &[OutcomeType]) -> Vec<u32> {
    outcomes.iter().map(|o| o.id).collect()
}

/// Draw no bet: home (0) / away (1); a draw is a push.
pub(super) fn draw_no_bet(h: u32, a: u32) -> Option<usize> {
    match three_way(h, a) {
        Some(1) => None,
        Some(0) => Some(0),
        _ => Some(1),
    }
}

/// The three-way (European) handicap on a whole line from the home side's view: home (0), draw
/// (1), away (2) once `line` is added to the home side's goals.
pub(super) fn handicap(line: f64) -> impl Fn(u32, u32) -> Option<usize> {
    move |h, a| {
        let diff = f64::from(h) + line - f64::from(a);
        Some(if diff > 0.0 {
            0
        } else if diff < 0.0 {
            2
        } else {
            1
        })
    }
}

/// Exact goals, the last class taking `cap` goals and more.
pub(super) fn exact_goals(cap: u32) -> impl Fn(u32, u32) -> Option<usize> {
    move |h, a| Some((h + a).min(cap) as usize)
}

/// The correct score up to `max` goals a side, one class per score and a last one for any
/// other score.
pub(super) fn correct_score(max: u32) -> impl Fn(u32, u32) -> Option<usize> {
    let n = max + 1;
    move |h, a| Some(if h < n && a < n { (h * n + a) as usize } else { (n * n) as usize })
}

/// Home by 1, 2, 3+; draw; away by 1, 2, 3+.
pub(super) fn winning_margin(h: u32, a: u32) -> Option<usize> {
    Some(match h.cmp(&a) {
        std::cmp::Ordering::Greater => (h - a).min(3) as usize - 1,
        std::cmp::Ordering::Equal => 3,
        std::cmp::Ordering::Less => 3 + (a - h).min(3) as usize,
    })
}

/// Yes (0) when the `home` side (else the away side) concedes nothing.
pub(super) fn clean_sheet(home: bool) -> impl Fn(u32, u32) -> Option<usize> {
    move |h, a| Some(usize::from(if home { a } else { h } > 0))
}

/// Yes (0) when the `home` side (else the away side) wins without conceding.
pub(super) fn win_to_nil(home: bool) -> impl Fn(u32, u32) -> Option<usize> {
    move |h, a| {
        let (own, other) = if home { (h, a) } else { (a, h) };
        Some(usize::from(!(own > 0 && other == 0)))
    }
}

/// The 1X2 result and over/under a half line, in [`RESULT_AND_TOTAL`] order.
pub(super) fn result_and_total(line: f64) -> impl Fn(u32, u32) -> Option<usize> {
    move |h, a| Some(three_way(h, a)? * 2 + 1 - over_under(line)(h, a)?)
}

/// The 1X2 result and both teams to score, in [`RESULT_AND_BOTH_SCORE`] order.
pub(super) fn result_and_both_score(h: u32, a: u32) -> Option<usize> {
    Some(three_way(h, a)? * 2 + both_score(h, a)?)
}

/// Over/under a half line and both teams to score, in [`TOTAL_AND_BOTH_SCORE`] order.
pub(super) fn total_and_both_score(line: f64) -> impl Fn(u32, u32) -> Option<usize> {
    move |h, a| Some(both_score(h, a)? * 2 + over_under(line)(h, a)?)
}

/// The 1X2 result at half time and at full time, in [`HALF_TIME_FULL_TIME`] order.
pub(super) fn half_time_full_time(half: Score, full: Score) -> Option<usize> {
    Some(three_way(half.home, half.away)? * 3 + three_way(full.home, full.away)?)
}

/// The half with more goals: first (0), second (1), equal (2).
pub(super) fn highest_scoring_half(half: Score, full: Score) -> Option<usize> {
    let first = half.home + half.away;
    let second = (full.home + full.away).saturating_sub(first);
    Some(match first.cmp(&second) {
        std::cmp::Ordering::Greater => 0,
        std::cmp::Ordering::Less => 1,
        std::cmp::Ordering::Equal => 2,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_classifier_puts_a_score_in_one_class_of_its_outcomes() {
        for h in 0..9 {
            for a in 0..9 {
                let within = |class: Option<usize>, outcomes: &[OutcomeType]| class.is_some_and(|c| c < outcomes.len());
                assert!(within(winning_margin(h, a), WINNING_MARGIN));
                assert!(within(result_and_total(2.5)(h, a), RESULT_AND_TOTAL));
                assert!(within(result_and_both_score(h, a), RESULT_AND_BOTH_SCORE));
                assert!(within(total_and_both_score(2.5)(h, a), TOTAL_AND_BOTH_SCORE));
                assert!(within(exact_goals(6)(h, a), EXACT_GOALS));
                assert!(within(exact_goals(3)(h, a), FEW_GOALS));
                assert!(within(handicap(-1.0)(h, a), HANDICAP));
                let half = Score { home: h / 2, away: a / 2 };
                let full = Score { home: h, away: a };
                assert!(within(half_time_full_time(half, full), HALF_TIME_FULL_TIME));
                assert!(within(highest_scoring_half(half, full), HIGHEST_SCORING_HALF));
            }
        }
    }

    #[test]
    fn combined_outcomes_read_as_their_names() {
        assert_eq!(RESULT_AND_TOTAL[result_and_total(2.5)(2, 1).unwrap_or(9)].id, 796);
        assert_eq!(RESULT_AND_TOTAL[result_and_total(2.5)(0, 0).unwrap_or(9)].id, 798);
        assert_eq!(RESULT_AND_BOTH_SCORE[result_and_both_score(0, 2).unwrap_or(9)].id, 88);
        assert_eq!(TOTAL_AND_BOTH_SCORE[total_and_both_score(2.5)(1, 1).unwrap_or(9)].id, 92);
        assert_eq!(WINNING_MARGIN[winning_margin(5, 1).unwrap_or(9)].id, 103);
        assert_eq!(WINNING_MARGIN[winning_margin(1, 3).unwrap_or(9)].id, 106);
        let (half, full) = (Score { home: 0, away: 1 }, Score { home: 2, away: 1 });
        assert_eq!(HALF_TIME_FULL_TIME[half_time_full_time(half, full).unwrap_or(9)].id, 430);
        assert_eq!(HIGHEST_SCORING_HALF[highest_scoring_half(half, full).unwrap_or(9)].id, 438);
        assert_eq!(win_to_nil(true)(2, 0), Some(0));
        assert_eq!(win_to_nil(false)(2, 0), Some(1));
        assert_eq!(clean_sheet(false)(2, 0), Some(1));
        assert_eq!(clean_sheet(false)(0, 3), Some(0));
        assert_eq!(handicap(-1.0)(2, 1), Some(1));
        let (half, full) = (Score { home: 1, away: 0 }, Score { home: 1, away: 2 });
        assert_eq!(in_halves(true, false, true)(half, full), Some(1));
        assert_eq!(in_halves(false, true, false)(half, full), Some(0));
        assert_eq!(in_halves(true, true, false)(half, full), Some(0));
        assert_eq!(in_halves(false, false, true)(half, full), Some(1));
    }
}
