/**
 * Setup tokens and vault tokens (brand, last four, expiry, fingerprint only). Both are found by the
 * keyed hash of the token (db/secrets.ts): callers hand in the token, the file keeps only the hash.
 */
import type { OrderStatus } from '../../shared/api/index.ts';
import { forUpdate, type Dialect, type Sql } from './store.ts';

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

const INSERT_SETUP = `INSERT INTO setup_tokens (token_hash, order_id, transaction_id, expires_at_ms)
     VALUES (?, ?, ?, ?)`;
/** The setup token with its order, locked while the attempt is counted where rows lock. */
const checkSetup = (dialect: Dialect) => `SELECT s.*, o.project_id, o.status AS order_status,
       (SELECT SUM(a.attempts) FROM setup_tokens a WHERE a.order_id = s.order_id) AS order_attempts
     FROM setup_tokens s JOIN orders o ON o.id = s.order_id WHERE s.token_hash = ?${forUpdate(dialect)}`;
const CHECK_SETUP = { sqlite: checkSetup('sqlite'), postgres: checkSetup('postgres') };
const INSERT_VAULT = `INSERT INTO vault_tokens (token_hash, project_id, brand, last4, expiry, fingerprint, outcome, created)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`;

export type NewVaultToken = Omit<VaultTokenRow, 'token_hash'> & { token: string };

export class TokenRepo {
  private readonly sql: Sql;
  private readonly hash: (token: string) => string;
  constructor(sql: Sql, hash: (token: string) => string) {
    this.sql = sql;
    this.hash = hash;
  }

  insertSetup({
    token,
    ...row
  }: Omit<SetupTokenRow, 'token_hash' | 'attempts' | 'used_at'> & { token: string }) {
    return this.sql.run(INSERT_SETUP, [
      this.hash(token),
      row.order_id,
      row.transaction_id,
      row.expires_at_ms,
    ]);
  }
  setup(token: string) {
    return this.sql.get<SetupTokenRow>('SELECT * FROM setup_tokens WHERE token_hash = ?', [
      this.hash(token),
    ]);
  }
  /**
   * The setup token with its order's project, status and attempts, in one statement (the first of
   * a tokenization's transaction: the rows stay locked until its attempt is counted).
   */
  setupCheck(token: string) {
    return this.sql.get<SetupTokenCheck>(CHECK_SETUP[this.sql.dialect], [this.hash(token)]);
  }
  /**
   * Counts a tokenization attempt of the setup token (by its row's hash) and stores the vault
   * token it made, if the card was valid. Run both in one transaction (one commit).
   */
  async tokenized(setupHash: string, vault: NewVaultToken | null): Promise<void> {
    await this.sql.run('UPDATE setup_tokens SET attempts = attempts + 1 WHERE token_hash = ?', [
      setupHash,
    ]);
    if (vault)
      await this.sql.run(INSERT_VAULT, [
        this.hash(vault.token),
        vault.project_id,
        vault.brand,
        vault.last4,
        vault.expiry,
        vault.fingerprint,
        vault.outcome,
        vault.created,
      ]);
  }
  markUsed(setupHash: string, at: string) {
    return this.sql.run('UPDATE setup_tokens SET used_at = ? WHERE token_hash = ?', [
      at,
      setupHash,
    ]);
  }
  repoint(setupHash: string, transactionId: string) {
    return this.sql.run('UPDATE setup_tokens SET transaction_id = ? WHERE token_hash = ?', [
      transactionId,
      setupHash,
    ]);
  }
  vault(token: string) {
    return this.sql.get<VaultTokenRow>('SELECT * FROM vault_tokens WHERE token_hash = ?', [
      this.hash(token),
    ]);
  }
}
