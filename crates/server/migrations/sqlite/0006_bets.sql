-- Bets and their selections (spec §3 "Bet (server form)"). Amounts in minor units, odds in
-- thousandths. A live bet waits out its delay as `submitted` until `decide_at` (unix ms); the
-- decision survives a restart because it is made from these rows.
ALTER TABLE users ADD COLUMN pve INTEGER NOT NULL DEFAULT 0;

CREATE TABLE bets (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id         INTEGER NOT NULL REFERENCES users (id),
    kind            TEXT    NOT NULL,
    system_id       TEXT,
    status          TEXT    NOT NULL,
    result          TEXT    NOT NULL,
    currency        TEXT    NOT NULL,
    stake           INTEGER NOT NULL,
    lines           INTEGER NOT NULL,
    stake_per_line  INTEGER NOT NULL,
    odds            INTEGER NOT NULL,
    potential_win   INTEGER NOT NULL,
    payout          INTEGER,
    accept_mode     TEXT    NOT NULL,
    decide_at       INTEGER,
    reason          TEXT,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
) STRICT;
CREATE INDEX bets_user ON bets (user_id, id);
CREATE INDEX bets_submitted ON bets (status, decide_at);

CREATE TABLE bet_selections (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    bet_id          INTEGER NOT NULL REFERENCES bets (id),
    position        INTEGER NOT NULL,
    match_id        INTEGER NOT NULL,
    market_id       INTEGER NOT NULL,
    specifier       TEXT    NOT NULL,
    outcome_id      INTEGER NOT NULL,
    requested_odds  INTEGER NOT NULL,
    odds            INTEGER NOT NULL,
    status          TEXT    NOT NULL,
    sport_key       TEXT    NOT NULL,
    is_live         INTEGER NOT NULL,
    names           TEXT    NOT NULL
) STRICT;
CREATE INDEX bet_selections_bet ON bet_selections (bet_id, position);
CREATE INDEX bet_selections_market ON bet_selections (match_id, market_id, specifier);
