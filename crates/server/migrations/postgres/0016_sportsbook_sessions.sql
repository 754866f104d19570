-- Sportsbook sessions and reality checks (docs/decisions/038-sessions-and-reality-checks.md): a
-- session runs from the player's first page until they stop, go quiet for 30 minutes, sign out or
-- reach a limit (`end_reason`); `checked_at` is when its last reality check was answered. Each reality
-- check the player answered is kept for their history.
CREATE TABLE sportsbook_sessions (
    id             BIGSERIAL PRIMARY KEY,
    user_id        BIGINT NOT NULL REFERENCES users (id),
    started_at     BIGINT NOT NULL,
    last_seen_at   BIGINT NOT NULL,
    ended_at       BIGINT,
    end_reason     TEXT,
    checked_at     BIGINT
);
CREATE INDEX sportsbook_sessions_user ON sportsbook_sessions (user_id, started_at);

CREATE TABLE reality_checks (
    id            BIGSERIAL PRIMARY KEY,
    session_id    BIGINT NOT NULL REFERENCES sportsbook_sessions (id),
    user_id       BIGINT NOT NULL REFERENCES users (id),
    due_at        BIGINT NOT NULL,
    answered_at   BIGINT NOT NULL,
    choice        TEXT NOT NULL
);
CREATE INDEX reality_checks_user ON reality_checks (user_id, answered_at);
