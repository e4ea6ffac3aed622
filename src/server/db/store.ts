/**
 * The store behind the repositories: one asynchronous interface, two implementations chosen at
 * start-up (SQLite embedded by default, PostgreSQL when `DATABASE_URL` is a postgres:// URL). The
 * repositories write their SQL once, with positional `?` parameters; where the two dialects differ
 * (JSON functions, row locks) they ask `dialect`.
 */
export type Dialect = 'sqlite' | 'postgres';
/** A statement parameter. Integers above 2^53 do not occur (ms timestamps and minor units fit). */
export type SqlParam = string | number | null;
export type SqlParams = readonly SqlParam[];
export type RunResult = { changes: number };

/**
 * What runs statements: the store itself (each statement on its own) or a transaction handed to
 * `transaction`'s work. Rows come back with integers as numbers on both stores.
 */
export interface Sql {
  readonly dialect: Dialect;
  all<T>(sql: string, params?: SqlParams): Promise<T[]>;
  get<T>(sql: string, params?: SqlParams): Promise<T | undefined>;
  run(sql: string, params?: SqlParams): Promise<RunResult>;
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws (the
   * error passes on). Called on a transaction, it is a savepoint of that transaction. Statements
   * that must see one consistent state go through `tx`, never through the store itself.
   */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
}

/**
 * What an open database seals, opens and hashes its secrets with (made by db/secrets.ts from the
 * master key and the data keys stored in the database).
 */
export type Secrets = {
  /** Keyed hash that finds a row by its token (the token itself is not stored). */
  lookupHash: (token: string) => string;
  /** Keyed hash of a legacy row's sha256 token hash: the same value as lookupHash(token). */
  lookupHashOfDigest: (sha256Hex: string) => string;
  /** Keyed fingerprint of a card number (the same card gives the same fingerprint). */
  fingerprint: (pan: string) => string;
  /** AES-256-GCM; `context` (table, column, row id) is authenticated, so a value cannot be moved. */
  seal: (plain: string, context: string) => string;
  open: (sealed: string, context: string) => string;
};

/** An open database: statements, its secrets, and its life. */
export interface Store extends Sql {
  /** Seals, opens and hashes the secrets stored in this database (db/secrets.ts). */
  readonly secrets: Secrets;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** `FOR UPDATE` where the dialect has row locks; SQLite's writer lock already serialises. */
export const forUpdate = (dialect: Dialect) => (dialect === 'postgres' ? ' FOR UPDATE' : '');
