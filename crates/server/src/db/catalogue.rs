//! SQL for the catalogue aggregate: the structure (sports → competitors), matches with their
//! statistics, model state and markets, provider statuses, and the feed's own key/value state.

use crate::catalogue::model::{Category, Competitor, EventKind, Match, Sport, Tournament};
use anyhow::Context;
use sportsbook_core::catalogue::{MatchStatus, Provider, SportType};
use sportsbook_core::locale::LocalizedName;
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, AnyPool, Row};

/// A match as stored: the catalogue view plus the feed's opaque model state (JSON).
pub struct StoredMatch {
    pub event: Match,
    pub model: String,
}

fn name(row: &AnyRow) -> Result<LocalizedName, sqlx::Error> {
    Ok(LocalizedName { en: row.try_get("name_en")?, sr: row.try_get("name_sr")? })
}

fn id32(row: &AnyRow, column: &str) -> Result<u32, sqlx::Error> {
    let v: i64 = row.try_get(column)?;
    u32::try_from(v).map_err(|e| sqlx::Error::Decode(e.into()))
}

fn opt_id32(row: &AnyRow, column: &str) -> Result<Option<u32>, sqlx::Error> {
    let v: Option<i64> = row.try_get(column)?;
    v.map(|v| u32::try_from(v).map_err(|e| sqlx::Error::Decode(e.into()))).transpose()
}

/// Inserts the whole structure (first start only).
pub async fn insert_structure(
    conn: &mut AnyConnection,
    sports: &[Sport],
    categories: &[Category],
    tournaments: &[Tournament],
    competitors: &[Competitor],
) -> anyhow::Result<()> {
    for s in sports {
        sqlx::query("INSERT INTO sports (id, key, urn_id, name_en, name_sr, priority, sport_type, provider) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)")
            .bind(i64::from(s.id)).bind(&s.key).bind(&s.urn_id).bind(&s.name.en).bind(&s.name.sr)
            .bind(i64::from(s.priority)).bind(s.sport_type.as_str()).bind(s.provider.as_str())
            .execute(&mut *conn).await.context("inserting sport")?;
    }
    for c in categories {
        sqlx::query("INSERT INTO categories (id, sport_id, slug, name_en, name_sr, priority, country_code) VALUES ($1, $2, $3, $4, $5, $6, $7)")
            .bind(i64::from(c.id)).bind(i64::from(c.sport_id)).bind(&c.slug).bind(&c.name.en).bind(&c.name.sr)
            .bind(i64::from(c.priority)).bind(c.country_code.as_deref())
            .execute(&mut *conn).await.context("inserting category")?;
    }
    for t in tournaments {
        sqlx::query("INSERT INTO tournaments (id, sport_id, category_id, urn_id, slug, name_en, name_sr, priority, level) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)")
            .bind(i64::from(t.id)).bind(i64::from(t.sport_id)).bind(i64::from(t.category_id)).bind(&t.urn_id)
            .bind(&t.slug).bind(&t.name.en).bind(&t.name.sr).bind(i64::from(t.priority)).bind(&t.level)
            .execute(&mut *conn).await.context("inserting tournament")?;
    }
    for c in competitors {
        sqlx::query("INSERT INTO competitors (id, sport_id, name_en, name_sr, rating, stadium, city) VALUES ($1, $2, $3, $4, $5, $6, $7)")
            .bind(i64::from(c.id)).bind(i64::from(c.sport_id)).bind(&c.name.en).bind(&c.name.sr)
            .bind(c.rating).bind(c.stadium.as_deref()).bind(c.city.as_deref())
            .execute(&mut *conn).await.context("inserting competitor")?;
    }
    Ok(())
}

