-- Safer-gambling limits the server enforces (docs/decisions/022-safer-gambling-limits.md). The
-- table of 0002 was never written (the API only listed it), so it is made anew. One row per
-- player, type, period and currency: money limits (deposit, wager, loss per period; bet per
-- stake) hold the amount in force and, while a loosening waits out its cooling period, the
-- amount asked for (none: removal) and when; blocks (time-out, self-exclusion) hold their end.
DROP TABLE user_limits;
CREATE TABLE user_limits (
    id              BIGSERIAL PRIMARY KEY,
    user_id         BIGINT NOT NULL REFERENCES users (id),
    limit_type      TEXT    NOT NULL,
    period          TEXT    NOT NULL,
    currency        TEXT    NOT NULL,
    amount          BIGINT,
    pending_amount  BIGINT,
    requested_at    BIGINT,
    ends_at         BIGINT,
    created_at      BIGINT NOT NULL,
    UNIQUE (user_id, limit_type, period, currency)
);
