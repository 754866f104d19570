//! `sportsbook admin <command> [--flag value]…`: the operator API's operations from a shell, on
//! the configured database, each recorded in `admin_audit` as `cli:<unix user>`. Prints the
//! same JSON the HTTP route answers; exits 1 when the operation is refused (or, for `audit`,
//! when the ledger has a violation). Settlements recorded here are paid by the running server's
//! worker on its next poll; ending a match on a score needs the server's feed (HTTP only).

use super::auth::Actor;
use super::{audit, bets, exposure, ledger, maintenance, markets, players};
use crate::config::Config;
use crate::db::Db;
use crate::http::error::{ApiError, ApiResult};
use crate::settlement::command::Context;
use crate::settlement::requests::{self, CancelRequest, RollbackRequest, SettleRequest};
use crate::site::SiteConfig;
use axum::response::IntoResponse;
use serde::Serialize;
use serde_json::Value;
use std::collections::BTreeMap;

/// The `admin` part of `sportsbook --help`.
pub const USAGE: &str = "    admin suspend      --match-id N [--market-id N [--specifier S]]   trader suspension
    admin resume       --match-id N [--market-id N [--specifier S]]   lift it
    admin exposure     --match-id N                                   stakes and liability per outcome
    admin bets         [--player-id N] [--match-id N] [--status S] [--page N] [--limit N]
    admin player       --player-id N                                  country, currency, status, affiliate tag
    admin stake-factor --player-id N --factor F                       0 < F ≤ 10, two decimals at most
    admin lock         --player-id N                                  lock the account; the owner gets the unlock link
    admin settle       --match-id N --market-id N [--specifier S] --outcomes JSON
                       settle a market, e.g. --outcomes '[{\"outcome_id\": 1, \"result\": 1}]'
    admin cancel       --match-id N [--market-id N [--specifier S]] --reason TEXT   void a market or a match
    admin rollback     --match-id N --market-id N [--specifier S] --of settlement|cancellation
    admin maintenance  --starts-at T --ends-at T                      tell every player of a maintenance window (RFC 3339)
    admin audit        check the ledger's invariants; exit 1 and list them when any is violated";

/// `--name value` pairs, each flag once.
struct Flags(BTreeMap<String, String>);

impl Flags {
    fn parse(args: &[String]) -> ApiResult<Flags> {
        let mut flags = BTreeMap::new();
        let mut rest = args.iter();
        while let Some(name) = rest.next() {
            let name = name.strip_prefix("--").ok_or_else(|| ApiError::invalid(name.as_str(), "expected --flag"))?;
            let value = rest.next().ok_or_else(|| ApiError::invalid(name, "needs a value"))?;
            if flags.insert(name.to_owned(), value.clone()).is_some() {
                return Err(ApiError::invalid(name, "given twice"));
            }
        }
        Ok(Flags(flags))
    }

    fn take(&mut self, name: &str) -> Option<String> {
        self.0.remove(name)
    }

    fn number<T: std::str::FromStr>(&mut self, name: &str) -> ApiResult<Option<T>> {
        self.take(name)
            .map(|v| v.parse().map_err(|_| ApiError::invalid(name, format!("`{v}` is not a number"))))
            .transpose()
    }

    fn required<T: std::str::FromStr>(&mut self, name: &str) -> ApiResult<T> {
        self.number(name)?.ok_or_else(|| ApiError::invalid(name, "required"))
    }

    /// Refuses flags the command does not take.
    fn done(self) -> ApiResult<()> {
        match self.0.into_keys().next() {
            Some(unknown) => Err(ApiError::invalid(unknown, "unknown flag")),
            None => Ok(()),
        }
    }
}

fn suspension(flags: &mut Flags) -> ApiResult<markets::SuspensionRequest> {
    Ok(markets::SuspensionRequest {
        match_id: flags.required("match-id")?,
        market_id: flags.number("market-id")?,
        specifier: flags.take("specifier"),
    })
}

/// An admin command with its inputs, read from the flags before anything runs.
enum Command {
    Suspend(markets::SuspensionRequest),
    Resume(markets::SuspensionRequest),
    Exposure(exposure::ExposureQuery),
    Bets(bets::BetSearchQuery),
    Player(i64),
    StakeFactor(i64, players::StakeFactorRequest),
    Lock(i64),
    Settle(SettleRequest),
    Cancel(CancelRequest),
    Rollback(RollbackRequest),
    Maintenance(maintenance::MaintenanceRequest),
    Audit,
}

