-- The matches and leagues a player has starred (docs/product.md#favourites). The ids are the
-- catalogue's; a favourite whose match has left the catalogue is simply no longer listed.
CREATE TABLE favourites (
    user_id     BIGINT NOT NULL REFERENCES users(id),
    kind        TEXT   NOT NULL CHECK (kind IN ('matches', 'tournaments')),
    target_id   BIGINT NOT NULL,
    created_at  BIGINT NOT NULL,
    PRIMARY KEY (user_id, kind, target_id)
);
