//! Live statistics on the wire (docs/product.md#match-statistics).

use crate::clock::iso;
use serde::Serialize;
use sportsbook_core::catalogue::Side;
use sportsbook_core::statistics::Statistics;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct ClockDto {
    /// Elapsed match time in seconds.
    pub match_time: u32,
    pub stoppage_time: Option<u32>,
    pub stoppage_time_announced: Option<u32>,
    pub remaining_time: Option<u32>,
    pub remaining_time_in_period: Option<u32>,
    pub stopped: bool,
    /// When these values were true (ISO 8601); a running clock advances from here.
    pub clock_updated_at: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ScoreDto {
    pub home: u32,
    pub away: u32,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct GameScoreDto {
    pub home: String,
    pub away: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PeriodScoreDto {
    pub number: u8,
    pub home: u32,
    pub away: u32,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StatisticsDto {
    pub clock: ClockDto,
    pub total_score: ScoreDto,
    pub game_score: Option<GameScoreDto>,
    /// `home` or `away` (tennis, table tennis, volleyball).
    pub current_server: Option<&'static str>,
    pub period_score: Vec<PeriodScoreDto>,
    pub max_period_number: u8,
}

impl StatisticsDto {
    pub fn new(stats: &Statistics, updated_at: i64) -> StatisticsDto {
        let c = &stats.clock;
        StatisticsDto {
            clock: ClockDto {
                match_time: c.match_time,
                stoppage_time: c.stoppage_time,
                stoppage_time_announced: c.stoppage_time_announced,
                remaining_time: c.remaining_time,
                remaining_time_in_period: c.remaining_time_in_period,
                stopped: c.stopped,
                clock_updated_at: iso(updated_at),
            },
            total_score: ScoreDto { home: stats.total_score.home, away: stats.total_score.away },
            game_score: stats.game_score.as_ref().map(|(h, a)| GameScoreDto { home: h.clone(), away: a.clone() }),
            current_server: stats.current_server.map(|s| match s {
                Side::Home => "home",
                Side::Away => "away",
            }),
            period_score: stats
                .period_score
                .iter()
                .map(|p| PeriodScoreDto { number: p.number, home: p.home, away: p.away })
                .collect(),
            max_period_number: stats.max_period_number,
        }
    }
}
