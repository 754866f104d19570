-- Catalogue produced by the feed: sports, categories, tournaments, competitors, matches (and
-- outrights) with their statistics, model state and priced markets.
CREATE TABLE sports (
    id          BIGINT PRIMARY KEY,
    key         TEXT    NOT NULL UNIQUE,
    urn_id      TEXT    NOT NULL,
    name_en     TEXT    NOT NULL,
    name_sr     TEXT    NOT NULL,
    priority    BIGINT  NOT NULL,
    sport_type  TEXT    NOT NULL,
    provider    TEXT    NOT NULL
);

CREATE TABLE categories (
    id           BIGINT PRIMARY KEY,
    sport_id     BIGINT  NOT NULL REFERENCES sports (id),
    slug         TEXT    NOT NULL,
    name_en      TEXT    NOT NULL,
    name_sr      TEXT    NOT NULL,
    priority     BIGINT  NOT NULL,
    country_code TEXT
);

CREATE TABLE tournaments (
    id          BIGINT PRIMARY KEY,
    sport_id    BIGINT  NOT NULL REFERENCES sports (id),
    category_id BIGINT  NOT NULL REFERENCES categories (id),
    urn_id      TEXT    NOT NULL,
    slug        TEXT    NOT NULL,
    name_en     TEXT    NOT NULL,
    name_sr     TEXT    NOT NULL,
    priority    BIGINT  NOT NULL,
    level       TEXT    NOT NULL
);

CREATE TABLE competitors (
    id            BIGINT PRIMARY KEY,
    sport_id      BIGINT  NOT NULL REFERENCES sports (id),
    name_en       TEXT    NOT NULL,
    name_sr       TEXT    NOT NULL,
    rating        DOUBLE PRECISION NOT NULL,
    stadium       TEXT,
    city          TEXT
);

CREATE TABLE matches (
    id            BIGINT PRIMARY KEY,
    kind          TEXT    NOT NULL,
    urn_id        TEXT    NOT NULL,
    slug          TEXT    NOT NULL,
    sport_id      BIGINT  NOT NULL REFERENCES sports (id),
    tournament_id BIGINT  NOT NULL REFERENCES tournaments (id),
    home_id       BIGINT  REFERENCES competitors (id),
    away_id       BIGINT  REFERENCES competitors (id),
    start_time    BIGINT  NOT NULL,
    end_time      BIGINT,
    status        BIGINT  NOT NULL,
    stadium       TEXT,
    city          TEXT,
    has_video     BIGINT  NOT NULL,
    statistics    TEXT    NOT NULL,
    model         TEXT    NOT NULL,
    markets       TEXT    NOT NULL,
    updated_at    BIGINT  NOT NULL
);
CREATE INDEX matches_status_start ON matches (status, start_time);
CREATE INDEX matches_updated_at ON matches (updated_at);

CREATE TABLE provider_statuses (
    provider   TEXT    PRIMARY KEY,
    is_active  BIGINT  NOT NULL,
    updated_at BIGINT  NOT NULL
);

CREATE TABLE feed_state (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
