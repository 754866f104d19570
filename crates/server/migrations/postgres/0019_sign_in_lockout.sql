-- Sign-in lockout per (account, address) and per known device, with a progressive delay per
-- account (docs/decisions/047-dev-tools-connections-and-lockout.md): strangers' guesses slow the
-- account down and lock their own address out, while the owner's known device keeps working.
ALTER TABLE users ADD COLUMN last_failed_at BIGINT;

-- Wrong passwords for an account from one client address, the latest at `last_failed_at`.
CREATE TABLE sign_in_failures (
    user_id         BIGINT NOT NULL REFERENCES users (id),
    address         TEXT    NOT NULL,
    failures        BIGINT NOT NULL,
    last_failed_at  BIGINT NOT NULL,
    PRIMARY KEY (user_id, address)
);

-- A browser the player signed in from (the `sb_device` cookie, stored as its digest), with the
-- wrong passwords typed on it and, after too many, until when it is locked.
CREATE TABLE known_devices (
    token_hash    TEXT    PRIMARY KEY,
    user_id       BIGINT NOT NULL REFERENCES users (id),
    failures      BIGINT NOT NULL DEFAULT 0,
    locked_until  BIGINT,
    created_at    BIGINT NOT NULL,
    last_seen_at  BIGINT NOT NULL
);
CREATE INDEX known_devices_user ON known_devices (user_id);