/// The stored structure, or empty vectors on a fresh database.
pub async fn load_structure(
    pool: &AnyPool,
) -> anyhow::Result<(Vec<Sport>, Vec<Category>, Vec<Tournament>, Vec<Competitor>)> {
    let sports = sqlx::query("SELECT id, key, urn_id, name_en, name_sr, priority, sport_type, provider FROM sports")
        .fetch_all(pool)
        .await
        .context("loading sports")?
        .iter()
        .map(|r| {
            let sport_type: String = r.try_get("sport_type")?;
            let provider: String = r.try_get("provider")?;
            Ok(Sport {
                id: id32(r, "id")?,
                key: r.try_get("key")?,
                urn_id: r.try_get("urn_id")?,
                name: name(r)?,
                priority: r.try_get::<i64, _>("priority")? as i32,
                sport_type: SportType::parse(&sport_type)
                    .ok_or_else(|| sqlx::Error::Decode(format!("sport type {sport_type}").into()))?,
                provider: Provider::parse(&provider)
                    .ok_or_else(|| sqlx::Error::Decode(format!("provider {provider}").into()))?,
            })
        })
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
    let categories = sqlx::query("SELECT id, sport_id, slug, name_en, name_sr, priority, country_code FROM categories")
        .fetch_all(pool)
        .await
        .context("loading categories")?
        .iter()
        .map(|r| {
            Ok(Category {
                id: id32(r, "id")?,
                sport_id: id32(r, "sport_id")?,
                slug: r.try_get("slug")?,
                name: name(r)?,
                priority: r.try_get::<i64, _>("priority")? as i32,
                country_code: r.try_get("country_code")?,
            })
        })
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
    let tournaments = sqlx::query(
        "SELECT id, sport_id, category_id, urn_id, slug, name_en, name_sr, priority, level FROM tournaments",
    )
    .fetch_all(pool)
    .await
    .context("loading tournaments")?
    .iter()
    .map(|r| {
        Ok(Tournament {
            id: id32(r, "id")?,
            sport_id: id32(r, "sport_id")?,
            category_id: id32(r, "category_id")?,
            urn_id: r.try_get("urn_id")?,
            slug: r.try_get("slug")?,
            name: name(r)?,
            priority: r.try_get::<i64, _>("priority")? as i32,
            level: r.try_get("level")?,
        })
    })
    .collect::<Result<Vec<_>, sqlx::Error>>()?;
    let competitors = sqlx::query("SELECT id, sport_id, name_en, name_sr, rating, stadium, city FROM competitors")
        .fetch_all(pool)
        .await
        .context("loading competitors")?
        .iter()
        .map(|r| {
            Ok(Competitor {
                id: id32(r, "id")?,
                sport_id: id32(r, "sport_id")?,
                name: name(r)?,
                rating: r.try_get("rating")?,
                stadium: r.try_get("stadium")?,
                city: r.try_get("city")?,
            })
        })
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
    Ok((sports, categories, tournaments, competitors))
}

const UPSERT_MATCH: &str = "INSERT INTO matches (id, kind, urn_id, slug, sport_id, tournament_id, home_id, away_id, start_time, end_time, status, stadium, city, has_video, statistics, model, markets, updated_at)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
ON CONFLICT (id) DO UPDATE SET status = excluded.status, start_time = excluded.start_time, statistics = excluded.statistics,
    model = excluded.model, markets = excluded.markets, has_video = excluded.has_video, updated_at = excluded.updated_at";

/// A match with its JSON columns already serialized, so a writer can prepare its rows before
/// it takes the database's one write turn (a football match's markets are tens of kilobytes).
pub struct MatchRow<'a> {
    event: &'a Match,
    statistics: String,
    markets: String,
    model: String,
}

