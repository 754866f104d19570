-- Settlement (decision 014). `market_settlements` holds what the feed or an operator decided for
-- a market: its outcomes' results (settled), a void (cancelled) or the undoing of either
-- (rolled_back); each change bumps `version` and clears `applied`. The settlement worker brings
-- every selection on the market to that version in batches — a selection records the version it
-- reflects in `settlement` — and sets `applied` once none is left, so a crash between batches
-- resumes where it stopped and a message applied twice changes nothing.
ALTER TABLE bets ADD COLUMN settled_at INTEGER;
-- The net winnings cap the bet was accepted under (max payout × the player's stake factor).
ALTER TABLE bets ADD COLUMN max_profit INTEGER;
ALTER TABLE bet_selections ADD COLUMN result TEXT;
ALTER TABLE bet_selections ADD COLUMN dead_heat TEXT;
ALTER TABLE bet_selections ADD COLUMN settlement INTEGER;

CREATE TABLE market_settlements (
    match_id    INTEGER NOT NULL,
    market_id   INTEGER NOT NULL,
    specifier   TEXT    NOT NULL,
    version     INTEGER NOT NULL,
    state       TEXT    NOT NULL,
    outcomes    TEXT    NOT NULL,
    reason      TEXT,
    source      TEXT    NOT NULL,
    applied     INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (match_id, market_id, specifier)
) STRICT;
CREATE INDEX market_settlements_pending ON market_settlements (applied, updated_at);
-- The worker walks a market's selections in bet order; this index replaces the one on the
-- market alone (its prefix).
DROP INDEX bet_selections_market;
CREATE INDEX bet_selections_market ON bet_selections (match_id, market_id, specifier, bet_id);
