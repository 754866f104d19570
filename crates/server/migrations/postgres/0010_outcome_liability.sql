-- The house's liability per outcome and currency, kept by the database itself: the sum of the
-- potential returns of the open bets (`submitted`, `waiting_results`) with a selection on the
-- outcome (docs/decisions/015). Triggers keep it in step with every change of a bet's status or
-- potential return, whichever path makes it, so placement reads one row instead of summing every
-- open bet on the outcome. Writers lock the outcomes they move first (db/locks.rs).
CREATE TABLE outcome_liability (
    match_id    BIGINT  NOT NULL,
    market_id   BIGINT  NOT NULL,
    specifier   TEXT    NOT NULL,
    outcome_id  BIGINT  NOT NULL,
    currency    TEXT    NOT NULL,
    liability   BIGINT  NOT NULL,
    PRIMARY KEY (match_id, market_id, specifier, outcome_id, currency)
);

INSERT INTO outcome_liability (match_id, market_id, specifier, outcome_id, currency, liability)
SELECT s.match_id, s.market_id, s.specifier, s.outcome_id, b.currency, SUM(b.potential_win)
FROM bet_selections s JOIN bets b ON b.id = s.bet_id
WHERE b.status IN ('submitted', 'waiting_results')
GROUP BY s.match_id, s.market_id, s.specifier, s.outcome_id, b.currency;

-- A selection stored for an open bet adds the bet's return to its outcome.
CREATE FUNCTION bet_selections_liability() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO outcome_liability (match_id, market_id, specifier, outcome_id, currency, liability)
    SELECT NEW.match_id, NEW.market_id, NEW.specifier, NEW.outcome_id, b.currency, b.potential_win
    FROM bets b WHERE b.id = NEW.bet_id AND b.status IN ('submitted', 'waiting_results')
    ON CONFLICT (match_id, market_id, specifier, outcome_id, currency)
    DO UPDATE SET liability = outcome_liability.liability + EXCLUDED.liability;
    RETURN NULL;
END $$;
CREATE TRIGGER bet_selections_liability AFTER INSERT ON bet_selections
FOR EACH ROW EXECUTE FUNCTION bet_selections_liability();

-- Bets opening, closing or changing their return move each of their outcomes by the
-- difference: once per statement, so settling a batch updates each outcome once.
CREATE FUNCTION bets_liability() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO outcome_liability (match_id, market_id, specifier, outcome_id, currency, liability)
    SELECT s.match_id, s.market_id, s.specifier, s.outcome_id, n.currency,
        SUM((CASE WHEN n.status IN ('submitted', 'waiting_results') THEN n.potential_win ELSE 0 END)
            - (CASE WHEN o.status IN ('submitted', 'waiting_results') THEN o.potential_win ELSE 0 END))
    FROM new_bets n JOIN old_bets o ON o.id = n.id JOIN bet_selections s ON s.bet_id = n.id
    WHERE (o.status IN ('submitted', 'waiting_results')) <> (n.status IN ('submitted', 'waiting_results'))
        OR (n.status IN ('submitted', 'waiting_results') AND o.potential_win <> n.potential_win)
    GROUP BY s.match_id, s.market_id, s.specifier, s.outcome_id, n.currency
    ORDER BY s.match_id, s.market_id, s.specifier, s.outcome_id, n.currency
    ON CONFLICT (match_id, market_id, specifier, outcome_id, currency)
    DO UPDATE SET liability = outcome_liability.liability + EXCLUDED.liability;
    RETURN NULL;
END $$;
CREATE TRIGGER bets_liability AFTER UPDATE ON bets
REFERENCING OLD TABLE AS old_bets NEW TABLE AS new_bets
FOR EACH STATEMENT EXECUTE FUNCTION bets_liability();
