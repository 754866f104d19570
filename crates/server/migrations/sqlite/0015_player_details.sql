-- What a deposit may ask the player for first (the site's `deposit_fields`,
-- docs/decisions/036-deposit-fields-and-affiliate-tag.md): date of birth (ISO `YYYY-MM-DD`),
-- street address, city and postal code; the affiliate tag (`stag`) the player arrived with; and the
-- player's subscription id at the operator's push-notification provider (decision 037).
ALTER TABLE users ADD COLUMN date_of_birth TEXT;
ALTER TABLE users ADD COLUMN address TEXT;
ALTER TABLE users ADD COLUMN city TEXT;
ALTER TABLE users ADD COLUMN postal_code TEXT;
ALTER TABLE users ADD COLUMN affiliate_tag TEXT;
ALTER TABLE users ADD COLUMN push_subscription TEXT;
