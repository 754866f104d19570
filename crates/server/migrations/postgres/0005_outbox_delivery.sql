-- The outbox becomes transactional: every email is stored in the same transaction as what it
-- announces (the new account, the token it carries) and delivered after the commit by the
-- SMTP relay, which marks it sent. claimed_until lets several nodes share the work.
ALTER TABLE outbox_messages ADD COLUMN sent_at BIGINT;
ALTER TABLE outbox_messages ADD COLUMN attempts BIGINT NOT NULL DEFAULT 0;
ALTER TABLE outbox_messages ADD COLUMN claimed_until BIGINT;
