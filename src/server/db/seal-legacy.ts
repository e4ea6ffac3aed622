/**
 * Converts a database written before secrets at rest (migration 003): capability keys and the
 * tokens in transaction details were kept in clear, setup and vault tokens were found by a plain
 * sha256, and the card fingerprint key sat in the settings table. Runs once, while the
 * `seal_legacy` setting (written by migration 003) is there, and removes it in the same
 * transaction; returns how many rows it changed. Only SQLite databases are that old: a PostgreSQL
 * database never held a clear secret, so there only the setting goes.
 */
import { SEALED_DETAILS } from './secrets.ts';
import type { Secrets, Sql } from './store.ts';

export async function sealLegacySecrets(sql: Sql, secrets: Secrets): Promise<number> {
  const marker = await sql.run("DELETE FROM settings WHERE name = 'seal_legacy'");
  if (marker.changes === 0 || sql.dialect !== 'sqlite') return 0;
  let changed = 0;

  // Capability keys: the clear key becomes its keyed hash, and the key is kept sealed.
  const orders = await sql.all<{ id: string; checkout_key: string }>(
    'SELECT id, checkout_key FROM orders WHERE checkout_key_sealed IS NULL AND checkout_key IS NOT NULL',
  );
  for (const o of orders)
    changed += (
      await sql.run('UPDATE orders SET checkout_key = ?, checkout_key_sealed = ? WHERE id = ?', [
        secrets.lookupHash(o.checkout_key),
        secrets.seal(o.checkout_key, `orders.checkout_key:${o.id}`),
        o.id,
      ])
    ).changes;

  // Tokens in payment_method_details move to the sealed column.
  const txs = await sql.all<{ id: string; details: string }>(
    `SELECT id, details FROM transactions WHERE secrets_sealed IS NULL
     AND (json_extract(details, '$.setup_token') IS NOT NULL OR json_extract(details, '$.vault_token') IS NOT NULL)`,
  );
  for (const tx of txs) {
    const details = JSON.parse(tx.details) as Record<string, unknown>;
    const sealed: Record<string, unknown> = {};
    for (const key of SEALED_DETAILS) {
      if (details[key] === undefined) continue;
      sealed[key] = details[key];
      delete details[key];
    }
    changed += (
      await sql.run('UPDATE transactions SET details = ?, secrets_sealed = ? WHERE id = ?', [
        JSON.stringify(details),
        secrets.seal(JSON.stringify(sealed), `transactions.secrets:${tx.id}`),
        tx.id,
      ])
    ).changes;
  }

  // Token hashes were a plain sha256 of the token: keyed from now on.
  for (const table of ['setup_tokens', 'vault_tokens']) {
    const rows = await sql.all<{ token_hash: string }>(`SELECT token_hash FROM ${table}`);
    for (const row of rows)
      changed += (
        await sql.run(`UPDATE ${table} SET token_hash = ? WHERE token_hash = ?`, [
          secrets.lookupHashOfDigest(row.token_hash),
          row.token_hash,
        ])
      ).changes;
  }

  // The old fingerprints were keyed with a key anyone with the file could read (and so could
  // test card numbers against). Keyed again with the new fingerprint key: the same card still
  // gives the same value among these old tokens, and nobody without the master key can test one.
  const legacyKey = await sql.get<{ value: string }>(
    "SELECT value FROM settings WHERE name = 'fingerprint_key'",
  );
  if (legacyKey) {
    const prints = await sql.all<{ token_hash: string; fingerprint: string }>(
      'SELECT token_hash, fingerprint FROM vault_tokens',
    );
    for (const row of prints)
      changed += (
        await sql.run('UPDATE vault_tokens SET fingerprint = ? WHERE token_hash = ?', [
          secrets.fingerprint(`legacy:${row.fingerprint}`),
          row.token_hash,
        ])
      ).changes;
    changed += (await sql.run("DELETE FROM settings WHERE name = 'fingerprint_key'")).changes;
  }
  return changed;
}
