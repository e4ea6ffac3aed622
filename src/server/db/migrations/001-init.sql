-- Projects own API keys (stored as sha256 hashes) and per-project settings.
CREATE TABLE projects (
  id TEXT PRIMARY KEY,
  merchant_id TEXT NOT NULL,
  name TEXT NOT NULL,
  api_key_hash TEXT NOT NULL UNIQUE,
  webhook_url TEXT,
  currencies TEXT NOT NULL, -- JSON: {method: [currency, ...]}
  created TEXT NOT NULL
);

CREATE TABLE orders (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id),
  merchant_id TEXT NOT NULL,
  status TEXT NOT NULL,
  currency TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  description TEXT,
  merchant_order_id TEXT,
  created TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  modified TEXT NOT NULL,
  completed TEXT,
  expiration_period TEXT,
  expires_at_ms INTEGER,
  capture_mode TEXT,
  locale TEXT,
  return_url TEXT,
  failure_url TEXT,
  webhook_url TEXT,
  has_order_url INTEGER NOT NULL DEFAULT 0,
  checkout_key TEXT UNIQUE, -- capability in order_url (the merchant can read it back, so kept as is)
  version INTEGER NOT NULL DEFAULT 1,
  refund_of_order_id TEXT REFERENCES orders(id),
  refunded_amount INTEGER NOT NULL DEFAULT 0,
  related_payment_link_id TEXT,
  flags TEXT NOT NULL DEFAULT '[]',          -- JSON array
  payment_methods TEXT,                        -- JSON array or NULL
  fields TEXT NOT NULL DEFAULT '{}'            -- JSON: other writable fields (customer, client, extra, merchant_*)
);
CREATE INDEX orders_project_created ON orders(project_id, created_ms);
CREATE INDEX orders_project_merchant_ref ON orders(project_id, merchant_order_id);
CREATE INDEX orders_expiry ON orders(expires_at_ms) WHERE expires_at_ms IS NOT NULL;

CREATE TABLE order_lines (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id),
  position INTEGER NOT NULL,
  merchant_order_line_id TEXT,
  name TEXT NOT NULL,
  amount INTEGER NOT NULL,
  quantity INTEGER NOT NULL,
  captured_quantity INTEGER NOT NULL DEFAULT 0,
  voided_quantity INTEGER NOT NULL DEFAULT 0,
  refunded_quantity INTEGER NOT NULL DEFAULT 0,
  data TEXT NOT NULL -- JSON of the other line fields
);
CREATE INDEX order_lines_order ON order_lines(order_id, position);

CREATE TABLE transactions (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id),
  project_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  payment_method TEXT NOT NULL,
  payment_method_brand TEXT,
  status TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  description TEXT,
  created TEXT NOT NULL,
  modified TEXT NOT NULL,
  completed TEXT,
  expiration_period TEXT,
  capture_mode TEXT,
  transaction_type TEXT,
  reason TEXT,
  customer_message TEXT,
  captured_amount INTEGER NOT NULL DEFAULT 0,
  voided_amount INTEGER NOT NULL DEFAULT 0,
  details TEXT NOT NULL DEFAULT '{}', -- JSON payment_method_details (never a PAN or CVC)
  outcomes TEXT                       -- JSON
);
CREATE INDEX transactions_order ON transactions(order_id, position);

-- Setup tokens authenticate POST /tokens/ and the card frame's public endpoints.
CREATE TABLE setup_tokens (
  token_hash TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id),
  transaction_id TEXT NOT NULL REFERENCES transactions(id),
  expires_at_ms INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at TEXT
);

-- A vault token stands for a card. Only brand, last four, expiry and a keyed fingerprint are kept.
CREATE TABLE vault_tokens (
  token_hash TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL,
  expiry TEXT NOT NULL, -- MMYY
  fingerprint TEXT NOT NULL,
  outcome TEXT NOT NULL, -- the simulated acquirer's verdict for this card (see acquirer.ts)
  created TEXT NOT NULL
);

-- Every order status change, in order: the webhook outbox reads from here.
CREATE TABLE status_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id TEXT NOT NULL,
  project_id TEXT NOT NULL,
  from_status TEXT,
  to_status TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX status_events_order ON status_events(order_id);

-- Install-wide secrets (the card fingerprint key).
CREATE TABLE settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
