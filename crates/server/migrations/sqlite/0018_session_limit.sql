-- The player's `session` limit caps each sign-in (docs/decisions/038-sessions-and-reality-checks.md):
-- `limit_ends_at` is when the sign-in ends by it (none: no limit when it began). A sign-in past it
-- is kept until it expires, so every request can say why it was refused.
ALTER TABLE sessions ADD COLUMN limit_ends_at INTEGER;
