/**
 * The store's promises, as every repository relies on them: a transaction commits or rolls back
 * whole, nested ones are savepoints, nothing else runs on the database while one is open, and the
 * order view's column lists match the tables the migrations make.
 */
import { describe, expect, it } from 'vitest';
import { openTestStore, tableNames } from '../test-store.ts';
import { migrationSql } from './dialect.ts';
import { statementsOf } from './migrate.ts';
import { TABLE_COLUMNS } from './order-repo.ts';
import type { Store } from './store.ts';

async function freshTable(store: Store) {
  // Written as the migrations are (SQLite's DDL), and translated the same way.
  await store.exec(
    migrationSql('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)', store.dialect),
  );
  return async () =>
    (await store.all<{ v: string }>('SELECT v FROM t ORDER BY id')).map((r) => r.v);
}

describe('the store', () => {
  it('commits a transaction whole, and rolls it back whole when its work throws', async () => {
    const store = await openTestStore();
    const values = await freshTable(store);
    await store.transaction(async (tx) => {
      await tx.run('INSERT INTO t (v) VALUES (?)', ['a']);
      await tx.run('INSERT INTO t (v) VALUES (?)', ['b']);
    });
    await expect(
      store.transaction(async (tx) => {
        await tx.run('INSERT INTO t (v) VALUES (?)', ['c']);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await values()).toEqual(['a', 'b']);
  });

  it('makes a transaction inside a transaction a savepoint: its failure undoes only its part', async () => {
    const store = await openTestStore();
    const values = await freshTable(store);
    await store.transaction(async (tx) => {
      await tx.run('INSERT INTO t (v) VALUES (?)', ['outer']);
      await expect(
        tx.transaction(async (inner) => {
          await inner.run('INSERT INTO t (v) VALUES (?)', ['inner']);
          throw new Error('inner refused');
        }),
      ).rejects.toThrow('inner refused');
      await tx.transaction((inner) => inner.run('INSERT INTO t (v) VALUES (?)', ['kept']));
    });
    expect(await values()).toEqual(['outer', 'kept']);
  });

  it('runs nothing else while a transaction is open (SQLite): statements and transactions wait their turn', async () => {
    const store = await openTestStore();
    if (store.dialect !== 'sqlite') return; // PostgreSQL: the next test
    const values = await freshTable(store);
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = store.transaction(async (tx) => {
      await tx.run('INSERT INTO t (v) VALUES (?)', ['first']);
      await held; // work that awaits between its statements
      // The transaction sees its own write; nobody else has seen it yet.
      order.push(`first sees ${(await tx.all('SELECT v FROM t')).length}`);
      await tx.run('INSERT INTO t (v) VALUES (?)', ['first again']);
    });
    const outside = store.all<{ v: string }>('SELECT v FROM t ORDER BY id');
    const second = store.transaction(async (tx) => {
      order.push('second starts');
      await tx.run('INSERT INTO t (v) VALUES (?)', ['second']);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([]);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first sees 1', 'second starts']);
    // First come, first served: after the first transaction's commit, before the second's.
    expect((await outside).map((r) => r.v)).toEqual(['first', 'first again']);
    expect(await values()).toEqual(['first', 'first again', 'second']);
  });

  it('commits transactions that arrive together once (SQLite): each answers after that COMMIT, and a failed one undoes only its own work', async () => {
    const store = await openTestStore();
    if (store.dialect !== 'sqlite') return;
    const values = await freshTable(store);
    const answered: string[] = [];
    const all = Array.from({ length: 20 }, (_, i) =>
      store
        .transaction(async (tx) => {
          await tx.run('INSERT INTO t (v) VALUES (?)', [`v${i}`]);
          if (i === 7) throw new Error('refused');
        })
        .then(() => answered.push(`v${i}`)),
    );
    // A read asked meanwhile waits for the transactions before it and answers after their COMMIT.
    const read = store.all<{ v: string }>('SELECT v FROM t ORDER BY id');
    const settled = await Promise.allSettled(all);
    expect(settled.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(settled[7]).toMatchObject({ status: 'rejected', reason: new Error('refused') });
    const expected = Array.from({ length: 20 }, (_, i) => `v${i}`).filter((v) => v !== 'v7');
    expect(answered.sort()).toEqual([...expected].sort());
    expect((await read).map((r) => r.v)).toEqual(expected);
    expect(await values()).toEqual(expected);
  });

  it('runs VACUUM and pragmas outside any transaction, however busy the store is (SQLite)', async () => {
    const store = await openTestStore();
    if (store.dialect !== 'sqlite') return;
    const values = await freshTable(store);
    const writes = Array.from({ length: 5 }, (_, i) =>
      store.transaction((tx) => tx.run('INSERT INTO t (v) VALUES (?)', [`w${i}`])),
    );
    await expect(store.exec('VACUUM')).resolves.toBeUndefined();
    await Promise.all(writes);
    expect(await values()).toEqual(['w0', 'w1', 'w2', 'w3', 'w4']);
  });

  it('isolates an open transaction (PostgreSQL): others run meanwhile and see only what was committed', async () => {
    const store = await openTestStore();
    if (store.dialect !== 'postgres') return; // SQLite: the test before
    const values = await freshTable(store);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = store.transaction(async (tx) => {
      await tx.run('INSERT INTO t (v) VALUES (?)', ['first']);
      await held;
      // Read committed: its own write, and what the other transaction committed meanwhile.
      expect((await tx.all('SELECT v FROM t')).length).toBe(2);
      await tx.run('INSERT INTO t (v) VALUES (?)', ['first again']);
    });
    // Neither waits for the open transaction, nor sees its uncommitted row.
    expect(await store.all('SELECT v FROM t')).toEqual([]);
    await store.transaction((tx) => tx.run('INSERT INTO t (v) VALUES (?)', ['second']));
    expect(await values()).toEqual(['second']);
    release();
    await first;
    expect((await values()).sort()).toEqual(['first', 'first again', 'second']);
  });

  it('refuses a statement on a transaction that has ended', async () => {
    const store = await openTestStore();
    await freshTable(store);
    const leaked = await store.transaction((tx) => Promise.resolve(tx));
    await expect(leaked.run('INSERT INTO t (v) VALUES (?)', ['late'])).rejects.toThrow(/ended/);
  });

  it('hands back integers as numbers and RETURNING rows', async () => {
    const store = await openTestStore();
    await freshTable(store);
    const row = await store.get<{ id: number }>('INSERT INTO t (v) VALUES (?) RETURNING id', ['x']);
    expect(row).toEqual({ id: 1 });
    // A millisecond timestamp (past 32 bits) in an INTEGER column, and an aggregate of it.
    await store.exec(migrationSql('CREATE TABLE ms (at INTEGER NOT NULL)', store.dialect));
    await store.run('INSERT INTO ms (at) VALUES (?)', [1_767_225_600_000]);
    expect(
      await store.get('SELECT at, COUNT(*) AS n, SUM(at) AS total FROM ms GROUP BY at'),
    ).toEqual({ at: 1_767_225_600_000, n: 1, total: 1_767_225_600_000 });
  });
});

describe('the migrations', () => {
  it('split into statements at semicolons outside quotes and comments', () => {
    expect(
      statementsOf(`-- a comment; with a semicolon
CREATE TABLE a (x TEXT DEFAULT ';'); -- trailing; comment
INSERT INTO a VALUES ('it''s; fine');`),
    ).toEqual(["CREATE TABLE a (x TEXT DEFAULT ';')", "INSERT INTO a VALUES ('it''s; fine')"]);
  });

  it('make exactly the columns the order view lists, table by table', async () => {
    const store = await openTestStore();
    expect(await tableNames(store)).toEqual(expect.arrayContaining(Object.keys(TABLE_COLUMNS)));
    for (const [table, columns] of Object.entries(TABLE_COLUMNS)) {
      const stored =
        store.dialect === 'postgres'
          ? await store.all<{ name: string }>(
              `SELECT column_name AS name FROM information_schema.columns
               WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position`,
              [table],
            )
          : await store.all<{ name: string }>('SELECT name FROM pragma_table_info(?)', [table]);
      expect([...stored.map((c) => c.name)].sort(), table).toEqual([...columns].sort());
    }
  });
});
