/**
 * The one place the server tests get their store from: a fresh in-memory SQLite database by
 * default; with TEST_DATABASE_URL (postgres://…) the whole suite runs on PostgreSQL instead.
 * Tests read and check rows through the store's `Sql`, so they hold on either.
 */
import { isPostgresUrl, openStore } from './db/open-store.ts';
import type { Sql, Store } from './db/store.ts';
import { testDatabaseUrl } from './env.ts';

/** The database the suite runs on: in-memory SQLite unless TEST_DATABASE_URL names one. */
export const TEST_DATABASE_URL = testDatabaseUrl();

/** A fresh, empty, migrated store with its secrets open. */
export async function openTestStore(): Promise<Store> {
  if (TEST_DATABASE_URL !== '') {
    if (!isPostgresUrl(TEST_DATABASE_URL))
      throw new Error(`TEST_DATABASE_URL must be a postgres:// URL, not ${TEST_DATABASE_URL}`);
    // NOT YET: a fresh PostgreSQL database (or schema) per test comes with the PostgreSQL store.
    throw new Error('The server suite on PostgreSQL (TEST_DATABASE_URL) is not wired in yet');
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
