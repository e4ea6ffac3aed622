-- Secrets at rest (db/secrets.ts). Capability keys and the card tokens in payment_method_details are
-- kept encrypted under a key from outside the database, and found by a keyed hash:
-- orders.checkout_key holds the keyed hash of the capability key from now on, checkout_key_sealed
-- the key itself encrypted; transactions.secrets_sealed holds the setup_token and vault_token of
-- payment_method_details (details keeps the rest). setup_tokens.token_hash and
-- vault_tokens.token_hash become keyed hashes too. Rows written before are converted on start
-- (db/seal-legacy.ts: it runs while the seal_legacy setting is there), and the fingerprint_key
-- setting is dropped.
ALTER TABLE orders ADD COLUMN checkout_key_sealed TEXT;
ALTER TABLE transactions ADD COLUMN secrets_sealed TEXT;
-- Only a SQLite file can hold rows from before secrets at rest.
-- sqlite-only
INSERT INTO settings (name, value) VALUES ('seal_legacy', 'pending');
-- end sqlite-only

