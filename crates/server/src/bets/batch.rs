//! One batch of placements in one transaction (the writer's group commit, `writer.rs`). What
//! the checks need is read once for the whole batch — the idempotency keys, whether the markets
//! take bets, the outcomes' liabilities, the players' balances — each placement is then judged
//! in memory, in arrival order, against those figures as the batch's earlier placements left
//! them, and the accepted ones are written together: a few statements for the whole batch
//! rather than a dozen per bet. A refused placement writes nothing (its key is given back, so
//! a retry is judged afresh); a failed statement fails the batch and nothing of it commits.

use super::place::{stored, Job, Outcome, SCOPE};
use super::validate::ValidBet;
use super::view::BetDto;
use crate::db::exposure::Liabilities;
use crate::db::idempotency::{self, Claim};
use crate::db::ledger::AccountSpec;
use crate::db::limits::{self, UserLimit};
use crate::db::{bets, ledger, notifications, settlement, Backend};
use crate::error_code::ErrorCode;
use crate::limits::{Activity, Room};
use crate::refusal::BetRefusal;
use crate::settlement_keys::MarketKey;
use crate::wire::Data;
use anyhow::Context;
use axum::http::StatusCode;
use sportsbook_core::money::ledger::{LedgerAccountId, TransactionBuilder, TransactionKind};
use sportsbook_core::money::Currency;
use sqlx::AnyConnection;
use std::collections::hash_map::Entry;
use std::collections::{HashMap, HashSet};

/// What the batch knows while it judges: the figures read at its start, moved by every
/// placement it accepted so far.
struct Books {
    closed: HashSet<MarketKey>,
    liabilities: Liabilities,
    /// Account code → (id, balance).
    accounts: HashMap<String, (LedgerAccountId, i64)>,
    /// Players on a time-out or self-exclusion: the refusal each gets.
    blocked: HashMap<i64, BetRefusal>,
    /// The room of the stake limits of the players who have some, per player and currency.
    rooms: HashMap<(i64, Currency), Room>,
}

impl Books {
    async fn load(conn: &mut AnyConnection, backend: Backend, jobs: &[&Job], now: i64) -> anyhow::Result<Books> {
        let all_bets = || jobs.iter().flat_map(|job| &job.bets);
        let markets: Vec<MarketKey> = all_bets().flat_map(ValidBet::markets).collect();
        let match_ids: Vec<i64> = markets.iter().map(|m| m.match_id).collect();
        let mut codes: Vec<String> = jobs
            .iter()
            .flat_map(|job| job.bets.iter().map(|bet| ledger::wallet_code(job.user_id, bet.currency)))
            .collect();
        codes.sort_unstable();
        codes.dedup();
        let (blocked, rooms) = Books::load_limits(conn, jobs, now).await?;
        Ok(Books {
            closed: settlement::closed_markets(conn, &markets).await?,
            liabilities: Liabilities::load(conn, &match_ids).await?,
            accounts: ledger::balances_for_update(conn, backend, &codes).await?,
            blocked,
            rooms,
        })
    }

    /// The safer-gambling limits of the batch's players (one query; figures only for players
    /// who have stake limits).
    async fn load_limits(
        conn: &mut AnyConnection,
        jobs: &[&Job],
        now: i64,
    ) -> anyhow::Result<(HashMap<i64, BetRefusal>, HashMap<(i64, Currency), Room>)> {
        let mut users: Vec<i64> = jobs.iter().map(|job| job.user_id).collect();
        users.sort_unstable();
        users.dedup();
        let mut by_user: HashMap<i64, Vec<UserLimit>> = HashMap::new();
        for limit in limits::of_users(conn, &users).await? {
            by_user.entry(limit.user_id).or_default().push(limit);
        }
        let mut blocked = HashMap::new();
        let mut rooms = HashMap::new();
        for job in jobs {
            let Some(own) = by_user.get(&job.user_id) else { continue };
            let refusal = match crate::limits::blocked(own, now) {
                Some(block) => Some(block),
                None => crate::limits::out_of_time(conn, own, now).await?,
            };
            if let Some((code, details)) = refusal {
                blocked.insert(job.user_id, BetRefusal::general(code).with(details));
            }
            for bet in &job.bets {
                if let Entry::Vacant(slot) = rooms.entry((job.user_id, bet.currency)) {
                    let room = Room::load(conn, own, Activity::Stake, bet.currency, now).await?;
                    if !room.is_empty() {
                        slot.insert(room);
                    }
                }
            }
        }
        Ok((blocked, rooms))
    }

