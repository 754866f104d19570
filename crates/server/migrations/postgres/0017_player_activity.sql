-- The minutes of active play the app reports for a player with an activity limit
-- (`POST /api/platform/player/activity_limit_track`, docs/decisions/038-sessions-and-reality-checks.md):
-- one row per reported minute, at most one a minute.
CREATE TABLE player_activity (
    user_id  BIGINT NOT NULL REFERENCES users (id),
    at       BIGINT NOT NULL
);
CREATE INDEX player_activity_user ON player_activity (user_id, at);