impl<'a> MatchRow<'a> {
    pub fn new(event: &'a Match, model: String) -> anyhow::Result<MatchRow<'a>> {
        let statistics = serde_json::to_string(&event.statistics)?;
        let markets = serde_json::to_string(&event.markets)?;
        Ok(MatchRow { event, statistics, markets, model })
    }

    /// The size of its large columns, in bytes.
    pub fn bytes(&self) -> usize {
        self.statistics.len() + self.markets.len() + self.model.len()
    }
}

/// Inserts a match or updates its changing state, from a prepared row.
pub async fn upsert_row(conn: &mut AnyConnection, row: &MatchRow<'_>) -> anyhow::Result<()> {
    let MatchRow { event, statistics, markets, model } = row;
    sqlx::query(UPSERT_MATCH)
        .bind(i64::try_from(event.id)?)
        .bind(event.kind.as_str())
        .bind(&event.urn_id)
        .bind(&event.slug)
        .bind(i64::from(event.sport_id))
        .bind(i64::from(event.tournament_id))
        .bind(event.home_id.map(i64::from))
        .bind(event.away_id.map(i64::from))
        .bind(event.start_time)
        .bind(event.end_time)
        .bind(i64::from(i16::from(event.status)))
        .bind(event.stadium.as_deref())
        .bind(event.city.as_deref())
        .bind(i64::from(event.has_video))
        .bind(statistics.as_str())
        .bind(model.as_str())
        .bind(markets.as_str())
        .bind(event.updated_at)
        .execute(conn)
        .await
        .context("upserting match")?;
    Ok(())
}

const SELECT_MATCHES: &str = "SELECT id, kind, urn_id, slug, sport_id, tournament_id, home_id, away_id, start_time, end_time, status, stadium, city, has_video, statistics, model, markets, updated_at FROM matches";

/// Every stored match, outright and model state.
pub async fn load_matches(pool: &AnyPool) -> anyhow::Result<Vec<StoredMatch>> {
    let rows = sqlx::query(SELECT_MATCHES).fetch_all(pool).await.context("loading matches")?;
    rows.iter().map(decode_match).collect()
}

/// Matches written after `since` (unix ms), for processes that follow the feed's writes.
pub async fn load_matches_updated_since(pool: &AnyPool, since: i64) -> anyhow::Result<Vec<StoredMatch>> {
    let rows = sqlx::query(&format!("{SELECT_MATCHES} WHERE updated_at > $1"))
        .bind(since)
        .fetch_all(pool)
        .await
        .context("loading updated matches")?;
    rows.iter().map(decode_match).collect()
}

fn decode_match(r: &AnyRow) -> anyhow::Result<StoredMatch> {
    let kind: String = r.try_get("kind")?;
    let status: i64 = r.try_get("status")?;
    let statistics: String = r.try_get("statistics")?;
    let markets: String = r.try_get("markets")?;
    let event = Match {
        id: u64::try_from(r.try_get::<i64, _>("id")?)?,
        kind: EventKind::parse(&kind).with_context(|| format!("unknown event kind {kind}"))?,
        urn_id: r.try_get("urn_id")?,
        slug: r.try_get("slug")?,
        sport_id: id32(r, "sport_id")?,
        tournament_id: id32(r, "tournament_id")?,
        home_id: opt_id32(r, "home_id")?,
        away_id: opt_id32(r, "away_id")?,
        start_time: r.try_get("start_time")?,
        end_time: r.try_get("end_time")?,
        status: MatchStatus::try_from(i16::try_from(status)?).map_err(anyhow::Error::msg)?,
        stadium: r.try_get("stadium")?,
        city: r.try_get("city")?,
        has_video: r.try_get::<i64, _>("has_video")? != 0,
        statistics: serde_json::from_str(&statistics).context("decoding statistics")?,
        updated_at: r.try_get("updated_at")?,
        bets_count: 0,
        markets: serde_json::from_str(&markets).context("decoding markets")?,
    };
    Ok(StoredMatch { event, model: r.try_get("model")? })
}

/// Deletes finished matches that started before `before` (results are kept for a while).
pub async fn delete_finished_before(conn: &mut AnyConnection, before: i64) -> anyhow::Result<u64> {
    let done = sqlx::query("DELETE FROM matches WHERE status IN (3, 4) AND start_time < $1")
        .bind(before)
        .execute(conn)
        .await
        .context("pruning old matches")?;
    Ok(done.rows_affected())
}

/// Records whether a provider's feed is up.
pub async fn upsert_provider_status(
    conn: &mut AnyConnection,
    provider: Provider,
    is_active: bool,
    at: i64,
) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO provider_statuses (provider, is_active, updated_at) VALUES ($1, $2, $3)
        ON CONFLICT (provider) DO UPDATE SET is_active = excluded.is_active, updated_at = excluded.updated_at",
    )
    .bind(provider.as_str())
    .bind(i64::from(is_active))
    .bind(at)
    .execute(conn)
    .await
    .context("saving provider status")?;
    Ok(())
}

pub async fn load_provider_statuses(pool: &AnyPool) -> anyhow::Result<Vec<(Provider, bool)>> {
    let rows = sqlx::query("SELECT provider, is_active FROM provider_statuses")
        .fetch_all(pool)
        .await
        .context("loading provider statuses")?;
    rows.iter()
        .map(|r| {
            let name: String = r.try_get("provider")?;
            let provider = Provider::parse(&name).with_context(|| format!("unknown provider {name}"))?;
            Ok((provider, r.try_get::<i64, _>("is_active")? != 0))
        })
        .collect()
}

/// A value of the feed's key/value state (seed, schedule cursor, …).
pub async fn get_feed_state(pool: &AnyPool, key: &str) -> anyhow::Result<Option<String>> {
    let row = sqlx::query("SELECT value FROM feed_state WHERE key = $1")
        .bind(key)
        .fetch_optional(pool)
        .await
        .context("reading feed state")?;
    Ok(row.map(|r| r.try_get("value")).transpose()?)
}

pub async fn set_feed_state(conn: &mut AnyConnection, key: &str, value: &str) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO feed_state (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    )
    .bind(key)
    .bind(value)
    .execute(conn)
    .await
    .context("writing feed state")?;
    Ok(())
}
