//! Property tests over seeded random bets, checked against an independent i128 oracle that
//! enumerates lines as bit masks (not through [`SystemKind::lines`]).

use super::*;
use crate::odds::Odds;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const CASES: usize = 2_000;

/// Every kind with at most five selections, so the oracle stays inside i128.
fn small_kinds() -> Vec<BetKind> {
    let mut kinds = vec![BetKind::Single, BetKind::Combo];
    for n in 3..=5 {
        kinds.extend(SystemKind::available_for(n).into_iter().map(BetKind::System));
    }
    kinds
}

fn leg_count(kind: BetKind, rng: &mut impl Rng) -> usize {
    match kind {
        BetKind::Single => 1,
        BetKind::Combo => rng.gen_range(2..=5),
        BetKind::System(system) => usize::from(system.selection_count()),
    }
}

/// Fold sizes as a predicate on a line's size, written independently of [`SystemKind`].
fn line_sizes(kind: BetKind, n: usize) -> (usize, usize) {
    match kind {
        BetKind::Single | BetKind::Combo => (n, n),
        BetKind::System(SystemKind::KOfN(system)) => (usize::from(system.k()), usize::from(system.k())),
        BetKind::System(system) => (if system.line_count() == (1 << n) - 1 { 1 } else { 2 }, n),
    }
}

/// A random leg: odds 1.01–50.00 in thousandths and a random state.
fn random_leg(rng: &mut impl Rng, allow_pending: bool) -> (u32, Option<SelectionOutcome>) {
    let odds = rng.gen_range(1010..=50_000);
    let outcomes = [
        SelectionOutcome::WON,
        SelectionOutcome::LOST,
        SelectionOutcome::VOID,
        SelectionOutcome::HALF_WON,
        SelectionOutcome::HALF_LOST,
    ];
    let pick = rng.gen_range(0..outcomes.len() + usize::from(allow_pending));
    (odds, outcomes.get(pick).copied())
}

/// A leg's factor over 2000, or `None` for a pending leg: won 2o, half won 1000 + o, half lost
/// 1000, void 2000, lost 0 (o in thousandths).
fn factor_over_2000(odds: u32, outcome: Option<SelectionOutcome>, pending_wins: bool) -> i128 {
    let o = i128::from(odds);
    match outcome {
        Some(SelectionOutcome::WON) => 2 * o,
        Some(SelectionOutcome::HALF_WON) => 1000 + o,
        Some(SelectionOutcome::HALF_LOST) => 1000,
        Some(SelectionOutcome::VOID) => 2000,
        Some(_) => 0,
        None if pending_wins => 2 * o,
        None => 0,
    }
}

/// The exact return as (numerator, denominator) in minor units, over every line mask.
fn oracle(kind: BetKind, per_line: i64, factors: &[i128]) -> (i128, i128) {
    let n = factors.len();
    let (smallest, largest) = line_sizes(kind, n);
    let den = 2000i128.pow(n as u32);
    let mut num = 0i128;
    for mask in 1u32..(1 << n) {
        let size = mask.count_ones() as usize;
        if size < smallest || size > largest {
            continue;
        }
        let line: i128 = (0..n).map(|i| if mask & (1 << i) != 0 { factors[i] } else { 2000 }).product();
        num += i128::from(per_line) * line;
    }
    (num, den)
}

struct Case {
    kind: BetKind,
    per_line: i64,
    legs: Vec<(u32, Option<SelectionOutcome>)>,
}

impl Case {
    fn random(rng: &mut impl Rng, allow_pending: bool) -> Case {
        let kinds = small_kinds();
        let kind = kinds[rng.gen_range(0..kinds.len())];
        let legs = (0..leg_count(kind, rng)).map(|_| random_leg(rng, allow_pending)).collect();
        Case { kind, per_line: rng.gen_range(1..=10_000), legs }
    }

    fn total(&self) -> i64 {
        self.per_line * i64::from(self.kind.line_count())
    }

    fn bet(&self) -> Bet {
        let legs = self
            .legs
            .iter()
            .map(|&(o, outcome)| {
                let price = Price::try_from(Odds(o)).expect("odds of at least 1.000");
                outcome.map_or(Leg::pending(price), |outcome| Leg::settled(price, outcome))
            })
            .collect();
        Bet::new(self.kind, self.total(), legs).expect("a valid bet")
    }

