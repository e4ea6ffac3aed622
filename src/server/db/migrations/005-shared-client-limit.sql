-- The per-client limit on tokenizations (card-testing protection) when several instances share one
-- PostgreSQL database: every attempt is a row, counted over a sliding window. A single SQLite
-- process keeps these counts in memory instead (lib/rate-limit.ts); the table stays empty there.
CREATE TABLE client_limits (
  client TEXT PRIMARY KEY -- its row is locked while one attempt is counted
);
CREATE TABLE client_attempts (
  client TEXT NOT NULL,
  at_ms INTEGER NOT NULL
);
CREATE INDEX client_attempts_client ON client_attempts(client, at_ms);
