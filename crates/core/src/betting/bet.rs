//! A bet as the settlement math sees it: its kind, total stake and legs, checked on construction.

use super::outcome::{LegState, Price, SelectionOutcome};
use super::stake::{StakeError, StakeSplit};
use super::system::SystemKind;

/// Most legs in a combo: far beyond any slip, and it bounds the big-integer work per bet.
pub const MAX_COMBO_LEGS: usize = 64;

/// How a bet combines its selections.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BetKind {
    /// One selection.
    Single,
    /// All selections in one line (accumulator, parlay), at least two.
    Combo,
    /// Several lines over the selections.
    System(SystemKind),
}

impl BetKind {
    /// The bet's `type` on the wire (docs/product.md#bet-server-form): `single`, `combo` or
    /// `system`.
    pub fn code(self) -> &'static str {
        match self {
            BetKind::Single => "single",
            BetKind::Combo => "combo",
            BetKind::System(_) => "system",
        }
    }

    /// The lines of a bet of this kind over `legs` selections.
    pub fn lines(self, legs: usize) -> Vec<Vec<usize>> {
        match self {
            BetKind::Single | BetKind::Combo => vec![(0..legs).collect()],
            BetKind::System(system) => system.lines(),
        }
    }

    /// How many lines a bet of this kind has (1 for singles and combos).
    pub fn line_count(self) -> u32 {
        match self {
            BetKind::Single | BetKind::Combo => 1,
            BetKind::System(system) => system.line_count(),
        }
    }

    /// Whether `legs` selections fit this kind.
    pub fn accepts_legs(self, legs: usize) -> bool {
        match self {
            BetKind::Single => legs == 1,
            BetKind::Combo => (2..=MAX_COMBO_LEGS).contains(&legs),
            BetKind::System(system) => legs == usize::from(system.selection_count()),
        }
    }
}

/// One selection of a bet: the accepted price and what has happened to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Leg {
    /// The accepted price, exact.
    pub price: Price,
    /// Pending, or settled with its outcome.
    pub state: LegState,
}

impl Leg {
    /// An unsettled leg at `price`.
    pub fn pending(price: Price) -> Leg {
        Leg { price, state: LegState::Pending }
    }

    /// A leg settled with `outcome` at `price`.
    pub fn settled(price: Price, outcome: SelectionOutcome) -> Leg {
        Leg { price, state: LegState::Settled(outcome) }
    }
}

/// Why the settlement math refuses or cannot finish a bet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BetError {
    /// The number of legs does not fit the bet kind (1 for a single, 2..=64 for a combo, the
    /// system's selection count for a system).
    WrongLegCount,
    /// The total stake cannot be split over the lines.
    Stake(StakeError),
    /// The result does not fit in i64 minor units.
    Overflow,
}

/// A bet with a valid leg count and a total stake that splits evenly over its lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bet {
    kind: BetKind,
    stake: StakeSplit,
    legs: Vec<Leg>,
}

impl Bet {
    /// A bet of `kind` with `total_stake` minor units over `legs` (in selection order).
    pub fn new(kind: BetKind, total_stake: i64, legs: Vec<Leg>) -> Result<Bet, BetError> {
        if !kind.accepts_legs(legs.len()) {
            return Err(BetError::WrongLegCount);
        }
        let stake = StakeSplit::from_total(total_stake, kind.line_count()).map_err(BetError::Stake)?;
        Ok(Bet { kind, stake, legs })
    }

    /// The bet's kind.
    pub fn kind(&self) -> BetKind {
        self.kind
    }

    /// Total and per-line stake.
    pub fn stake(&self) -> StakeSplit {
        self.stake
    }

    /// The legs in selection order.
    pub fn legs(&self) -> &[Leg] {
        &self.legs
    }

    /// The bet's lines as lists of leg indices.
    pub fn lines(&self) -> Vec<Vec<usize>> {
        self.kind.lines(self.legs.len())
    }
}
