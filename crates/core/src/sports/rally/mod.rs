//! Shared exact Markov engine for point-by-point sports (tennis, table tennis, volleyball):
//! races to N points (games, tiebreaks, sets), best-of-N series of such races, the two-way /
//! total / handicap / score books built on their distributions, and the shared live model of
//! the rally-scored sports.

pub mod book;
pub mod clock;
pub mod contest;
pub mod race;
pub mod series;
pub mod unplayed;

pub use race::{finals, Final, FirstTo, PointOdds, Race, Serve};
pub use series::{calibrate, series_finals, Series, SeriesFinal, SeriesState};
#[cfg(test)]
pub mod testkit;
