-- Secrets the server generates on first start and every node of one deployment shares
-- (the realtime token signing key when SPORTSBOOK_SECRET is not set).
CREATE TABLE server_secrets (
    name       TEXT   PRIMARY KEY,
    value      TEXT   NOT NULL,
    created_at BIGINT NOT NULL
);
