-- Sign-in lockout per (account, address) and per known device, with a progressive delay per
-- account (docs/decisions/047-dev-tools-connections-and-lockout.md): strangers' guesses slow the
-- account down and lock their own address out, while the owner's known device keeps working.
ALTER TABLE users ADD COLUMN last_failed_at INTEGER;

-- Wrong passwords for an account from one client address, the latest at `last_failed_at`.
CREATE TABLE sign_in_failures (
    user_id         INTEGER NOT NULL REFERENCES users (id),
    address         TEXT    NOT NULL,
    failures        INTEGER NOT NULL,
    last_failed_at  INTEGER NOT NULL,
    PRIMARY KEY (user_id, address)
) STRICT;

-- A browser the player signed in from (the `sb_device` cookie, stored as its digest), with the
-- wrong passwords typed on it and, after too many, until when it is locked.
CREATE TABLE known_devices (
    token_hash    TEXT    PRIMARY KEY,
    user_id       INTEGER NOT NULL REFERENCES users (id),
    failures      INTEGER NOT NULL DEFAULT 0,
    locked_until  INTEGER,
    created_at    INTEGER NOT NULL,
    last_seen_at  INTEGER NOT NULL
) STRICT;
CREATE INDEX known_devices_user ON known_devices (user_id);
