//! Every worked vector of `docs/betting-rules.md` (§1.1–§1.3, §2, §8), reproduced exactly in
//! minor units (1.00 = 100).

use super::*;
use crate::odds::Odds;

const WON: SelectionOutcome = SelectionOutcome::WON;
const LOST: SelectionOutcome = SelectionOutcome::LOST;
const VOID: SelectionOutcome = SelectionOutcome::VOID;

fn odds(thousandths: u32) -> Price {
    Price::try_from(Odds(thousandths)).expect("odds of at least 1.000")
}

fn frac(a: u64, b: u64) -> Price {
    Price::fractional(a, b).expect("a valid fractional price")
}

fn system(code: &str) -> BetKind {
    BetKind::System(SystemKind::parse(code).expect("a valid system code"))
}

/// The decided payout and result of a bet whose legs are all settled.
fn settle(kind: BetKind, total_stake: i64, legs: &[(Price, SelectionOutcome)]) -> (i64, BetResult) {
    let legs = legs.iter().map(|&(price, outcome)| Leg::settled(price, outcome)).collect();
    let bet = Bet::new(kind, total_stake, legs).expect("a valid bet");
    match evaluate(&bet).expect("fits in i64") {
        Evaluation::Decided { payout, result } => (payout, result),
        open => panic!("a fully settled bet is decided, got {open:?}"),
    }
}

fn payout(kind: BetKind, total_stake: i64, legs: &[(Price, SelectionOutcome)]) -> i64 {
    settle(kind, total_stake, legs).0
}

/// Settles a line in quarter goals (−0.75 is −3) for a side `score` goals ahead (negative:
/// behind, or goals minus the line for totals). A quarter line is two half-stakes on the
/// neighbouring lines (docs/betting-rules.md §1.2); each half wins above zero, pushes at zero.
fn quarter_line_outcome(line_quarters: i32, score: i32) -> SelectionOutcome {
    let half = |line: i32| (4 * score + line).signum();
    let (a, b) = if line_quarters % 2 == 0 {
        (half(line_quarters), half(line_quarters))
    } else {
        (half(line_quarters - 1), half(line_quarters + 1))
    };
    match (a.min(b), a.max(b)) {
        (1, 1) => SelectionOutcome::WON,
        (0, 1) => SelectionOutcome::HALF_WON,
        (0, 0) => SelectionOutcome::VOID,
        (-1, 0) => SelectionOutcome::HALF_LOST,
        (-1, -1) => SelectionOutcome::LOST,
        halves => panic!("a quarter line cannot win one half and lose the other: {halves:?}"),
    }
}

#[test]
fn the_asian_handicap_table_at_1_90_is_reproduced_cell_by_cell() {
    let rows: [(i32, [i64; 6]); 8] = [
        (0, [0, 0, 100, 190, 190, 190]),
        (-1, [0, 0, 50, 190, 190, 190]),
        (1, [0, 0, 145, 190, 190, 190]),
        (-3, [0, 0, 0, 145, 190, 190]),
        (3, [0, 50, 190, 190, 190, 190]),
        (-4, [0, 0, 0, 100, 190, 190]),
        (-5, [0, 0, 0, 50, 190, 190]),
        (-7, [0, 0, 0, 0, 145, 190]),
    ];
    for (line, cells) in rows {
        for (margin, expected) in (-2..=3).zip(cells) {
            let outcome = quarter_line_outcome(line, margin);
            assert_eq!(
                payout(BetKind::Single, 100, &[(odds(1900), outcome)]),
                expected,
                "line {line}/4, margin {margin}"
            );
        }
    }
}

#[test]
fn the_asian_total_table_at_1_90_is_reproduced_cell_by_cell() {
    // (line in quarters, over?, returns for 0..=4 goals)
    let rows: [(i32, bool, [i64; 5]); 5] = [
        (8, true, [0, 0, 100, 190, 190]),
        (9, true, [0, 0, 50, 190, 190]),
        (9, false, [190, 190, 145, 0, 0]),
        (11, true, [0, 0, 0, 145, 190]),
        (11, false, [190, 190, 190, 50, 0]),
    ];
    for (line, over, cells) in rows {
        for (goals, expected) in (0..=4).zip(cells) {
            // Over t is a handicap of −t on the goals; under t is +t on minus the goals.
            let outcome = if over { quarter_line_outcome(-line, goals) } else { quarter_line_outcome(line, -goals) };
            assert_eq!(payout(BetKind::Single, 100, &[(odds(1900), outcome)]), expected, "{over} {line}/4, {goals}");
        }
    }
}

