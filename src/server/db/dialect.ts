import type { Dialect } from './store.ts';

// Placeholder until the PostgreSQL translation lands: the migrations are written in SQLite's SQL.
export const migrationSql = (sql: string, _dialect: Dialect) => sql;
