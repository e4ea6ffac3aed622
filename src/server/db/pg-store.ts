/**
 * The PostgreSQL store (`DATABASE_URL=postgres://...`): the repositories' SQL on a connection
 * pool, for several sandbox instances sharing one database.
 *
 * - `?` parameters are numbered (`$1`...) once per SQL text, and each text is a named prepared
 *   statement, parsed and planned once per connection.
 * - Rows come back as SQLite gives them, whatever the column's PostgreSQL type: BIGINT (COUNT) and
 *   NUMERIC (SUM) as JS numbers (every integer the sandbox stores, minor units and ms timestamps,
 *   is far below 2^53), JSON as its text, booleans as 1 or 0. Set for this pool's connections
 *   only.
 * - A transaction holds one connection from BEGIN to COMMIT; one inside it is a savepoint. When
 *   PostgreSQL aborts it for a serialization failure or a deadlock (another instance won), the
 *   whole work runs again, a few times, so it must not act outside the database before it ends.
 * - Opening migrates and opens the secrets under an advisory lock: instances starting together
 *   migrate once and share one set of data keys.
 */
import pg from 'pg';
import { numberedParams } from './dialect.ts';
import { migrate } from './migrate.ts';
import { openSecrets, type SecretsOptions } from './secrets.ts';
import type { RunResult, Secrets, Sql, SqlParams, Store } from './store.ts';

const BOOL = 16;
const INT8 = 20;
const JSON_OID = 114;
const NUMERIC = 1700;
const JSONB = 3802;
const toNumber = (value: string) => Number(value);
const asText = (value: string) => value;
const toBit = (value: string) => (value === 't' ? 1 : 0);
/** Rows as SQLite gives them: integers as numbers, JSON as its text, truth as 1 or 0. */
const PARSERS: Record<number, (value: string) => unknown> = {
  [INT8]: toNumber,
  [NUMERIC]: toNumber,
  [JSON_OID]: asText,
  [JSONB]: asText,
  [BOOL]: toBit,
};
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    PARSERS[oid] ?? (pg.types.getTypeParser(oid, format) as (value: string) => unknown),
};

/** SQLSTATEs after which PostgreSQL rolled the transaction back and running it again can succeed. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

/** A numbered SQL text and its prepared statement's name (the same on every connection). */
type Prepared = { text: string; name: string | undefined };

/** Past this many distinct texts, new ones run unnamed (a connection keeps what it prepared). */
const MAX_PREPARED = 1000;

/** Stable key of the advisory lock held while migrating and opening the secrets. */
const OPEN_LOCK = 7_306_032_017;

type Queryable = Pick<pg.PoolClient, 'query'>;

/** The connection pool: at most `max` connections, an idle one closed after `idleMs`. */
export type PoolOptions = { max?: number; idleMs?: number };

export async function openPgStore(
  url: string,
  secretsOptions: SecretsOptions,
  poolOptions: PoolOptions = {},
): Promise<Store> {
  const pool = new pg.Pool({
    connectionString: url,
    types,
    max: poolOptions.max ?? 10,
    idleTimeoutMillis: poolOptions.idleMs ?? 10_000,
    // Idle connections do not keep a finished process alive.
    allowExitOnIdle: true,
  });
  // A connection that breaks while idle (the server restarted) is dropped by the pool, and the
  // next statement gets a new one; without a listener the error would end the process.
  pool.on('error', () => undefined);

  const prepared = new Map<string, Prepared>();
  const prepare = (sql: string): Prepared => {
    let p = prepared.get(sql);
    if (!p) {
      const named = prepared.size < MAX_PREPARED;
      p = { text: numberedParams(sql), name: named ? `s${prepared.size}` : undefined };
      prepared.set(sql, p);
    }
    return p;
  };

  const query = async <T>(on: Queryable, sql: string, params: SqlParams = []) => {
    const { text, name } = prepare(sql);
    return on.query<T & pg.QueryResultRow>({ text, name, values: [...params] });
  };

  /** Statements on `on`: the pool (each statement on any connection) or one transaction's client. */
  const statements = (on: Queryable) => ({
    all: async <T>(sql: string, params?: SqlParams) => (await query<T>(on, sql, params)).rows,
    get: async <T>(sql: string, params?: SqlParams) =>
      (await query<T>(on, sql, params)).rows[0] as T | undefined,
    run: async (sql: string, params?: SqlParams): Promise<RunResult> => ({
      changes: (await query(on, sql, params)).rowCount ?? 0,
    }),
  });

  /** A transaction's Sql on `client`; savepoints nest under it. Unusable once it ended. */
  const inTransaction = (client: pg.PoolClient, depth: number, isOpen: () => boolean): Sql => {
    const guarded: Queryable = {
      query: ((config: pg.QueryConfig) => {
        if (!isOpen())
          return Promise.reject(new Error('This transaction has ended: use the store instead.'));
        return client.query(config);
      }) as Queryable['query'],
    };
    return {
      dialect: 'postgres',
      ...statements(guarded),
      transaction: async <T>(work: (tx: Sql) => Promise<T>): Promise<T> => {
        const savepoint = `sp${depth}`;
        await guarded.query({ text: `SAVEPOINT ${savepoint}` });
        let open = true;
        try {
          const result = await work(inTransaction(client, depth + 1, () => open && isOpen()));
          open = false;
          await guarded.query({ text: `RELEASE SAVEPOINT ${savepoint}` });
          return result;
        } catch (err) {
          open = false;
          // After a serialization failure the whole transaction is lost: the outermost retries.
          if (!isRetryable(err))
            await guarded.query({ text: `ROLLBACK TO SAVEPOINT ${savepoint}` });
          throw err;
        }
      },
    };
  };

  const transaction = async <T>(work: (tx: Sql) => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      const client = await pool.connect();
      let open = true;
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work(inTransaction(client, 1, () => open));
        open = false;
        await client.query('COMMIT');
        return result;
      } catch (err) {
        open = false;
        await client.query('ROLLBACK').catch((rollbackErr: Error) => {
          broken = rollbackErr;
        });
        if (isRetryable(err) && attempt < MAX_ATTEMPTS) {
          // Back off a little, randomly, so the instances that collided do not collide again.
          await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
          continue;
        }
        throw err;
      } finally {
        // A connection whose ROLLBACK failed is closed, not reused.
        client.release(broken);
      }
    }
  };

  let secrets: Secrets | undefined;
  let closing: Promise<void> | undefined;
  const store: Store = {
    dialect: 'postgres',
    ...statements(pool),
    transaction,
    exec: async (sql: string) => {
      await pool.query(sql);
    },
    // Once: a second close (the test harness after a test that closed its store) is a no-op.
    close: () => (closing ??= pool.end()),
    get secrets(): Secrets {
      if (!secrets) throw new Error('The store is still opening: its secrets are not open yet.');
      return secrets;
    },
  };

  try {
    secrets = await whileOpening(pool, async () => {
      await migrate(store);
      return transaction((tx) => openSecrets(tx, secretsOptions));
    });
    return store;
  } catch (err) {
    await pool.end();
    throw err;
  }
}

function isRetryable(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

/**
 * Runs `work` (migrations, opening the secrets) under an advisory lock held on a connection of its
 * own: a second instance starting at the same time waits, then finds both done. A database made
 * before secrets at rest cannot exist on PostgreSQL, so nothing is left to seal here.
 */
async function whileOpening<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [OPEN_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [OPEN_LOCK]);
    }
  } finally {
    client.release();
  }
}