    fn factors(&self, pending_wins: bool) -> Vec<i128> {
        self.legs.iter().map(|&(o, outcome)| factor_over_2000(o, outcome, pending_wins)).collect()
    }
}

#[test]
fn returns_equal_an_independent_sum_over_every_line() {
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    for _ in 0..CASES {
        let case = Case::random(&mut rng, true);
        let (num, den) = oracle(case.kind, case.per_line, &case.factors(true));
        assert_eq!(potential_win(&case.bet()), Ok((num / den) as i64), "{:?} {:?}", case.kind, case.legs);
    }
}

#[test]
fn a_system_potential_win_equals_the_sum_of_its_folds_at_full_odds() {
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    for _ in 0..CASES {
        let mut case = Case::random(&mut rng, false);
        case.legs.iter_mut().for_each(|leg| leg.1 = None);
        let (num, den) = oracle(case.kind, case.per_line, &case.factors(true));
        assert_eq!(potential_win(&case.bet()), Ok((num / den) as i64));
    }
}

#[test]
fn named_bets_cover_every_fold_with_or_without_singles() {
    let named =
        ["trixie", "patent", "yankee", "lucky15", "canadian", "lucky31", "heinz", "lucky63", "super_heinz", "goliath"];
    let counts: Vec<u32> = named.iter().filter_map(|code| SystemKind::parse(code)).map(|s| s.line_count()).collect();
    assert_eq!(counts, [4, 7, 11, 15, 26, 31, 57, 63, 120, 247]);
    for code in named {
        let system = SystemKind::parse(code).expect("a named bet");
        let n = u32::from(system.selection_count());
        let full_cover = (1u32 << n) - 1;
        let expected = if system.win_count() == 1 { full_cover } else { full_cover - n };
        assert_eq!(system.line_count(), expected, "{code}");
        let mut lines = system.lines();
        assert!(lines.iter().all(|line| line.windows(2).all(|w| w[0] < w[1])), "{code}: lines are sorted");
        lines.sort();
        lines.dedup();
        assert_eq!(lines.len() as u32, expected, "{code}: lines are distinct");
    }
}

#[test]
fn rounding_is_once_per_bet_and_at_most_one_unit_in_the_house_favour() {
    let mut rng = ChaCha8Rng::seed_from_u64(10);
    let mut per_line_rounding_would_differ = 0;
    for _ in 0..CASES {
        let case = Case::random(&mut rng, false);
        let bet = case.bet();
        let payout = settled_return(&bet).expect("fits").expect("settled");
        let (num, den) = oracle(case.kind, case.per_line, &case.factors(false));
        assert!(i128::from(payout) * den <= num && num < (i128::from(payout) + 1) * den);
        assert!(is_exact_floor(&bet, payout));
        let rounded_per_line: i128 = bet
            .lines()
            .iter()
            .map(|line| {
                let factors: Vec<i128> = (0..case.legs.len())
                    .map(|i| if line.contains(&i) { case.factors(false)[i] } else { 2000 })
                    .collect();
                i128::from(case.per_line) * factors.iter().product::<i128>() / den
            })
            .sum();
        assert!(rounded_per_line <= i128::from(payout));
        per_line_rounding_would_differ += usize::from(rounded_per_line < i128::from(payout));
    }
    assert!(per_line_rounding_would_differ > 0, "the cases exercise rounding per bet, not per line");
}

#[test]
fn a_return_is_never_negative_nor_above_the_stake_times_every_odds() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for _ in 0..CASES {
        let case = Case::random(&mut rng, true);
        let bet = case.bet();
        let all_odds: i128 = case.legs.iter().map(|&(o, _)| i128::from(o)).product();
        let bound = i128::from(case.total()) * all_odds / 1000i128.pow(case.legs.len() as u32);
        let amount = match evaluate(&bet).expect("fits") {
            Evaluation::Decided { payout, .. } => payout,
            Evaluation::Open { potential_win } => potential_win,
        };
        assert!(amount >= 0 && i128::from(amount) <= bound, "{amount} > {bound}");
    }
}

