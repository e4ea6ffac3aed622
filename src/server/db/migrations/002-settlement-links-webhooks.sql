-- Delayed capture: when an authorised delayed-capture order is captured automatically.
ALTER TABLE orders ADD COLUMN capture_at_ms INTEGER;
CREATE INDEX orders_capture_due ON orders(capture_at_ms) WHERE capture_at_ms IS NOT NULL;
CREATE INDEX orders_refund_of ON orders(refund_of_order_id) WHERE refund_of_order_id IS NOT NULL;
CREATE INDEX orders_payment_link ON orders(related_payment_link_id) WHERE related_payment_link_id IS NOT NULL;

CREATE TABLE payment_links (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id),
  merchant_order_id TEXT NOT NULL,
  description TEXT,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  expiration_period TEXT NOT NULL,
  expires_at_ms INTEGER NOT NULL,
  status TEXT NOT NULL,
  reason TEXT NOT NULL,
  created TEXT NOT NULL,
  modified TEXT NOT NULL,
  completed TEXT,
  completed_order_id TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  fields TEXT NOT NULL DEFAULT '{}' -- JSON: payment_methods, customer, return_url, failure_url, webhook_url, locale
);

-- The webhook outbox: written in the same transaction as the status change it announces, so a
-- crash or restart loses no delivery. A delivery stays 'pending' until a 2xx or its last attempt.
CREATE TABLE webhook_deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  project_id TEXT NOT NULL,
  order_id TEXT NOT NULL,
  url TEXT NOT NULL,
  body TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending', -- pending | delivered | failed
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_ms INTEGER NOT NULL,
  last_status INTEGER,
  last_error TEXT,
  created TEXT NOT NULL,
  delivered TEXT
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries(status, next_attempt_ms);
CREATE INDEX webhook_deliveries_order ON webhook_deliveries(order_id);