impl Command {
    /// Reads the command; a missing, malformed or unknown flag refuses it.
    fn parse(name: &str, mut flags: Flags) -> ApiResult<Command> {
        let command = match name {
            "suspend" => Command::Suspend(suspension(&mut flags)?),
            "resume" => Command::Resume(suspension(&mut flags)?),
            "exposure" => Command::Exposure(exposure::ExposureQuery { match_id: flags.take("match-id") }),
            "bets" => Command::Bets(bets::BetSearchQuery {
                player_id: flags.take("player-id"),
                match_id: flags.take("match-id"),
                status: flags.take("status"),
                page: flags.take("page"),
                limit: flags.take("limit"),
            }),
            "player" => Command::Player(flags.required("player-id")?),
            "lock" => Command::Lock(flags.required("player-id")?),
            "stake-factor" => {
                let player_id = flags.required("player-id")?;
                let factor = Value::String(flags.take("factor").unwrap_or_default());
                Command::StakeFactor(player_id, players::StakeFactorRequest { factor })
            }
            "settle" => Command::Settle(SettleRequest {
                match_id: flags.required("match-id")?,
                market_id: flags.required("market-id")?,
                specifier: flags.take("specifier").unwrap_or_default(),
                outcomes: serde_json::from_str(&flags.take("outcomes").unwrap_or_default())
                    .map_err(|e| ApiError::invalid("outcomes", e.to_string()))?,
            }),
            "cancel" => Command::Cancel(CancelRequest {
                match_id: flags.required("match-id")?,
                market_id: flags.number("market-id")?,
                specifier: flags.take("specifier").unwrap_or_default(),
                reason: flags.take("reason").unwrap_or_default(),
            }),
            "rollback" => Command::Rollback(RollbackRequest {
                match_id: flags.required("match-id")?,
                market_id: flags.required("market-id")?,
                specifier: flags.take("specifier").unwrap_or_default(),
                of: serde_json::from_value(Value::String(flags.take("of").unwrap_or_default()))
                    .map_err(|_| ApiError::invalid("of", "`settlement` or `cancellation`"))?,
            }),
            "maintenance" => Command::Maintenance(maintenance::MaintenanceRequest {
                starts_at: flags.take("starts-at").unwrap_or_default(),
                ends_at: flags.take("ends-at").unwrap_or_default(),
            }),
            "audit" => Command::Audit,
            other => return Err(ApiError::invalid("command", format!("unknown admin command `{other}`"))),
        };
        flags.done()?;
        Ok(command)
    }

    /// Runs the command; its answer as JSON.
    async fn run(self, db: &Db, config: &Config, actor: &Actor) -> ApiResult<Value> {
        fn json(value: impl Serialize) -> ApiResult<Value> {
            serde_json::to_value(value).map_err(|e| ApiError::Internal(e.into()))
        }
        match self {
            Command::Suspend(request) => json(markets::suspend(db, actor, request).await?),
            Command::Resume(request) => json(markets::resume(db, request).await?),
            Command::Exposure(query) => json(exposure::of_match(db, query).await?),
            Command::Bets(query) => json(bets::search(db, query).await?),
            Command::Player(player_id) => json(players::find(db, player_id).await?),
            Command::StakeFactor(player_id, request) => json(players::set(db, player_id, request).await?),
            Command::Lock(player_id) => {
                // The server's relay sends the unlock email; its realtime ends the player's pages.
                let site = SiteConfig::of(config).map_err(ApiError::Internal)?;
                json(players::lock(db, &site, player_id).await?)
            }
            Command::Settle(request) => json(requests::settle(Context { db, catalogue: None }, request).await?),
            Command::Cancel(request) => json(requests::cancel(Context { db, catalogue: None }, request).await?),
            Command::Rollback(request) => json(requests::roll_back(Context { db, catalogue: None }, request).await?),
            Command::Maintenance(request) => {
                // The players' bells catch up when they next load: the CLI has no realtime to tell.
                json(maintenance::announce(db, &request, crate::clock::now_ms()).await?.0)
            }
            Command::Audit => json(ledger::audit(db).await?),
        }
    }
}

/// `sportsbook admin <command> …`: runs it, records it, prints the answer; the exit code.
pub async fn run(args: &[String]) -> anyhow::Result<i32> {
    let Some((command, rest)) = args.split_first() else {
        anyhow::bail!("an admin command is needed:\n{USAGE}");
    };
    let config = Config::from_env()?;
    let db = Db::connect(&config.database_url).await?;
    let actor = Actor(format!("cli:{}", config.unix_user));
    let outcome = match Flags::parse(rest).and_then(|flags| Command::parse(command, flags)) {
        Ok(parsed) => parsed.run(&db, &config, &actor).await,
        Err(error) => Err(error),
    };
    let (status, body) = match outcome {
        Ok(value) => (200, value),
        Err(error) => {
            let response = error.into_response();
            let status = response.status().as_u16();
            let bytes = axum::body::to_bytes(response.into_body(), 64 * 1024).await.unwrap_or_default();
            (status, serde_json::from_slice(&bytes).unwrap_or(Value::Null))
        }
    };
    audit::record(&db, &actor.0, "CLI", &format!("admin {command}"), &rest.join(" "), status).await;
    println!("{}", serde_json::to_string_pretty(&body)?);
    let violated = body["violations"].as_u64().is_some_and(|n| n > 0);
    Ok(if status < 300 && !violated { 0 } else { 1 })
}
