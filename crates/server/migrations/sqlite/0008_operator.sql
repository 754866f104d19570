-- The operator API (docs/decisions/015-operator-api-and-liability.md): every admin call
-- recorded, trader suspensions the feed applies, the per-player stake factor, and the index the
-- liability check at placement reads.

-- Who (a token fingerprint or `cli:<unix user>`), what, when (unix ms) and the answer's status.
CREATE TABLE admin_audit (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    actor       TEXT    NOT NULL,
    method      TEXT    NOT NULL,
    path        TEXT    NOT NULL,
    body        TEXT    NOT NULL,
    status      INTEGER NOT NULL,
    created_at  INTEGER NOT NULL
) STRICT;
CREATE INDEX admin_audit_created ON admin_audit (created_at);

-- A whole match (no market), every line of a market (no specifier) or one line, suspended by a
-- trader until resumed.
CREATE TABLE trader_suspensions (
    match_id    INTEGER NOT NULL,
    market_id   INTEGER,
    specifier   TEXT,
    actor       TEXT    NOT NULL,
    created_at  INTEGER NOT NULL
) STRICT;
CREATE UNIQUE INDEX trader_suspensions_scope
    ON trader_suspensions (match_id, COALESCE(market_id, -1), COALESCE(specifier, '*'));

-- Thousandths: 1000 is 1.00, 500 halves the player's max stake and max payout.
ALTER TABLE users ADD COLUMN stake_factor INTEGER NOT NULL DEFAULT 1000;

CREATE INDEX bet_selections_outcome ON bet_selections (match_id, market_id, specifier, outcome_id, bet_id);
