-- Bets and their selections (spec §3 "Bet (server form)"). Amounts in minor units, odds in
-- thousandths. A live bet waits out its delay as `submitted` until `decide_at` (unix ms); the
-- decision survives a restart because it is made from these rows.
ALTER TABLE users ADD COLUMN pve BIGINT  NOT NULL DEFAULT 0;

CREATE TABLE bets (
    id              BIGSERIAL PRIMARY KEY,
    user_id         BIGINT  NOT NULL REFERENCES users (id),
    kind            TEXT    NOT NULL,
    system_id       TEXT,
    status          TEXT    NOT NULL,
    result          TEXT    NOT NULL,
    currency        TEXT    NOT NULL,
    stake           BIGINT  NOT NULL,
    lines           BIGINT  NOT NULL,
    stake_per_line  BIGINT  NOT NULL,
    odds            BIGINT  NOT NULL,
    potential_win   BIGINT  NOT NULL,
    payout          BIGINT,
    accept_mode     TEXT    NOT NULL,
    decide_at       BIGINT,
    reason          TEXT,
    created_at      BIGINT  NOT NULL,
    updated_at      BIGINT  NOT NULL
);
CREATE INDEX bets_user ON bets (user_id, id);
CREATE INDEX bets_submitted ON bets (status, decide_at);

CREATE TABLE bet_selections (
    id              BIGSERIAL PRIMARY KEY,
    bet_id          BIGINT  NOT NULL REFERENCES bets (id),
    position        BIGINT  NOT NULL,
    match_id        BIGINT  NOT NULL,
    market_id       BIGINT  NOT NULL,
    specifier       TEXT    NOT NULL,
    outcome_id      BIGINT  NOT NULL,
    requested_odds  BIGINT  NOT NULL,
    odds            BIGINT  NOT NULL,
    status          TEXT    NOT NULL,
    sport_key       TEXT    NOT NULL,
    is_live         BIGINT  NOT NULL,
    names           TEXT    NOT NULL
);
CREATE INDEX bet_selections_bet ON bet_selections (bet_id, position);
CREATE INDEX bet_selections_market ON bet_selections (match_id, market_id, specifier);
