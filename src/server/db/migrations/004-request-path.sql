-- The request path: an index the tokenization limit needs, and fewer pages written per new order and
-- per status change (every index an insert touches is one more page in the commit).
-- The per-order tokenization limit sums attempts over an order's setup tokens.
CREATE INDEX setup_tokens_order ON setup_tokens(order_id);
-- Status events without AUTOINCREMENT: ids still only grow (no row is ever deleted), and a status
-- change no longer writes the sqlite_sequence table as well. They are an append-only record that
-- nothing on the request path reads, so no index by order either.
-- sqlite-only
CREATE TABLE status_events_new (
  id INTEGER PRIMARY KEY,
  order_id TEXT NOT NULL,
  project_id TEXT NOT NULL,
  from_status TEXT,
  to_status TEXT NOT NULL,
  at TEXT NOT NULL
);
INSERT INTO status_events_new SELECT id, order_id, project_id, from_status, to_status, at FROM status_events;
DROP TABLE status_events;
ALTER TABLE status_events_new RENAME TO status_events;
-- end sqlite-only
-- PostgreSQL's identity column writes no second table; only the index goes.
-- postgres-only
DROP INDEX IF EXISTS status_events_order;
-- end postgres-only
-- Orders are searched by merchant_order_id only when they have one.
DROP INDEX orders_project_merchant_ref;
CREATE INDEX orders_project_merchant_ref ON orders(project_id, merchant_order_id)
  WHERE merchant_order_id IS NOT NULL;
