-- The version of the terms and conditions the player last accepted (the site's terms checker,
-- docs/decisions/034-terms-checker.md); none until the first acceptance.
ALTER TABLE users ADD COLUMN terms_version TEXT;
