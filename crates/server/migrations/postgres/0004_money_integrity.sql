-- Idempotency keys make deposits (and later bets) exactly-once. (PostgreSQL's BIGINT columns
-- already refuse non-integers and overflow; SQLite's tables become STRICT in its migration.)
CREATE TABLE idempotency_keys (
    user_id       BIGINT  NOT NULL REFERENCES users (id),
    scope         TEXT    NOT NULL,
    key           TEXT    NOT NULL,
    request_hash  TEXT    NOT NULL,
    status        BIGINT,
    response      TEXT,
    created_at    BIGINT  NOT NULL,
    PRIMARY KEY (user_id, scope, key)
);
