/** Setup tokens (looked up by hash) and vault tokens (brand, last four, expiry, fingerprint only). */
import type { Db } from './open-db.ts';

export type SetupTokenRow = {
  token_hash: string;
  order_id: string;
  transaction_id: string;
  expires_at_ms: number;
  attempts: number;
  used_at: string | null;
};

export type VaultTokenRow = {
  token_hash: string;
  project_id: string;
  brand: string;
  last4: string;
  expiry: string;
  fingerprint: string;
  outcome: string;
  created: string;
};

export function tokenRepo(db: Db) {
  const insertSetup = db.prepare(
    `INSERT INTO setup_tokens (token_hash, order_id, transaction_id, expires_at_ms)
     VALUES (@token_hash, @order_id, @transaction_id, @expires_at_ms)`,
  );
  const getSetup = db.prepare<[string], SetupTokenRow>(
    'SELECT * FROM setup_tokens WHERE token_hash = ?',
  );
  const orderAttempts = db.prepare<[string], { n: number | null }>(
    'SELECT SUM(attempts) AS n FROM setup_tokens WHERE order_id = ?',
  );
  const countAttempt = db.prepare(
    'UPDATE setup_tokens SET attempts = attempts + 1 WHERE token_hash = ?',
  );
  const useSetup = db.prepare('UPDATE setup_tokens SET used_at = ? WHERE token_hash = ?');
  const pointSetup = db.prepare('UPDATE setup_tokens SET transaction_id = ? WHERE token_hash = ?');
  const insertVault = db.prepare(
    `INSERT INTO vault_tokens (token_hash, project_id, brand, last4, expiry, fingerprint, outcome, created)
     VALUES (@token_hash, @project_id, @brand, @last4, @expiry, @fingerprint, @outcome, @created)`,
  );
  const getVault = db.prepare<[string], VaultTokenRow>(
    'SELECT * FROM vault_tokens WHERE token_hash = ?',
  );

  return {
    insertSetup: (row: Omit<SetupTokenRow, 'attempts' | 'used_at'>) => insertSetup.run(row),
    setup: (hash: string) => getSetup.get(hash),
    countAttempt: (hash: string) => countAttempt.run(hash),
    /** Tokenizations tried for an order over all its setup tokens. */
    orderAttempts: (orderId: string) => orderAttempts.get(orderId)?.n ?? 0,
    markUsed: (hash: string, at: string) => useSetup.run(at, hash),
    repoint: (hash: string, transactionId: string) => pointSetup.run(transactionId, hash),
    insertVault: (row: VaultTokenRow) => insertVault.run(row),
    vault: (hash: string) => getVault.get(hash),
  };
}
export type TokenRepo = ReturnType<typeof tokenRepo>;
