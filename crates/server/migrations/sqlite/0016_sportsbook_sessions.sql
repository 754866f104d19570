-- Sportsbook sessions and reality checks (docs/decisions/038-sessions-and-reality-checks.md): a
-- session runs from the player's first page until they stop, go quiet for 30 minutes, sign out or
-- reach a limit (`end_reason`); `checked_at` is when its last reality check was answered. Each reality
-- check the player answered is kept for their history.
CREATE TABLE sportsbook_sessions (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id        INTEGER NOT NULL REFERENCES users (id),
    started_at     INTEGER NOT NULL,
    last_seen_at   INTEGER NOT NULL,
    ended_at       INTEGER,
    end_reason     TEXT,
    checked_at     INTEGER
) STRICT;
CREATE INDEX sportsbook_sessions_user ON sportsbook_sessions (user_id, started_at);

CREATE TABLE reality_checks (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    session_id    INTEGER NOT NULL REFERENCES sportsbook_sessions (id),
    user_id       INTEGER NOT NULL REFERENCES users (id),
    due_at        INTEGER NOT NULL,
    answered_at   INTEGER NOT NULL,
    choice        TEXT NOT NULL
) STRICT;
CREATE INDEX reality_checks_user ON reality_checks (user_id, answered_at);
