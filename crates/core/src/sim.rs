//! What a simulated match reports when time advances.

use crate::catalogue::Side;
use serde::{Deserialize, Serialize};

/// Something that happened while a model advanced.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SimEvent {
    pub kind: SimEventKind,
    /// True for price-moving incidents after which a book suspends live markets briefly
    /// (a goal, a red card, a break of serve, a map won). Routine points are `false`.
    pub suspends_markets: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SimEventKind {
    /// The match went live (status 0 → 1).
    Started,
    /// A side scored `points` (a goal, a basket, a point, a game, a map, runs).
    Scored { side: Side, points: u32 },
    /// A price-moving incident that is not a score (red card, penalty awarded, injury, wicket).
    Incident { side: Side },
    /// A period (half, quarter, set, map, innings) began; 1-based.
    PeriodStarted { number: u8 },
    /// A period ended; 1-based.
    PeriodEnded { number: u8 },
    /// The match ended (status → 4) and every market is settled.
    Finished,
}

impl SimEvent {
    pub fn new(kind: SimEventKind, suspends_markets: bool) -> Self {
        SimEvent { kind, suspends_markets }
    }
}