#[test]
fn the_betkudos_score_spot_checks_agree() {
    use SelectionOutcome as O;
    let cases = [
        (-3, (1, 0), O::HALF_WON),
        (-3, (2, 1), O::HALF_WON),
        (-3, (1, 1), O::LOST),
        (-3, (2, 0), O::WON),
        (3, (0, 1), O::HALF_LOST),
        (3, (0, 2), O::LOST),
        (-7, (2, 0), O::HALF_WON),
        (-7, (3, 1), O::HALF_WON),
        (-7, (4, 2), O::HALF_WON),
        (-7, (2, 1), O::LOST),
        (1, (0, 0), O::HALF_WON),
        (1, (1, 1), O::HALF_WON),
        (1, (0, 1), O::LOST),
    ];
    for (line, (home, away), expected) in cases {
        assert_eq!(quarter_line_outcome(line, home - away), expected, "home {line}/4 at {home}-{away}");
    }
}

#[test]
fn single_results_follow_the_uof_table() {
    use SelectionOutcome as O;
    let at_190 = |outcome| settle(BetKind::Single, 1000, &[(odds(1900), outcome)]);
    assert_eq!(at_190(O::WON), (1900, BetResult::WinEntire));
    assert_eq!(at_190(O::LOST), (0, BetResult::LoseEntire));
    assert_eq!(at_190(O::VOID), (1000, BetResult::RefundEntire));
    assert_eq!(at_190(O::HALF_WON), (1450, BetResult::RefundHalfWinOther));
    assert_eq!(at_190(O::HALF_LOST), (500, BetResult::RefundHalfLoseOther));
}

#[test]
fn the_accumulator_table_is_reproduced() {
    use SelectionOutcome as O;
    let (a, b, c) = (odds(2000), odds(1900), odds(1500));
    let acca = |leg_a, leg_b, leg_c| settle(BetKind::Combo, 1000, &[(a, leg_a), (b, leg_b), (c, leg_c)]);
    assert_eq!(acca(O::WON, O::WON, O::WON), (5700, BetResult::WinEntire));
    assert_eq!(acca(O::WON, O::HALF_WON, O::VOID), (2900, BetResult::RefundHalfWinOther));
    assert_eq!(acca(O::WON, O::HALF_LOST, O::WON), (1500, BetResult::RefundHalfLoseOther));
    assert_eq!(acca(O::WON, O::VOID, O::VOID), (2000, BetResult::WinEntire));
    assert_eq!(acca(O::WON, O::LOST, O::WON), (0, BetResult::LoseEntire));
    assert_eq!(acca(O::VOID, O::VOID, O::VOID), (1000, BetResult::RefundEntire));
}

#[test]
fn the_betcruncher_multiples_are_reproduced_with_fractional_prices() {
    let (three, four, seven_two) = (frac(3, 1), frac(4, 1), frac(7, 2));
    assert_eq!(payout(BetKind::Combo, 800, &[(three, WON), (four, WON)]), 16_000);
    assert_eq!(payout(BetKind::Combo, 1300, &[(three, WON), (four, WON), (seven_two, WON)]), 117_000);
    assert_eq!(payout(BetKind::Combo, 10_000, &[(three, VOID), (four, WON)]), 50_000);
    assert_eq!(payout(BetKind::Combo, 10_000, &[(three, VOID), (four, VOID), (seven_two, WON)]), 45_000);
    // 100/30 is decimal 13/3 = 4.333…, which thousandths cannot hold; the leg is void here, so
    // the vector does not depend on it, but the price stays an exact fraction all the same.
    let fourfold = [(frac(10, 1), WON), (frac(5, 1), WON), (frac(100, 30), VOID), (frac(1, 4), WON)];
    assert_eq!(payout(BetKind::Combo, 10_000, &fourfold), 825_000);
    let all_void = [(three, VOID), (four, VOID), (seven_two, VOID)];
    assert_eq!(settle(BetKind::Combo, 10_000, &all_void), (10_000, BetResult::RefundEntire));
}

#[test]
fn a_won_100_30_leg_pays_exactly_where_thousandths_would_lose_a_unit() {
    // 3.00 staked at 13/3 returns exactly 13.00; at 4.333 it would return 12.99.
    assert_eq!(payout(BetKind::Single, 300, &[(frac(100, 30), SelectionOutcome::WON)]), 1300);
    assert_eq!(payout(BetKind::Single, 300, &[(odds(4333), SelectionOutcome::WON)]), 1299);
}

