-- Catalogue produced by the feed: sports, categories, tournaments, competitors, matches (and
-- outrights) with their statistics, model state and priced markets.
CREATE TABLE sports (
    id          INTEGER PRIMARY KEY,
    key         TEXT    NOT NULL UNIQUE,
    urn_id      TEXT    NOT NULL,
    name_en     TEXT    NOT NULL,
    name_sr     TEXT    NOT NULL,
    priority    INTEGER NOT NULL,
    sport_type  TEXT    NOT NULL,
    provider    TEXT    NOT NULL
);

CREATE TABLE categories (
    id           INTEGER PRIMARY KEY,
    sport_id     INTEGER NOT NULL REFERENCES sports (id),
    slug         TEXT    NOT NULL,
    name_en      TEXT    NOT NULL,
    name_sr      TEXT    NOT NULL,
    priority     INTEGER NOT NULL,
    country_code TEXT
);

CREATE TABLE tournaments (
    id          INTEGER PRIMARY KEY,
    sport_id    INTEGER NOT NULL REFERENCES sports (id),
    category_id INTEGER NOT NULL REFERENCES categories (id),
    urn_id      TEXT    NOT NULL,
    slug        TEXT    NOT NULL,
    name_en     TEXT    NOT NULL,
    name_sr     TEXT    NOT NULL,
    priority    INTEGER NOT NULL,
    level       TEXT    NOT NULL
);

CREATE TABLE competitors (
    id            INTEGER PRIMARY KEY,
    sport_id      INTEGER NOT NULL REFERENCES sports (id),
    name_en       TEXT    NOT NULL,
    name_sr       TEXT    NOT NULL,
    rating        REAL    NOT NULL,
    stadium       TEXT,
    city          TEXT
);

CREATE TABLE matches (
    id            INTEGER PRIMARY KEY,
    kind          TEXT    NOT NULL,
    urn_id        TEXT    NOT NULL,
    slug          TEXT    NOT NULL,
    sport_id      INTEGER NOT NULL REFERENCES sports (id),
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    home_id       INTEGER REFERENCES competitors (id),
    away_id       INTEGER REFERENCES competitors (id),
    start_time    INTEGER NOT NULL,
    end_time      INTEGER,
    status        INTEGER NOT NULL,
    stadium       TEXT,
    city          TEXT,
    has_video     INTEGER NOT NULL,
    statistics    TEXT    NOT NULL,
    model         TEXT    NOT NULL,
    markets       TEXT    NOT NULL,
    updated_at    INTEGER NOT NULL
);
CREATE INDEX matches_status_start ON matches (status, start_time);
CREATE INDEX matches_updated_at ON matches (updated_at);

CREATE TABLE provider_statuses (
    provider   TEXT    PRIMARY KEY,
    is_active  INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);

CREATE TABLE feed_state (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
