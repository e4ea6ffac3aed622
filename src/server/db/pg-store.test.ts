/**
 * The PostgreSQL store on a real cluster (TEST_DATABASE_URL's server, or a throwaway cluster this
 * file starts): the migrations apply on an empty database, `?` parameters, numbers back as
 * numbers, transactions with savepoints, row locks that serialise two transactions, and the retry
 * after a deadlock. Without PostgreSQL the file is skipped with a line saying so (never in CI).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stopTestCluster, testDatabase } from '../../../scripts/pg/cluster.ts';
import { openPgStore } from './pg-store.ts';
import { forUpdate, type Sql, type Store } from './store.ts';

const KEY = { key: { kind: 'value' as const, value: 'pg-store-test-master-key-0123456789abcdef' } };

const MIGRATIONS = readdirSync(join(import.meta.dirname, 'migrations'))
  .filter((f) => f.endsWith('.sql'))
  .sort();

const fresh = () => testDatabase('pg_store');
const baseUrl = await fresh();
afterAll(stopTestCluster);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(baseUrl === null)('PostgreSQL store', () => {
  let opened: Store[] = [];
  const open = async (url: string) => {
    const store = await openPgStore(url, KEY);
    opened.push(store);
    return store;
  };
  afterAll(async () => {
    await Promise.all(opened.map((s) => s.close()));
    opened = [];
  });

  /** A store on its own new database with a scratch table. */
  async function scratch(): Promise<Store> {
    const store = await open((await fresh()) ?? '');
    await store.exec('CREATE TABLE t (id TEXT PRIMARY KEY, n BIGINT NOT NULL, note TEXT)');
    return store;
  }

  describe('migrations', () => {
    it('all apply on an empty database, with 64-bit integers and identity keys', async () => {
      const store = await open(baseUrl ?? '');
      const applied = await store.all<{ name: string }>(
        'SELECT name FROM schema_migrations ORDER BY name',
      );
      expect(MIGRATIONS.slice(0, 4)).toEqual([
        '001-init.sql',
        '002-settlement-links-webhooks.sql',
        '003-secrets-at-rest.sql',
        '004-request-path.sql',
      ]);
      expect(applied.map((r) => r.name)).toEqual(MIGRATIONS);
      const type = (table: string, column: string) =>
        store.get<{ data_type: string; is_identity: string }>(
          'SELECT data_type, is_identity FROM information_schema.columns WHERE table_name = ? AND column_name = ?',
          [table, column],
        );
      expect(await type('orders', 'created_ms')).toEqual({
        data_type: 'bigint',
        is_identity: 'NO',
      });
      expect(await type('orders', 'capture_at_ms')).toMatchObject({ data_type: 'bigint' });
      expect(await type('webhook_deliveries', 'id')).toEqual({
        data_type: 'bigint',
        is_identity: 'YES',
      });
      expect(await type('status_events', 'id')).toEqual({
        data_type: 'bigint',
        is_identity: 'YES',
      });

      const indexes = await store.all<{ indexname: string; indexdef: string }>(
        "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'",
      );
      const byName = new Map(indexes.map((i) => [i.indexname, i.indexdef]));
      expect(byName.has('status_events_order')).toBe(false);
      expect(byName.get('orders_project_merchant_ref')).toMatch(
        /WHERE \(merchant_order_id IS NOT NULL\)/,
      );
      expect(byName.has('setup_tokens_order')).toBe(true);
      // The legacy conversion is for old SQLite files only.
      expect(await store.get("SELECT value FROM settings WHERE name = 'seal_legacy'")).toBe(
        undefined,
      );

      // A status event gets its id from the identity column, and ids grow.
      const insert = (to: string) =>
        store.get<{ id: number }>(
          'INSERT INTO status_events (order_id, project_id, from_status, to_status, at) VALUES (?, ?, ?, ?, ?) RETURNING id',
          ['o1', 'p1', null, to, new Date().toISOString()],
        );
      const first = await insert('new');
      const second = await insert('completed');
      expect(typeof first?.id).toBe('number');
      expect(second?.id).toBeGreaterThan(first?.id ?? Infinity);
    });

    it('are applied once, and every instance opens the same secrets, also when starting together', async () => {
      const url = (await fresh()) ?? '';
      const [a, b] = await Promise.all([open(url), open(url)]);
      const c = await open(url);
      const count = await c.get<{ n: number }>('SELECT COUNT(*) AS n FROM schema_migrations');
      expect(count?.n).toBe(MIGRATIONS.length);
      const sealed = a.secrets.seal('capability', 'orders.checkout_key_sealed:o1');
      expect(b.secrets.open(sealed, 'orders.checkout_key_sealed:o1')).toBe('capability');
      expect(c.secrets.lookupHash('tok')).toBe(a.secrets.lookupHash('tok'));
      expect(b.secrets.fingerprint('4111111111111111')).toBe(
        a.secrets.fingerprint('4111111111111111'),
      );
    });

    it('refuses an instance started with another master key', async () => {
      const url = (await fresh()) ?? '';
      await open(url);
      await expect(
        openPgStore(url, {
          key: { kind: 'value', value: 'another-master-key-0123456789abcdefgh' },
        }),
      ).rejects.toThrow(/sealed with another master key/);
    });
  });

  describe('statements', () => {
    it('number ? parameters and leave a ? in a literal alone', async () => {
      const store = await scratch();
      await store.run("INSERT INTO t (id, n, note) VALUES (?, ?, 'why?')", ['a', 1]);
      await store.run('INSERT INTO t (id, n, note) VALUES (?, ?, ?)', ['b', 2, 'what?']);
      expect(
        await store.all("SELECT id, note, '?' AS q FROM t WHERE n >= ? AND id <> ? ORDER BY id", [
          1,
          'z',
        ]),
      ).toEqual([
        { id: 'a', note: 'why?', q: '?' },
        { id: 'b', note: 'what?', q: '?' },
      ]);
    });

    it('give integers, counts and sums back as numbers', async () => {
      const store = await scratch();
      await store.run('INSERT INTO t (id, n) VALUES (?, ?), (?, ?)', [
        'a',
        1_700_000_000_000,
        'b',
        5,
      ]);
      const row = await store.get<Record<string, unknown>>(
        'SELECT COUNT(*) AS count, SUM(n) AS sum, MAX(n) AS max, AVG(n) AS avg, 1.5::float8 AS real FROM t',
      );
      expect(row).toEqual({
        count: 2,
        sum: 1_700_000_000_005,
        max: 1_700_000_000_000,
        avg: 850_000_000_002.5,
        real: 1.5,
      });
    });

    it('give JSON as its text and truth as 1 or 0, as SQLite does', async () => {
      const store = await open(baseUrl ?? '');
      const row = await store.get<Record<string, unknown>>(
        `SELECT json_build_object('a', 1) AS j, '{"b": [2]}'::jsonb AS jb, 1 = 1 AS yes, 1 = 2 AS no`,
      );
      expect(row).toEqual({ j: '{"a" : 1}', jb: '{"b": [2]}', yes: 1, no: 0 });
    });

    it('report the rows a statement changed', async () => {
      const store = await scratch();
      await store.run('INSERT INTO t (id, n) VALUES (?, ?), (?, ?)', ['a', 1, 'b', 1]);
      expect(await store.run('UPDATE t SET n = n + 1 WHERE n = ?', [1])).toEqual({ changes: 2 });
      expect(await store.run('DELETE FROM t WHERE id = ?', ['none'])).toEqual({ changes: 0 });
      expect(await store.get('SELECT * FROM t WHERE id = ?', ['none'])).toBe(undefined);
    });

    it('keep the integers pg parses everywhere else as strings', async () => {
      // The parsers belong to this store's pool: another client of the same driver is unchanged.
      const pg = (await import('pg')).default;
      const client = new pg.Client({ connectionString: baseUrl ?? '' });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: unknown }>('SELECT COUNT(*) AS n FROM settings');
        expect(typeof rows[0]?.n).toBe('string');
      } finally {
        await client.end();
      }
    });
  });

  describe('transactions', () => {
    it('commit what the work wrote when it resolves', async () => {
      const store = await scratch();
      const result = await store.transaction(async (tx) => {
        await tx.run('INSERT INTO t (id, n) VALUES (?, ?)', ['a', 1]);
        return (await tx.get<{ n: number }>('SELECT n FROM t WHERE id = ?', ['a']))?.n;
      });
      expect(result).toBe(1);
      expect(await store.all('SELECT id FROM t')).toEqual([{ id: 'a' }]);
    });

    it('roll back everything when the work throws, and pass the error on', async () => {
      const store = await scratch();
      await expect(
        store.transaction(async (tx) => {
          await tx.run('INSERT INTO t (id, n) VALUES (?, ?)', ['a', 1]);
          throw new Error('no');
        }),
      ).rejects.toThrow('no');
      await expect(
        store.transaction(async (tx) => {
          await tx.run('INSERT INTO t (id, n) VALUES (?, ?)', ['b', 1]);
          await tx.run('INSERT INTO t (id, n) VALUES (?, ?)', ['b', 2]);
        }),
      ).rejects.toMatchObject({ code: '23505' });
      expect(await store.all('SELECT id FROM t')).toEqual([]);
    });

    it('nest as savepoints: an inner failure undoes only the inner work', async () => {
      const store = await scratch();
      await store.transaction(async (tx) => {
        await tx.run('INSERT INTO t (id, n) VALUES (?, ?)', ['outer', 1]);
        await expect(
          tx.transaction(async (inner) => {
            await inner.run('INSERT INTO t (id, n) VALUES (?, ?)', ['inner', 1]);
            // A failed statement aborts only up to the savepoint.
            await inner.run('INSERT INTO t (id, n) VALUES (?, ?)', ['outer', 2]);
          }),
        ).rejects.toMatchObject({ code: '23505' });
        await tx.transaction(async (inner) => {
          await inner.run('INSERT INTO t (id, n) VALUES (?, ?)', ['kept', 1]);
          await inner.transaction((deeper) =>
            deeper.run('UPDATE t SET n = ? WHERE id = ?', [3, 'kept']),
          );
        });
      });
      expect(await store.all('SELECT id, n FROM t ORDER BY id')).toEqual([
        { id: 'kept', n: 3 },
        { id: 'outer', n: 1 },
      ]);
    });

    it('cannot be used after they ended', async () => {
      const store = await scratch();
      let leaked: Sql | undefined;
      await store.transaction(async (tx) => {
        leaked = tx;
        await tx.get('SELECT 1');
      });
      await expect(leaked?.get('SELECT 1')).rejects.toThrow(/transaction has ended/);
    });

    it('serialise on a row locked FOR UPDATE: no update is lost', async () => {
      const store = await scratch();
      await store.run('INSERT INTO t (id, n) VALUES (?, ?)', ['counter', 0]);
      const order: string[] = [];
      let aRead: () => void = () => undefined;
      const aHoldsTheRow = new Promise<void>((resolve) => (aRead = resolve));
      const increment = (who: string) =>
        store.transaction(async (tx) => {
          const row = await tx.get<{ n: number }>(
            `SELECT n FROM t WHERE id = ?${forUpdate(tx.dialect)}`,
            ['counter'],
          );
          order.push(`${who} read ${row?.n}`);
          if (who === 'a') aRead();
          // b asks for the row meanwhile.
          await sleep(150);
          await tx.run('UPDATE t SET n = ? WHERE id = ?', [(row?.n ?? 0) + 1, 'counter']);
          order.push(`${who} wrote`);
        });
      const a = increment('a');
      await aHoldsTheRow;
      await Promise.all([a, increment('b')]);
      expect(await store.get('SELECT n FROM t WHERE id = ?', ['counter'])).toEqual({ n: 2 });
      // b read only after a had written and committed.
      expect(order).toEqual(['a read 0', 'a wrote', 'b read 1', 'b wrote']);
    });

    it('run the whole work again after PostgreSQL broke a deadlock', async () => {
      const store = await scratch();
      await store.run('INSERT INTO t (id, n) VALUES (?, ?), (?, ?)', ['x', 0, 'y', 0]);
      let runs = 0;
      // Both hold their first row before either asks for its second: a deadlock for certain.
      let holding = 0;
      let bothHold: () => void = () => undefined;
      const barrier = new Promise<void>((resolve) => (bothHold = resolve));
      const both = (first: string, second: string) =>
        store.transaction(async (tx) => {
          runs++;
          await tx.run('UPDATE t SET n = n + 1 WHERE id = ?', [first]);
          if (++holding === 2) bothHold();
          await barrier;
          await tx.run('UPDATE t SET n = n + 1 WHERE id = ?', [second]);
        });
      await Promise.all([both('x', 'y'), both('y', 'x')]);
      expect(runs).toBe(3);
      expect(await store.all('SELECT id, n FROM t ORDER BY id')).toEqual([
        { id: 'x', n: 2 },
        { id: 'y', n: 2 },
      ]);
    });
  });
});
