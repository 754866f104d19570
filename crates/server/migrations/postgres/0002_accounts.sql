-- Accounts: players, sessions, single-use tokens, phone verification, the double-entry
-- ledger (wallet), payments, limits and the email/SMS outbox. Times are unix milliseconds.
CREATE TABLE users (
    id                     BIGSERIAL PRIMARY KEY,
    email                  TEXT    UNIQUE,
    auth_phone_number      TEXT    UNIQUE,
    mobile_phone           TEXT,
    password_hash          TEXT    NOT NULL,
    first_name             TEXT,
    last_name              TEXT,
    nickname               TEXT,
    language               TEXT    NOT NULL,
    currency               TEXT    NOT NULL,
    country                TEXT    NOT NULL,
    confirmed_at           BIGINT,
    failed_attempts        BIGINT  NOT NULL DEFAULT 0,
    locked_at              BIGINT,
    comp_points            BIGINT  NOT NULL DEFAULT 0,
    odds_type              TEXT,
    stakes                 TEXT,
    auto_accept_odds_change TEXT,
    created_at             BIGINT  NOT NULL
);

CREATE TABLE sessions (
    token_hash  TEXT    PRIMARY KEY,
    user_id     BIGINT  NOT NULL REFERENCES users (id),
    created_at  BIGINT  NOT NULL,
    expires_at  BIGINT  NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

CREATE TABLE user_tokens (
    token_hash  TEXT    PRIMARY KEY,
    user_id     BIGINT  NOT NULL REFERENCES users (id),
    purpose     TEXT    NOT NULL,
    created_at  BIGINT  NOT NULL,
    expires_at  BIGINT  NOT NULL,
    used_at     BIGINT
);
CREATE INDEX user_tokens_user ON user_tokens (user_id, purpose);

CREATE TABLE phone_verifications (
    user_id        BIGINT PRIMARY KEY REFERENCES users (id),
    phone_number   TEXT    NOT NULL,
    code_hash      TEXT,
    code_expires_at BIGINT  NOT NULL DEFAULT 0,
    attempts       BIGINT  NOT NULL DEFAULT 0,
    resend_after   BIGINT  NOT NULL DEFAULT 0,
    window_start   BIGINT  NOT NULL DEFAULT 0,
    sms_sent       BIGINT  NOT NULL DEFAULT 0,
    verified_at    BIGINT
);

CREATE TABLE ledger_accounts (
    id          BIGSERIAL PRIMARY KEY,
    user_id     BIGINT  REFERENCES users (id),
    code        TEXT    NOT NULL UNIQUE,
    currency    TEXT    NOT NULL,
    balance     BIGINT  NOT NULL DEFAULT 0,
    active      BIGINT  NOT NULL DEFAULT 1,
    created_at  BIGINT  NOT NULL
);
CREATE INDEX ledger_accounts_user ON ledger_accounts (user_id);

CREATE TABLE ledger_transactions (
    id          BIGSERIAL PRIMARY KEY,
    kind        TEXT    NOT NULL,
    reference   TEXT    NOT NULL,
    created_at  BIGINT  NOT NULL
);

CREATE TABLE ledger_postings (
    id              BIGSERIAL PRIMARY KEY,
    transaction_id  BIGINT  NOT NULL REFERENCES ledger_transactions (id),
    account_id      BIGINT  NOT NULL REFERENCES ledger_accounts (id),
    currency        TEXT    NOT NULL,
    amount          BIGINT  NOT NULL
);
CREATE INDEX ledger_postings_account ON ledger_postings (account_id, transaction_id);

CREATE TABLE payments (
    id              TEXT    PRIMARY KEY,
    user_id         BIGINT  NOT NULL REFERENCES users (id),
    kind            TEXT    NOT NULL,
    amount          BIGINT  NOT NULL,
    currency        TEXT    NOT NULL,
    status          TEXT    NOT NULL,
    transaction_id  BIGINT  REFERENCES ledger_transactions (id),
    created_at      BIGINT  NOT NULL,
    updated_at      BIGINT  NOT NULL
);
CREATE INDEX payments_user ON payments (user_id, created_at);

CREATE TABLE user_limits (
    id          BIGSERIAL PRIMARY KEY,
    user_id     BIGINT  NOT NULL REFERENCES users (id),
    limit_type  TEXT    NOT NULL,
    status      TEXT    NOT NULL,
    amount      BIGINT,
    period      TEXT,
    created_at  BIGINT  NOT NULL
);
CREATE INDEX user_limits_user ON user_limits (user_id);

CREATE TABLE outbox_messages (
    id          BIGSERIAL PRIMARY KEY,
    channel     TEXT    NOT NULL,
    recipient   TEXT    NOT NULL,
    subject     TEXT    NOT NULL,
    body        TEXT    NOT NULL,
    link        TEXT,
    code        TEXT,
    created_at  BIGINT  NOT NULL
);
