/**
 * Setup tokens and vault tokens (brand, last four, expiry, fingerprint only). Both are found by the
 * keyed hash of the token (db/secrets.ts): callers hand in the token, the file keeps only the hash.
 */
import type { OrderStatus } from '../../shared/api/index.ts';
import type { Db } from './open-db.ts';

export type SetupTokenRow = {
  token_hash: string;
  order_id: string;
  transaction_id: string;
  expires_at_ms: number;
  attempts: number;
  used_at: string | null;
};

/** A setup token with what a tokenization checks: its order's state and attempts. */
export type SetupTokenCheck = SetupTokenRow & {
  project_id: string;
  order_status: OrderStatus;
  /** Tokenizations tried for the order over all its setup tokens. */
  order_attempts: number;
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
  const hash = db.secrets.lookupHash;
  const insertSetup = db.prepare(
    `INSERT INTO setup_tokens (token_hash, order_id, transaction_id, expires_at_ms)
     VALUES (@token_hash, @order_id, @transaction_id, @expires_at_ms)`,
  );
  const getSetup = db.prepare<[string], SetupTokenRow>(
    'SELECT * FROM setup_tokens WHERE token_hash = ?',
  );
  const checkSetup = db.prepare<[string], SetupTokenCheck>(
    `SELECT s.*, o.project_id, o.status AS order_status,
       (SELECT SUM(a.attempts) FROM setup_tokens a WHERE a.order_id = s.order_id) AS order_attempts
     FROM setup_tokens s JOIN orders o ON o.id = s.order_id WHERE s.token_hash = ?`,
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
  /** One commit for the attempt and the vault token it made. */
  const tokenized = db.transaction(
    (setupHash: string, vault: (Omit<VaultTokenRow, 'token_hash'> & { token: string }) | null) => {
      countAttempt.run(setupHash);
      if (vault) {
        const { token, ...row } = vault;
        insertVault.run({ ...row, token_hash: hash(token) });
      }
    },
  );

  return {
    insertSetup: ({
      token,
      ...row
    }: Omit<SetupTokenRow, 'token_hash' | 'attempts' | 'used_at'> & { token: string }) =>
      insertSetup.run({ ...row, token_hash: hash(token) }),
    setup: (token: string) => getSetup.get(hash(token)),
    /** The setup token with its order's project, status and attempts, in one statement. */
    setupCheck: (token: string) => checkSetup.get(hash(token)),
    /**
     * Counts a tokenization attempt of the setup token (by its row's hash) and stores the vault
     * token it made, if the card was valid.
     */
    tokenized: (
      setupHash: string,
      vault: (Omit<VaultTokenRow, 'token_hash'> & { token: string }) | null,
    ) => tokenized(setupHash, vault),
    markUsed: (setupHash: string, at: string) => useSetup.run(at, setupHash),
    repoint: (setupHash: string, transactionId: string) => pointSetup.run(transactionId, setupHash),
    vault: (token: string) => getVault.get(hash(token)),
  };
}
export type TokenRepo = ReturnType<typeof tokenRepo>;
