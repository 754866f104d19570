-- Only bets in their live delay are looked up by `decide_at`: index those alone, so settling a
-- bet (waiting_results → done) no longer moves an index entry (docs/decisions/014).
DROP INDEX bets_submitted;
CREATE INDEX bets_submitted ON bets (decide_at) WHERE status = 'submitted';