    /// Judges one bet and, when it is accepted, counts its stake and return.
    fn take(&mut self, user_id: i64, bet: &ValidBet) -> Result<(), BetRefusal> {
        if let Some(refusal) = self.blocked.get(&user_id) {
            return Err(refusal.clone());
        }
        if bet.markets().iter().any(|m| self.closed.contains(m)) {
            return Err(BetRefusal::general(ErrorCode::MarketSuspended));
        }
        super::liability::check(&self.liabilities, bet)?;
        let Some((_, balance)) = self.accounts.get_mut(&ledger::wallet_code(user_id, bet.currency)) else {
            return Err(BetRefusal::general(ErrorCode::InsufficientBalance));
        };
        if *balance < bet.stake {
            return Err(BetRefusal::general(ErrorCode::InsufficientBalance));
        }
        if let Some(room) = self.rooms.get_mut(&(user_id, bet.currency)) {
            room.take(bet.stake).map_err(|breach| BetRefusal::general(breach.code()).with(breach.details()))?;
        }
        *balance -= bet.stake;
        self.count(bet, 1);
        Ok(())
    }

    /// Gives back what an accepted bet took (its placement was refused later on).
    fn give_back(&mut self, user_id: i64, bet: &ValidBet) {
        if let Some((_, balance)) = self.accounts.get_mut(&ledger::wallet_code(user_id, bet.currency)) {
            *balance += bet.stake;
        }
        if let Some(room) = self.rooms.get_mut(&(user_id, bet.currency)) {
            room.give_back(bet.stake);
        }
        self.count(bet, -1);
    }

    fn count(&mut self, bet: &ValidBet, sign: i64) {
        for s in &bet.selections {
            let outcome = (s.match_id as i64, i64::from(s.market_id), s.specifier.as_str(), i64::from(s.outcome_id));
            self.liabilities.add(outcome, bet.currency.code(), sign * bet.potential_win);
        }
    }

    /// Judges a placement: all its bets, or none.
    fn judge(&mut self, job: &Job) -> Result<(), (usize, BetRefusal)> {
        for (index, bet) in job.bets.iter().enumerate() {
            if let Err(refusal) = self.take(job.user_id, bet) {
                for taken in &job.bets[..index] {
                    self.give_back(job.user_id, taken);
                }
                return Err((index, refusal));
            }
        }
        Ok(())
    }
}

/// How a placement of the batch stands while the batch is judged.
enum Verdict {
    Placed,
    /// The same key as the earlier placement `index` of this batch, which was placed.
    SameAs(usize),
    Done(Outcome),
}

/// Judges and writes the batch's placements in the caller's transaction; their outcomes in
/// order.
pub(super) async fn write(
    conn: &mut AnyConnection,
    backend: Backend,
    jobs: &[Job],
    now: i64,
) -> anyhow::Result<Vec<Outcome>> {
    let keys: Vec<_> = jobs.iter().map(|job| (job.user_id, job.key.as_str(), job.hash.as_str())).collect();
    let claimed_keys = idempotency::claim_many(conn, SCOPE, &keys, now).await?;
    // Whether each placement's key was claimed by this batch (by it or a same-key placement).
    let claimed: Vec<bool> = jobs.iter().map(|job| claimed_keys.contains(&(job.user_id, job.key.clone()))).collect();
    let fresh: Vec<&Job> = jobs.iter().zip(&claimed).filter(|(_, &c)| c).map(|(job, _)| job).collect();
    let mut books = Books::load(conn, backend, &fresh, now).await?;
    // The placement of this batch placed under each key.
    let mut placed_by: HashMap<(i64, &str), usize> = HashMap::new();
    let mut verdicts = Vec::with_capacity(jobs.len());
    for (index, job) in jobs.iter().enumerate() {
        let verdict = if !claimed[index] {
            Verdict::Done(match idempotency::stored(conn, job.user_id, SCOPE, &job.key, &job.hash).await? {
                Claim::Replay { status, response } => Outcome::Replay { status, response },
                Claim::Conflict => Outcome::Conflict,
                Claim::New => anyhow::bail!("a key present before the batch reads as new"),
            })
        } else if let Some(&earlier) = placed_by.get(&(job.user_id, job.key.as_str())) {
            if jobs[earlier].hash == job.hash {
                Verdict::SameAs(earlier)
            } else {
                Verdict::Done(Outcome::Conflict)
            }
        } else {
            match books.judge(job) {
                Ok(()) => {
                    placed_by.insert((job.user_id, job.key.as_str()), index);
                    Verdict::Placed
                }
                Err((bet, refusal)) => Verdict::Done(Outcome::Refused(bet, refusal)),
            }
        };
        verdicts.push(verdict);
    }
    let mut answers = store(conn, &books, jobs, &verdicts, now).await?;
    let unplaced =
        jobs.iter().zip(&claimed).filter(|(job, &c)| c && !placed_by.contains_key(&(job.user_id, job.key.as_str())));
    for (job, _) in unplaced {
        idempotency::release(conn, job.user_id, SCOPE, &job.key).await?;
    }
    let mut outcomes = Vec::with_capacity(jobs.len());
    // Replays first: they copy an answer the placed placement then takes.
    for verdict in &verdicts {
        if let Verdict::SameAs(earlier) = verdict {
            let (_, answer) = answers[*earlier].as_ref().context("the earlier placement's answer")?;
            outcomes.push(Some(Outcome::Replay { status: StatusCode::CREATED.as_u16(), response: answer.clone() }));
        } else {
            outcomes.push(None);
        }
    }
    for (index, verdict) in verdicts.into_iter().enumerate() {
        match verdict {
            Verdict::Done(outcome) => outcomes[index] = Some(outcome),
            Verdict::Placed => {
                let (bets, answer) = answers[index].take().context("a placed placement's answer")?;
                outcomes[index] = Some(Outcome::Placed { bets, answer });
            }
            Verdict::SameAs(_) => {}
        }
    }
    outcomes.into_iter().map(|o| o.context("a placement without an outcome")).collect()
}

