/**
 * The embedded store: SQLite through better-sqlite3 (the only file that uses it), WAL for files.
 *
 * better-sqlite3 runs each statement synchronously on one connection. A transaction's work awaits
 * between its statements, so while one is open nothing else may run on the connection: statements
 * and transactions asked of the store itself wait (first come, first served) until it ends, while
 * the statements of the transaction (through its `tx`) run at once. With no transaction open a
 * statement runs at once. Prepared statements are kept by their SQL text, so a statement costs its
 * preparation once.
 *
 * Group commit: the transactions of one turn of the event loop share one COMMIT. Each runs in a
 * savepoint of the open batch (its failure rolls back its own work only), the batch commits once
 * the turn's I/O has been handled (setImmediate), and no transaction returns before its batch has
 * committed: nothing is acknowledged that a crash could lose. A statement outside a transaction
 * runs in the open batch too and answers after its COMMIT, so nobody is shown work that is not
 * committed yet; VACUUM and pragmas commit the batch first and run outside it. A COMMIT writes every
 * page its transactions touched to the WAL (an order touches about nine: the table and index pages
 * of orders, order_lines and status_events), so transactions that share one write those pages once.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { migrate } from './migrate.ts';
import { sealLegacySecrets } from './seal-legacy.ts';
import { openSecrets, type SecretsOptions } from './secrets.ts';
import type { RunResult, Secrets, Sql, SqlParams, Store } from './store.ts';

type Statement = Database.Statement<unknown[], unknown>;

/** Distinct statements kept prepared; past this the oldest is dropped (search builds its SQL). */
const MAX_STATEMENTS = 2_000;
/**
 * How long a statement or transaction waits for the open transaction to end before it fails, as
 * SQLite's own busy timeout. A transaction's work is microseconds of CPU: a wait this long means
 * its work went through the store instead of its `tx` (and would otherwise wait forever).
 */
const LOCK_TIMEOUT_MS = 5_000;

/** A synchronous statement's result, or its error, as a settled promise. */
function settled<T>(statement: () => T): Promise<T> {
  try {
    return Promise.resolve(statement());
  } catch (err) {
    return Promise.reject(err instanceof Error ? err : new Error(String(err)));
  }
}

/** The connection: statements by SQL text, run synchronously. */
class Connection {
  readonly statements = new Map<string, Statement>();
  /** Savepoints open inside the current transaction. */
  depth = 0;
  readonly db: Database.Database;
  constructor(db: Database.Database) {
    this.db = db;
  }

  prepare(sql: string): Statement {
    let stmt = this.statements.get(sql);
    if (stmt === undefined) {
      stmt = this.db.prepare(sql);
      if (this.statements.size >= MAX_STATEMENTS)
        this.statements.delete(this.statements.keys().next().value ?? '');
      this.statements.set(sql, stmt);
    }
    return stmt;
  }
  all<T>(sql: string, params: SqlParams | undefined): T[] {
    const stmt = this.prepare(sql);
    return (params ? stmt.all(...params) : stmt.all()) as T[];
  }
  get<T>(sql: string, params: SqlParams | undefined): T | undefined {
    const stmt = this.prepare(sql);
    return (params ? stmt.get(...params) : stmt.get()) as T | undefined;
  }
  run(sql: string, params: SqlParams | undefined): RunResult {
    const stmt = this.prepare(sql);
    return { changes: (params ? stmt.run(...params) : stmt.run()).changes };
  }

  async savepoint<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    const name = `sp${++this.depth}`;
    this.run(`SAVEPOINT ${name}`, undefined);
    const tx = new Transaction(this);
    try {
      const result = await work(tx);
      this.run(`RELEASE ${name}`, undefined);
      return result;
    } catch (err) {
      if (this.db.inTransaction) {
        this.run(`ROLLBACK TO ${name}`, undefined);
        this.run(`RELEASE ${name}`, undefined);
      }
      throw err;
    } finally {
      tx.open = false;
      this.depth--;
    }
  }
}

/** The statements of an open transaction: they run at once (the transaction holds the store). */
class Transaction implements Sql {
  readonly dialect = 'sqlite' as const;
  open = true;
  private readonly conn: Connection;
  constructor(conn: Connection) {
    this.conn = conn;
  }

