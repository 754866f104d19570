-- The house's liability per outcome and currency, kept by the database itself: the sum of the
-- potential returns of the open bets (`submitted`, `waiting_results`) with a selection on the
-- outcome (docs/decisions/015). Triggers keep it in step with every change of a bet's status or
-- potential return, whichever path makes it, so placement reads one row instead of summing every
-- open bet on the outcome.
CREATE TABLE outcome_liability (
    match_id    INTEGER NOT NULL,
    market_id   INTEGER NOT NULL,
    specifier   TEXT    NOT NULL,
    outcome_id  INTEGER NOT NULL,
    currency    TEXT    NOT NULL,
    liability   INTEGER NOT NULL,
    PRIMARY KEY (match_id, market_id, specifier, outcome_id, currency)
) STRICT, WITHOUT ROWID;

INSERT INTO outcome_liability (match_id, market_id, specifier, outcome_id, currency, liability)
SELECT s.match_id, s.market_id, s.specifier, s.outcome_id, b.currency, SUM(b.potential_win)
FROM bet_selections s JOIN bets b ON b.id = s.bet_id
WHERE b.status IN ('submitted', 'waiting_results')
GROUP BY s.match_id, s.market_id, s.specifier, s.outcome_id, b.currency;

-- A selection stored for an open bet adds the bet's return to its outcome.
CREATE TRIGGER bet_selections_liability AFTER INSERT ON bet_selections
BEGIN
    INSERT INTO outcome_liability (match_id, market_id, specifier, outcome_id, currency, liability)
    SELECT NEW.match_id, NEW.market_id, NEW.specifier, NEW.outcome_id, b.currency, b.potential_win
    FROM bets b WHERE b.id = NEW.bet_id AND b.status IN ('submitted', 'waiting_results')
    ON CONFLICT (match_id, market_id, specifier, outcome_id, currency)
    DO UPDATE SET liability = liability + excluded.liability;
END;

-- A bet opening, closing or changing its return moves each of its outcomes by the difference.
CREATE TRIGGER bets_liability AFTER UPDATE OF status, potential_win ON bets
WHEN (OLD.status IN ('submitted', 'waiting_results')) <> (NEW.status IN ('submitted', 'waiting_results'))
    OR (NEW.status IN ('submitted', 'waiting_results') AND OLD.potential_win <> NEW.potential_win)
BEGIN
    INSERT INTO outcome_liability (match_id, market_id, specifier, outcome_id, currency, liability)
    SELECT s.match_id, s.market_id, s.specifier, s.outcome_id, NEW.currency,
        (CASE WHEN NEW.status IN ('submitted', 'waiting_results') THEN NEW.potential_win ELSE 0 END)
        - (CASE WHEN OLD.status IN ('submitted', 'waiting_results') THEN OLD.potential_win ELSE 0 END)
    FROM bet_selections s WHERE s.bet_id = NEW.id
    ON CONFLICT (match_id, market_id, specifier, outcome_id, currency)
    DO UPDATE SET liability = liability + excluded.liability;
END;
