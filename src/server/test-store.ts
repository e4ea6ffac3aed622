/**
 * The one place the server tests get their store from: a fresh in-memory SQLite database by
 * default; with TEST_DATABASE_URL (postgres://…) the whole suite runs on PostgreSQL instead.
 * Tests read and check rows through the store's `Sql`, so they hold on either.
 */
import { onTestFinished } from 'vitest';
import { createDatabase, dropDatabase } from './db/pg-databases.ts';
import { isPostgresUrl, openStore } from './db/open-store.ts';
import { openPgStore } from './db/pg-store.ts';
import type { Sql, Store } from './db/store.ts';
import { testDatabaseUrl } from './env.ts';

/** The database the suite runs on: in-memory SQLite unless TEST_DATABASE_URL names one. */
export const TEST_DATABASE_URL = testDatabaseUrl();

/** The master key of the test databases on PostgreSQL (they are copies of one template). */
const PG_TEST_SECRETS = {
  key: { kind: 'value' as const, value: 'server-suite-test-master-key-0123456789ab' },
};

/** A migrated database with its secrets, made once per test process and copied for each test. */
let template: Promise<string> | undefined;
async function migratedTemplate(url: string): Promise<string> {
  const made = await createDatabase(url, 'template');
  await (await openPgStore(made, PG_TEST_SECRETS)).close();
  return decodeURIComponent(new URL(made).pathname.slice(1));
}

/**
 * A new PostgreSQL database for one test: a copy of the migrated template (much faster than
 * migrating), dropped when the test ends.
 */
async function openPgTestStore(url: string): Promise<Store> {
  template ??= migratedTemplate(url);
  const database = await createDatabase(url, 'test', await template);
  const store = await openPgStore(database, PG_TEST_SECRETS, { max: 4, idleMs: 1_000 });
  try {
    onTestFinished(async () => {
      await store.close();
      await dropDatabase(database);
    });
  } catch {
    // Opened outside a test (a suite's setup): its connections close when idle.
  }
  return store;
}

/** A fresh, empty, migrated store with its secrets open. */
export async function openTestStore(): Promise<Store> {
  if (TEST_DATABASE_URL !== '') {
    if (!isPostgresUrl(TEST_DATABASE_URL))
      throw new Error(`TEST_DATABASE_URL must be a postgres:// URL, not ${TEST_DATABASE_URL}`);
    return openPgTestStore(TEST_DATABASE_URL);
  }
  return openStore(':memory:');
}

/** The tables of the store's database (migrations' bookkeeping included). */
export async function tableNames(sql: Sql): Promise<string[]> {
  const rows =
    sql.dialect === 'postgres'
      ? await sql.all<{ name: string }>(
          `SELECT table_name AS name FROM information_schema.tables
           WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
        )
      : await sql.all<{ name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
        );
  return rows.map((row) => row.name);
}
