/**
 * Applies the pending migrations (db/migrations/*.sql, in name order), each in one transaction with
 * its row in schema_migrations. The .sql files are the one description of the schema; each is
 * turned into the store's dialect (db/dialect.ts) before it runs.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrationSql } from './dialect.ts';
import type { Store } from './store.ts';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

/** The migration files, in the order they apply. */
export const migrationFiles = () =>
  readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();

/**
 * The statements of a script: split at each `;` outside quotes, `--` comments dropped (a comment
 * may hold a `;`). The migrations need nothing more (no triggers, no dollar-quoted bodies).
 */
export function statementsOf(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  for (let i = 0; i < script.length; i++) {
    const ch = script[i] ?? '';
    if (ch === '-' && script[i + 1] === '-') {
      const end = script.indexOf('\n', i);
      i = end === -1 ? script.length : end - 1;
      continue;
    }
    if (ch === "'" || ch === '"') {
      const end = script.indexOf(ch, i + 1);
      if (end === -1) throw new Error(`Unterminated ${ch} in a migration`);
      // A doubled quote inside is two adjacent quoted parts: copied as they come.
      current += script.slice(i, end + 1);
      i = end;
      continue;
    }
    if (ch === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
      continue;
    }
    current += ch;
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

/** Applies every migration the store has not had yet; returns their names. */
export async function migrate(store: Store): Promise<string[]> {
  await store.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied TEXT NOT NULL)',
  );
  const applied = new Set(
    (await store.all<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  const done: string[] = [];
  for (const file of migrationFiles()) {
    if (applied.has(file)) continue;
    const script = migrationSql(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'), store.dialect);
    await store.transaction(async (tx) => {
      for (const statement of statementsOf(script)) await tx.run(statement);
      await tx.run('INSERT INTO schema_migrations (name, applied) VALUES (?, ?)', [
        file,
        new Date().toISOString(),
      ]);
    });
    done.push(file);
  }
  return done;
}
