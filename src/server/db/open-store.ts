/**
 * Opens the store a sandbox runs on: SQLite (a file, or `:memory:`) by default, PostgreSQL when
 * the location is a postgres:// URL (`DATABASE_URL`). Either way pending migrations are applied and
 * the database's secrets opened before it is handed out.
 */
import { openPgStore } from './pg-store.ts';
import { DEFAULT_KEY_FILE, type SecretsOptions } from './secrets.ts';
import { openSqliteStore } from './sqlite-store.ts';
import type { Store } from './store.ts';

/** A file database's master key by default: the default key file, created on first use. */
export const DEFAULT_SECRETS: SecretsOptions = {
  key: { kind: 'file', path: DEFAULT_KEY_FILE, create: true },
};

/** True for a PostgreSQL connection URL. */
export const isPostgresUrl = (location: string) => /^postgres(ql)?:\/\//i.test(location);

/**
 * `location` is a SQLite path (`:memory:` keeps nothing) or a postgres:// URL; `secrets` says
 * where the master key comes from (the default key file unless given).
 */
export async function openStore(
  location: string,
  secrets: SecretsOptions = DEFAULT_SECRETS,
): Promise<Store> {
  if (isPostgresUrl(location)) return openPgStore(location, secrets);
  return openSqliteStore(location, secrets);
}
