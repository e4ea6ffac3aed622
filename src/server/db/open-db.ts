/**
 * Opens the SQLite database (WAL for files), applies pending migrations in one transaction each,
 * and opens its secrets (db/secrets.ts) with the master key: a database is never used without them.
 */
import Database from 'better-sqlite3';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { sealLegacySecrets } from './seal-legacy.ts';
import { DEFAULT_KEY_FILE, openSecrets, type Secrets, type SecretsOptions } from './secrets.ts';

export type Db = Database.Database & {
  /** Seals, opens and hashes the secrets stored in this database. */
  readonly secrets: Secrets;
};

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

/** A file database's master key by default: the default key file, created on first use. */
const DEFAULT_SECRETS: SecretsOptions = {
  key: { kind: 'file', path: DEFAULT_KEY_FILE, create: true },
};

/**
 * `secrets` says where the master key comes from (the default key file unless given); an
 * in-memory database keeps nothing, so its key is random.
 */
export function openDb(path: string, secretsOptions: SecretsOptions = DEFAULT_SECRETS): Db {
  const memory = path === ':memory:';
  const { key } = secretsOptions;
  if (!memory && key.kind === 'file' && resolve(dirname(key.path)) === resolve(dirname(path)))
    throw new Error(
      `The secrets key file ${key.path} is in the database's folder: whoever copies the folder could read every secret. Keep it elsewhere (SECRETS_KEY_FILE).`,
    );
  if (!memory) mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  try {
    return prepare(db, memory, memory ? { key: { kind: 'ephemeral' } } : secretsOptions);
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

function prepare(db: Database.Database, memory: boolean, options: SecretsOptions): Db {
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
  // 64 MiB of page cache instead of 2: the indexes of a busy sandbox stay in memory.
  db.pragma('cache_size = -65536');
  migrate(db);
  const { secrets, sealed } = db.transaction(() => {
    const opened = openSecrets(db, options);
    // A database from before secrets at rest has its rows sealed now, in the same transaction.
    return { secrets: opened, sealed: sealLegacySecrets(db, opened) };
  })();
  if (sealed > 0) {
    // Rewrite the file without the pages that held the clear values, and empty the WAL.
    db.exec('VACUUM');
    if (!memory) db.pragma('wal_checkpoint(TRUNCATE)');
  }
  return Object.assign(db, { secrets });
}

function migrate(db: Database.Database): void {
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
