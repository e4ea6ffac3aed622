/**
 * Converts a database written before secrets at rest (migration 003): capability keys and the
 * tokens in transaction details were kept in clear, setup and vault tokens were found by a plain
 * sha256, and the card fingerprint key sat in the settings table. Runs once, while the
 * `seal_legacy` setting (written by migration 003) is there, and removes it in the same
 * transaction; returns how many rows it changed.
 */
import type Database from 'better-sqlite3';
import { SEALED_DETAILS, type Secrets } from './secrets.ts';

export function sealLegacySecrets(db: Database.Database, secrets: Secrets): number {
  const marker = db.prepare("DELETE FROM settings WHERE name = 'seal_legacy'").run();
  if (marker.changes === 0) return 0;
  let changed = 0;

  // Capability keys: the clear key becomes its keyed hash, and the key is kept sealed.
  const orders = db
    .prepare<[], { id: string; checkout_key: string }>(
      'SELECT id, checkout_key FROM orders WHERE checkout_key_sealed IS NULL AND checkout_key IS NOT NULL',
    )
    .all();
  const sealOrder = db.prepare(
    'UPDATE orders SET checkout_key = ?, checkout_key_sealed = ? WHERE id = ?',
  );
  for (const o of orders)
    changed += sealOrder.run(
      secrets.lookupHash(o.checkout_key),
      secrets.seal(o.checkout_key, `orders.checkout_key:${o.id}`),
      o.id,
    ).changes;

  // Tokens in payment_method_details move to the sealed column.
  const txs = db
    .prepare<[], { id: string; details: string }>(
      `SELECT id, details FROM transactions WHERE secrets_sealed IS NULL
       AND (json_extract(details, '$.setup_token') IS NOT NULL OR json_extract(details, '$.vault_token') IS NOT NULL)`,
    )
    .all();
  const sealTx = db.prepare('UPDATE transactions SET details = ?, secrets_sealed = ? WHERE id = ?');
  for (const tx of txs) {
    const details = JSON.parse(tx.details) as Record<string, unknown>;
    const sealed: Record<string, unknown> = {};
    for (const key of SEALED_DETAILS) {
      if (details[key] === undefined) continue;
      sealed[key] = details[key];
      delete details[key];
    }
    changed += sealTx.run(
      JSON.stringify(details),
      secrets.seal(JSON.stringify(sealed), `transactions.secrets:${tx.id}`),
      tx.id,
    ).changes;
  }

  // Token hashes were a plain sha256 of the token: keyed from now on.
  for (const table of ['setup_tokens', 'vault_tokens']) {
    const rows = db.prepare<[], { token_hash: string }>(`SELECT token_hash FROM ${table}`).all();
    const rehash = db.prepare(`UPDATE ${table} SET token_hash = ? WHERE token_hash = ?`);
    for (const row of rows)
      changed += rehash.run(secrets.lookupHashOfDigest(row.token_hash), row.token_hash).changes;
  }

  // The old fingerprints were keyed with a key anyone with the file could read (and so could
  // test card numbers against). Keyed again with the new fingerprint key: the same card still
  // gives the same value among these old tokens, and nobody without the master key can test one.
  const legacyKey = db
    .prepare<[], { value: string }>("SELECT value FROM settings WHERE name = 'fingerprint_key'")
    .get();
  if (legacyKey) {
    const prints = db
      .prepare<[], { token_hash: string; fingerprint: string }>(
        'SELECT token_hash, fingerprint FROM vault_tokens',
      )
      .all();
    const rekey = db.prepare('UPDATE vault_tokens SET fingerprint = ? WHERE token_hash = ?');
    for (const row of prints)
      changed += rekey.run(
        secrets.fingerprint(`legacy:${row.fingerprint}`),
        row.token_hash,
      ).changes;
    changed += db.prepare("DELETE FROM settings WHERE name = 'fingerprint_key'").run().changes;
  }
  return changed;
}
