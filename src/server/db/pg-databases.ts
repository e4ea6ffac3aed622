/**
 * Databases made and dropped on a PostgreSQL server for tests and benchmarks: each suite or sandbox
 * gets a database of its own on one server (the throwaway cluster of scripts/pg/cluster.ts in CI).
 */
import pg from 'pg';

/** A database name: the prefix's letters and digits, then a unique tail. */
function uniqueName(prefix: string): string {
  const clean =
    prefix
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .slice(0, 30) || 'db';
  return `${clean}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Creates a database on the server of `url` and returns its URL: empty, or a copy of `template`
 * (a database nobody is connected to; copying a migrated one is much faster than migrating).
 */
export async function createDatabase(
  url: string,
  prefix = 'test',
  template?: string,
): Promise<string> {
  const name = uniqueName(prefix);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    let sql = `CREATE DATABASE "${name}"`;
    if (template !== undefined) {
      sql += ` TEMPLATE "${template.replace(/"/g, '""')}"`;
      // A file copy (PostgreSQL 15+) beats logging every page of a small database.
      const version = await client.query<{ v: string }>('SHOW server_version_num');
      if (Number(version.rows[0]?.v) >= 150000) sql += ' STRATEGY FILE_COPY';
    }
    await client.query(sql);
  } finally {
    await client.end();
  }
  const created = new URL(url);
  created.pathname = `/${name}`;
  return created.toString();
}

/** Drops a database made by createDatabase (its connections are ended first). */
export async function dropDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