  private check() {
    if (!this.open) throw new Error('A statement on a transaction that has ended');
  }
  all<T>(sql: string, params?: SqlParams): Promise<T[]> {
    return settled(() => {
      this.check();
      return this.conn.all<T>(sql, params);
    });
  }
  get<T>(sql: string, params?: SqlParams): Promise<T | undefined> {
    return settled(() => {
      this.check();
      return this.conn.get<T>(sql, params);
    });
  }
  run(sql: string, params?: SqlParams): Promise<RunResult> {
    return settled(() => {
      this.check();
      return this.conn.run(sql, params);
    });
  }
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    if (!this.open) return Promise.reject(new Error('A savepoint on a transaction that has ended'));
    return this.conn.savepoint(work);
  }
}

/** Transactions sharing one COMMIT at most: bounds how long the first of them waits for it. */
const MAX_BATCH = 64;

type Batch = {
  members: number;
  /** Settles with the COMMIT: resolved, or rejected with why the batch's work is lost. */
  committed: Promise<void>;
  settle: (err?: Error) => void;
};

class SqliteStore implements Store {
  readonly dialect = 'sqlite' as const;
  private readonly conn: Connection;
  /** Held by an open transaction (or a statement handed the store by one that ended). */
  private locked = false;
  private readonly waiters: (() => void)[] = [];
  /** Transactions run and waiting for the next COMMIT, while their batch is open. */
  private batch: Batch | null = null;
  private commitScheduled = false;
  private opened: Secrets | undefined;

  private readonly db: Database.Database;
  constructor(db: Database.Database) {
    this.db = db;
    this.conn = new Connection(db);
  }

  get secrets(): Secrets {
    if (!this.opened) throw new Error('The store is not open yet');
    return this.opened;
  }
  set secrets(secrets: Secrets) {
    this.opened = secrets;
  }

  /** Waits for the lock; the holder hands it over on release (first come, first served). */
  private acquire(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        const i = this.waiters.indexOf(take);
        if (i >= 0) this.waiters.splice(i, 1);
        reject(
          new Error(
            `The database was held by one transaction for ${LOCK_TIMEOUT_MS} ms (a statement inside a transaction that did not go through its tx?)`,
          ),
        );
      }, LOCK_TIMEOUT_MS);
      const take = () => {
        clearTimeout(timer);
        resolve();
      };
      this.waiters.push(take);
    });
  }
  /**
   * Hands the store to the next waiter (a full batch commits first), or frees it with the open
   * batch's COMMIT due once this turn's I/O has been handled.
   */
  private release() {
    const next = this.waiters.shift();
    if (this.batch && this.batch.members >= MAX_BATCH) this.commit();
    if (next) next();
    else {
      this.locked = false;
      if (this.batch && !this.commitScheduled) {
        this.commitScheduled = true;
        setImmediate(() => {
          this.commitScheduled = false;
          if (!this.locked) this.commit();
        });
      }
    }
  }
  /** Commits the open batch and tells its transactions; a failed COMMIT fails them all. */
  private commit() {
    const batch = this.batch;
    if (!batch) return;
    this.batch = null;
    try {
      this.conn.run('COMMIT', undefined);
      batch.settle();
    } catch (err) {
      if (this.db.inTransaction) this.conn.run('ROLLBACK', undefined);
      batch.settle(err instanceof Error ? err : new Error(String(err)));
    }
  }
  /**
   * Runs a statement once the store is free (at once when it is). With a batch open it runs inside
   * it, and its result is given once the batch has committed: nobody is shown work that a crash
   * could still lose.
   */
  private whenFree<T>(statement: () => T): Promise<T> {
    if (this.locked) return this.afterLock(statement);
    return this.afterCommit(settled(statement));
  }
  private async afterLock<T>(statement: () => T): Promise<T> {
    await this.acquire();
    let result: Promise<T>;
    try {
      result = settled(statement);
    } finally {
      this.release();
    }
    return this.afterCommit(result);
  }
  private afterCommit<T>(result: Promise<T>): Promise<T> {
    const batch = this.batch;
    return batch ? batch.committed.then(() => result) : result;
  }
  /** Runs `statement` outside any transaction (VACUUM, checkpoints): the open batch commits first. */
  private alone<T>(statement: () => T): Promise<T> {
    return this.whenFree(() => {
      this.commit();
      return statement();
    });
  }

  all<T>(sql: string, params?: SqlParams): Promise<T[]> {
    return this.whenFree(() => this.conn.all<T>(sql, params));
  }
  get<T>(sql: string, params?: SqlParams): Promise<T | undefined> {
    return this.whenFree(() => this.conn.get<T>(sql, params));
  }
  run(sql: string, params?: SqlParams): Promise<RunResult> {
    return this.whenFree(() => this.conn.run(sql, params));
  }
  exec(sql: string): Promise<void> {
    return this.alone(() => void this.db.exec(sql));
  }
  /**
   * `work` in the open batch (BEGIN IMMEDIATE if none: the writer lock from the start, so no
   * upgrade can fail halfway), in a savepoint of its own; resolves once the batch has committed.
   */
  async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    if (this.locked) await this.acquire();
    else this.locked = true;
    let batch: Batch | null = null;
    let value: T;
    try {
      batch = this.batch ?? (this.batch = this.begin());
      batch.members += 1;
      value = await this.conn.savepoint(work);
    } catch (err) {
      // SQLite itself ended the transaction (a full disk, an I/O error): the batch's work is gone.
      if (batch && batch === this.batch && !this.db.inTransaction) {
        this.batch = null;
        batch.settle(new Error('The transaction was rolled back by SQLite', { cause: err }));
      }
      this.release();
      throw err;
    }
    this.release();
    await batch.committed;
    return value;
  }
  private begin(): Batch {
    this.conn.run('BEGIN IMMEDIATE', undefined);
    let settle: (err?: Error) => void = () => undefined;
    const committed = new Promise<void>((resolve, reject) => {
      settle = (err) => (err ? reject(err) : resolve());
    });
    // A batch whose transactions all failed has nobody waiting on it.
    committed.catch(() => undefined);
    return { members: 0, committed, settle };
  }
  /** Runs `work` with the connection held: nothing else runs meanwhile (VACUUM, checkpoints). */
  pragma(sql: string): Promise<unknown> {
    return this.alone(() => this.db.pragma(sql));
  }
  async close(): Promise<void> {
    if (this.locked) await this.acquire();
    this.commit();
    this.db.close();
  }
}

