-- Each movement of an account's balance counts up its `version`, so a page that hears of a balance
-- twice (the realtime `balance_changed` and an answer of `/player/accounts` that was read
-- earlier) keeps the newer one (docs/decisions/047-dev-tools-connections-and-lockout.md).
ALTER TABLE ledger_accounts ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
