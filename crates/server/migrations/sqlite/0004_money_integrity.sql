-- Money tables become STRICT, so SQLite itself refuses a non-integer amount (an integer
-- overflow in `balance + x` yields a REAL, which a STRICT INTEGER column rejects), and
-- idempotency keys make deposits (and later bets) exactly-once.
--
-- The old tables are renamed first (their foreign keys follow them), the new ones created
-- under the real names, filled parent before child, and the old ones dropped child first, so
-- no foreign key is ever violated with foreign keys on.
DROP INDEX ledger_accounts_user;
DROP INDEX ledger_postings_account;
DROP INDEX payments_user;
ALTER TABLE ledger_accounts RENAME TO ledger_accounts_old;
ALTER TABLE ledger_transactions RENAME TO ledger_transactions_old;
ALTER TABLE ledger_postings RENAME TO ledger_postings_old;
ALTER TABLE payments RENAME TO payments_old;

CREATE TABLE ledger_accounts (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id     INTEGER REFERENCES users (id),
    code        TEXT    NOT NULL UNIQUE,
    currency    TEXT    NOT NULL,
    balance     INTEGER NOT NULL DEFAULT 0,
    active      INTEGER NOT NULL DEFAULT 1,
    created_at  INTEGER NOT NULL
) STRICT;
CREATE INDEX ledger_accounts_user ON ledger_accounts (user_id);

CREATE TABLE ledger_transactions (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    kind        TEXT    NOT NULL,
    reference   TEXT    NOT NULL,
    created_at  INTEGER NOT NULL
) STRICT;

CREATE TABLE ledger_postings (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    transaction_id  INTEGER NOT NULL REFERENCES ledger_transactions (id),
    account_id      INTEGER NOT NULL REFERENCES ledger_accounts (id),
    currency        TEXT    NOT NULL,
    amount          INTEGER NOT NULL
) STRICT;
CREATE INDEX ledger_postings_account ON ledger_postings (account_id, transaction_id);

CREATE TABLE payments (
    id              TEXT    PRIMARY KEY,
    user_id         INTEGER NOT NULL REFERENCES users (id),
    kind            TEXT    NOT NULL,
    amount          INTEGER NOT NULL,
    currency        TEXT    NOT NULL,
    status          TEXT    NOT NULL,
    transaction_id  INTEGER REFERENCES ledger_transactions (id),
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
) STRICT;
CREATE INDEX payments_user ON payments (user_id, created_at);

INSERT INTO ledger_accounts SELECT id, user_id, code, currency, balance, active, created_at FROM ledger_accounts_old;
INSERT INTO ledger_transactions SELECT id, kind, reference, created_at FROM ledger_transactions_old;
INSERT INTO ledger_postings SELECT id, transaction_id, account_id, currency, amount FROM ledger_postings_old;
INSERT INTO payments
    SELECT id, user_id, kind, amount, currency, status, transaction_id, created_at, updated_at FROM payments_old;

DROP TABLE payments_old;
DROP TABLE ledger_postings_old;
DROP TABLE ledger_transactions_old;
DROP TABLE ledger_accounts_old;

-- One row per (player, scope, key): claimed in the same transaction as the work it guards,
-- holding the first answer once that transaction commits.
CREATE TABLE idempotency_keys (
    user_id       INTEGER NOT NULL REFERENCES users (id),
    scope         TEXT    NOT NULL,
    key           TEXT    NOT NULL,
    request_hash  TEXT    NOT NULL,
    status        INTEGER,
    response      TEXT,
    created_at    INTEGER NOT NULL,
    PRIMARY KEY (user_id, scope, key)
) STRICT;