/**
 * Opens the SQLite database at `path` (`:memory:` keeps nothing), applies pending migrations and
 * opens its secrets (db/secrets.ts) with the master key: a database is never used without them.
 * An in-memory database keeps nothing, so its key is random.
 */
export async function openSqliteStore(
  path: string,
  secretsOptions: SecretsOptions,
): Promise<Store> {
  const memory = path === ':memory:';
  const { key } = secretsOptions;
  if (!memory && key.kind === 'file' && resolve(dirname(key.path)) === resolve(dirname(path)))
    throw new Error(
      `The secrets key file ${key.path} is in the database's folder: whoever copies the folder could read every secret. Keep it elsewhere (SECRETS_KEY_FILE).`,
    );
  if (!memory) mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  try {
    return await prepare(db, memory, memory ? { key: { kind: 'ephemeral' } } : secretsOptions);
  } catch (err) {
    // A wrong key or a failed migration leaves nothing open (nor the file locked).
    db.close();
    if (err instanceof Database.SqliteError && err.code === 'SQLITE_BUSY')
      throw new Error(
        `The database ${path} is in use by another process (a sandbox holds its file while it runs).`,
        { cause: err },
      );
    throw err;
  }
}

async function prepare(
  db: Database.Database,
  memory: boolean,
  options: SecretsOptions,
): Promise<Store> {
  if (!memory) {
    // One process owns the file while it runs: no shared-memory locking on every statement (the
    // WAL index lives in the process), and a second sandbox on the same file is refused.
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('journal_mode = WAL');
  }
  // A commit is written to the WAL file before it returns, so a crashed or killed process loses
  // nothing it acknowledged; only a crash of the machine itself could lose the last commits.
  // That is the right trade for a sandbox: no fsync on the request path.
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // A transaction's savepoint keeps the pages it changes for its rollback: in memory, not a file.
  db.pragma('temp_store = MEMORY');
  // The WAL is copied into the file (a checkpoint) once it holds 10 000 pages (~40 MB) instead of
  // SQLite's 1 000: a page written by many commits is copied once. Under 16 concurrent creates
  // this measured 1–15 % faster (three alternating runs); it changes nothing about what is kept.
  db.pragma('wal_autocheckpoint = 10000');
  // 64 MiB of page cache instead of 2: the indexes of a busy sandbox stay in memory.
  db.pragma('cache_size = -65536');
  const store = new SqliteStore(db);
  await migrate(store);
  const { secrets, sealed } = await store.transaction(async (tx) => {
    const opened = await openSecrets(tx, options);
    // A database from before secrets at rest has its rows sealed now, in the same transaction.
    return { secrets: opened, sealed: await sealLegacySecrets(tx, opened) };
  });
  if (sealed > 0) {
    // Rewrite the file without the pages that held the clear values, and empty the WAL.
    await store.exec('VACUUM');
    if (!memory) await store.pragma('wal_checkpoint(TRUNCATE)');
  }
  store.secrets = secrets;
  return store;
}