/// Stores the placed placements' bets, their stakes' ledger transactions and their answers;
/// each placed placement's bets and answer, by placement.
async fn store(
    conn: &mut AnyConnection,
    books: &Books,
    jobs: &[Job],
    verdicts: &[Verdict],
    now: i64,
) -> anyhow::Result<Vec<Option<(Vec<bets::StoredBet>, String)>>> {
    let placed: Vec<usize> = (0..jobs.len()).filter(|&i| matches!(verdicts[i], Verdict::Placed)).collect();
    let mut rows: Vec<bets::StoredBet> = placed
        .iter()
        .flat_map(|&i| jobs[i].bets.iter().map(move |bet| stored(jobs[i].user_id, bet, jobs[i].accept_mode, now)))
        .collect();
    if rows.is_empty() {
        return Ok(jobs.iter().map(|_| None).collect());
    }
    bets::insert_many(conn, &mut rows).await?;
    let mut notes: Vec<_> = rows.iter().filter_map(crate::notifications::on_decision).collect();
    for ((user_id, _), room) in &books.rooms {
        notes.extend(
            room.reached().iter().map(|reached| crate::notifications::limit_reached(*user_id, reached.details())),
        );
    }
    notifications::insert_many(conn, &notes, now).await?;
    // Every player's bets-in-play account in one query (created on a player's first bet).
    let in_play_code = |bet: &bets::StoredBet| ledger::in_play_code(bet.user_id, bet.currency);
    let mut in_play_specs: Vec<AccountSpec> = rows
        .iter()
        .map(|bet| AccountSpec { code: in_play_code(bet), user_id: Some(bet.user_id), currency: bet.currency })
        .collect();
    in_play_specs.sort_unstable_by(|a, b| a.code.cmp(&b.code));
    in_play_specs.dedup_by(|a, b| a.code == b.code);
    let in_play_ids = ledger::ensure_many(conn, &in_play_specs, now).await?;
    let mut stakes = Vec::with_capacity(rows.len());
    for bet in &rows {
        let (wallet, _) = books.accounts[&ledger::wallet_code(bet.user_id, bet.currency)];
        let in_play = in_play_ids[&in_play_code(bet)];
        let stake = TransactionBuilder::new(TransactionKind::BetStake, super::view::ledger_reference(bet.id, None))
            .transfer(wallet, in_play, bet.currency, bet.stake)
            .build()
            .map_err(|e| anyhow::anyhow!("stake transaction: {e:?}"))?;
        stakes.push(stake);
    }
    ledger::record_many(conn, &stakes, now).await?;
    let mut answers: Vec<Option<(Vec<bets::StoredBet>, String)>> = jobs.iter().map(|_| None).collect();
    let mut rows = rows.into_iter();
    for &i in &placed {
        let bets: Vec<bets::StoredBet> = rows.by_ref().take(jobs[i].bets.len()).collect();
        let answer = Data { data: bets.iter().map(|b| BetDto::new(b, jobs[i].locale)).collect::<Vec<_>>() };
        let answer = serde_json::to_string(&answer).context("encoding the bets")?;
        answers[i] = Some((bets, answer));
    }
    let completed: Vec<_> = placed
        .iter()
        .map(|&i| {
            let answer = answers[i].as_ref().map_or("", |(_, answer)| answer.as_str());
            (jobs[i].user_id, jobs[i].key.as_str(), jobs[i].hash.as_str(), StatusCode::CREATED.as_u16(), answer)
        })
        .collect();
    idempotency::complete_many(conn, SCOPE, &completed).await?;
    Ok(answers)
}