#[test]
fn an_all_void_bet_returns_exactly_its_stake() {
    let mut rng = ChaCha8Rng::seed_from_u64(12);
    let mut kinds = small_kinds();
    kinds.extend(SystemKind::available_for(8).into_iter().map(BetKind::System));
    kinds.push(BetKind::System(SystemKind::SuperHeinz));
    for kind in kinds {
        let n = leg_count(kind, &mut rng);
        let legs: Vec<Leg> = (0..n)
            .map(|_| Leg::settled(Price::fractional(rng.gen_range(1..500), 7).expect("price"), SelectionOutcome::VOID))
            .collect();
        let total = rng.gen_range(1..=1_000_000) * i64::from(kind.line_count());
        let bet = Bet::new(kind, total, legs).expect("a valid bet");
        assert_eq!(
            evaluate(&bet),
            Ok(Evaluation::Decided { payout: total, result: BetResult::RefundEntire }),
            "{kind:?}"
        );
    }
}

#[test]
fn a_decided_bet_stays_decided_and_an_open_one_never_pays_above_its_potential_win() {
    let mut rng = ChaCha8Rng::seed_from_u64(13);
    for _ in 0..CASES {
        let case = Case::random(&mut rng, true);
        let evaluation = evaluate(&case.bet()).expect("fits");
        let mut settled = Case { legs: case.legs.clone(), ..case };
        for leg in settled.legs.iter_mut().filter(|leg| leg.1.is_none()) {
            leg.1 = random_leg(&mut rng, false).1;
        }
        let payout = settled_return(&settled.bet()).expect("fits").expect("settled");
        match evaluation {
            Evaluation::Decided { payout: decided, .. } => assert_eq!(payout, decided),
            Evaluation::Open { potential_win } => assert!(payout <= potential_win),
        }
    }
}

#[test]
fn the_payout_table_brackets_every_way_j_selections_can_win() {
    let mut rng = ChaCha8Rng::seed_from_u64(14);
    for _ in 0..CASES / 4 {
        let case = Case::random(&mut rng, false);
        let n = case.legs.len();
        let prices: Vec<Price> = case.legs.iter().map(|&(o, _)| Price::try_from(Odds(o)).expect("price")).collect();
        let table = payout_table(case.kind, &prices, case.total()).expect("a valid bet");
        let mut seen: Vec<Option<(i64, i64)>> = vec![None; n + 1];
        for mask in 0u32..(1 << n) {
            let factors: Vec<i128> =
                (0..n).map(|i| if mask & (1 << i) != 0 { 2 * i128::from(case.legs[i].0) } else { 0 }).collect();
            let (num, den) = oracle(case.kind, case.per_line, &factors);
            let amount = (num / den) as i64;
            let range = &mut seen[mask.count_ones() as usize];
            *range = Some(range.map_or((amount, amount), |(lo, hi)| (lo.min(amount), hi.max(amount))));
        }
        for (row, range) in table.iter().zip(seen) {
            assert_eq!(Some((row.min, row.max)), range, "{:?} with {} winners", case.kind, row.winners);
        }
    }
}

#[test]
fn the_max_total_stake_keeps_the_best_case_within_the_cap() {
    let mut rng = ChaCha8Rng::seed_from_u64(15);
    for _ in 0..CASES / 4 {
        let case = Case::random(&mut rng, false);
        let prices: Vec<Price> = case.legs.iter().map(|&(o, _)| Price::try_from(Odds(o)).expect("price")).collect();
        let cap = rng.gen_range(0..=100_000_000);
        let Some(max) = max_total_stake(case.kind, &prices, cap).expect("fits") else { continue };
        let lines = i64::from(case.kind.line_count());
        assert_eq!(max % lines, 0);
        let all_won: Vec<i128> = case.legs.iter().map(|&(o, _)| 2 * i128::from(o)).collect();
        let net = |total: i64| {
            let (num, den) = oracle(case.kind, total / lines, &all_won);
            num / den - i128::from(total)
        };
        assert!(net(max) <= i128::from(cap));
        // The exact net of the next valid total exceeds the cap, so its rounded net reaches it.
        assert!(net(max + lines) >= i128::from(cap), "the next valid total would fit too");
    }
}
