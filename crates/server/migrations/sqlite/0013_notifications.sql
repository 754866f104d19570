-- What the product tells a player (docs/decisions/023-notifications.md): written in the same
-- transaction as what it reports, so a bet settled is a notification stored, exactly once.
-- `data` is JSON the client renders in the player's language.
CREATE TABLE notifications (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id     INTEGER NOT NULL REFERENCES users (id),
    kind        TEXT    NOT NULL,
    data        TEXT    NOT NULL,
    created_at  INTEGER NOT NULL,
    read_at     INTEGER
) STRICT;
CREATE INDEX notifications_user ON notifications (user_id, id);
CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL;