#[test]
fn the_marathonbet_yankee_and_the_derived_lucky_15_are_reproduced() {
    let prices = [odds(2000), odds(3500), odds(4000), odds(1500)];
    let with = |d| [(prices[0], WON), (prices[1], WON), (prices[2], WON), (prices[3], d)];
    assert_eq!(settle(system("yankee"), 1100, &with(WON)), (15_675, BetResult::WinEntire));
    assert_eq!(payout(system("yankee"), 1100, &with(LOST)), 5_700);
    assert_eq!(payout(system("lucky15"), 1500, &with(WON)), 16_775);
    assert_eq!(payout(system("lucky15"), 1500, &with(LOST)), 6_650);
}

#[test]
fn the_unibet_canadian_is_reproduced() {
    let (evens, six_four) = (frac(1, 1), frac(6, 4));
    let all_won = [(evens, WON), (six_four, WON), (six_four, WON), (evens, WON), (evens, WON)];
    assert_eq!(payout(system("canadian"), 2600, &all_won), 31_875);
    let two_evens = [(evens, WON), (six_four, LOST), (six_four, LOST), (evens, WON), (evens, LOST)];
    assert_eq!(payout(system("canadian"), 2600, &two_evens), 400);
}

#[test]
fn the_betcruncher_trixie_is_reproduced() {
    let five_one = (frac(5, 1), SelectionOutcome::WON);
    assert_eq!(payout(system("trixie"), 4000, &[five_one; 3]), 324_000);
}

#[test]
fn the_safebookmakers_yankee_and_lucky_15_are_reproduced() {
    let legs: Vec<_> = [(2, 1), (3, 1), (5, 1), (8, 1)].map(|(a, b)| (frac(a, b), SelectionOutcome::WON)).to_vec();
    assert_eq!(payout(system("yankee"), 1100, &legs), 137_700);
    assert_eq!(payout(system("lucky15"), 1500, &legs), 139_900);
}

#[test]
fn the_cannonbet_two_of_three_is_reproduced_from_a_total_stake() {
    let won = |o| (odds(o), SelectionOutcome::WON);
    assert_eq!(payout(system("2/3"), 300, &[won(1500), won(3000), won(2500)]), 1575);
}

#[test]
fn a_void_selection_reprices_its_system_lines_at_one() {
    // Lucky 15 with D a non-runner: Σ over non-empty subsets of Π factor = Π(1 + f) − 1 with
    // f_D = 1, so 3 × 4.5 × 5 × 2 − 1 = 134 per unit line.
    let legs = [(odds(2000), WON), (odds(3500), WON), (odds(4000), WON), (odds(1500), VOID)];
    assert_eq!(payout(system("lucky15"), 1500, &legs), 13_400);
}

#[test]
fn the_sky_bet_dead_heats_are_reproduced() {
    let three_way = SelectionOutcome::dead_heat(DeadHeat::places_over_tied(1, 3).expect("valid dead heat"));
    assert_eq!(settle(BetKind::Single, 1000, &[(frac(6, 4), three_way)]), (833, BetResult::WinEntire));
    assert_eq!(payout(BetKind::Single, 2000, &[(frac(20, 1), three_way)]), 14_000);
    assert_eq!(payout(BetKind::Single, 500, &[(frac(5, 1), three_way)]), 1000);
}

#[test]
fn the_betwarrior_dead_heats_are_reproduced() {
    let tied = |n| SelectionOutcome::dead_heat(DeadHeat::places_over_tied(1, n).expect("valid dead heat"));
    assert_eq!(payout(BetKind::Single, 1000, &[(odds(6000), tied(2))]), 3000);
    assert_eq!(payout(BetKind::Single, 1000, &[(odds(6000), tied(3))]), 2000);
}

#[test]
fn the_us_golf_dead_heat_is_reproduced() {
    // +300 is decimal 4.00; tied 5th with two others in a top 5: one place over three tied.
    let tied = SelectionOutcome::dead_heat(DeadHeat::places_over_tied(1, 3).expect("valid dead heat"));
    assert_eq!(payout(BetKind::Single, 10_000, &[(odds(4000), tied)]), 13_333);
}

#[test]
fn the_mts_max_payout_vectors_are_reproduced() {
    assert_eq!(max_stake_for_payout(1_000_000, Odds(3500)), Some(400_000));
    assert_eq!(max_stake_for_payout(1_000_000, Odds(1250)), Some(4_000_000));
}

#[test]
fn the_largest_system_settles_exactly() {
    // 8/16 at 1.50 each, 1.00 a line: C(16, 8) = 12,870 lines of 1.5⁸ = 25.62890625.
    let kind = system("8/16");
    let legs = [(odds(1500), WON); 16];
    assert_eq!(payout(kind, 1_287_000, &legs), 32_984_402);
}
