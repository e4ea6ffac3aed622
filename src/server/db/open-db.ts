/**
 * Opens the SQLite database (WAL for files) and applies pending migrations in one transaction each.
 */
import Database from 'better-sqlite3';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type Db = Database.Database;

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

export function openDb(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  // A commit is written to the WAL file before it returns, so a crashed or killed process loses
  // nothing it acknowledged; only a crash of the machine itself could lose the last commits.
  // That is the right trade for a sandbox: no fsync on the request path.
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied TEXT NOT NULL)',
  );
  const applied = new Set(
    db
      .prepare<[], { name: string }>('SELECT name FROM schema_migrations')
      .all()
      .map((r) => r.name),
  );
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (name, applied) VALUES (?, ?)').run(
        file,
        new Date().toISOString(),
      );
    })();
  }
}
