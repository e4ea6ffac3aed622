/** The webhook outbox table (see migration 002). */
import type { WebhookDeliveryStatus, WebhookEvent } from '../../shared/api/index.ts';
import type { Sql } from './store.ts';

/** A delivery as the dispatcher sends it: the body as the text that goes out. */
export type DeliveryRow = {
  id: number;
  project_id: string;
  order_id: string;
  url: string;
  body: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  next_attempt_ms: number;
  last_status: number | null;
  last_error: string | null;
  created: string;
  delivered: string | null;
};
/** A delivery as the log shows it: the event parsed. */
export type DeliveryRecord = Omit<DeliveryRow, 'body'> & { event: WebhookEvent };

/** The URL as the WHATWG parser writes it (lower-case host, default port dropped, path '/'). */
function normalUrl(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

const INSERT = `INSERT INTO webhook_deliveries (project_id, order_id, url, body, next_attempt_ms, created)
     VALUES (?, ?, ?, ?, ?, ?)`;
// Due deliveries, leaving out receivers that are busy: each excluded prefix is a receiver's
// origin followed by '/' (URLs are stored normalised, so they all start that way).
const DUE_SKIPPING = {
  sqlite: `SELECT * FROM webhook_deliveries d WHERE status = 'pending' AND next_attempt_ms <= ?
       AND NOT EXISTS (SELECT 1 FROM json_each(?) WHERE substr(d.url, 1, length(value)) = value)
     ORDER BY next_attempt_ms, id LIMIT ?`,
  postgres: `SELECT * FROM webhook_deliveries d WHERE status = 'pending' AND next_attempt_ms <= ?
       AND NOT EXISTS (SELECT 1 FROM json_array_elements_text(?::json) AS p(value)
         WHERE substr(d.url, 1, length(p.value)) = p.value)
     ORDER BY next_attempt_ms, id LIMIT ?`,
};
const DUE = `SELECT * FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_ms <= ?
     ORDER BY next_attempt_ms, id LIMIT ?`;
// The claim: only the caller that saw the row as it is now takes it, however many dispatchers
// (processes) share the database.
const CLAIM = `UPDATE webhook_deliveries SET next_attempt_ms = ?
     WHERE id = ? AND status = 'pending' AND next_attempt_ms = ?`;
const SETTLE = `UPDATE webhook_deliveries SET status = ?, attempts = ?, next_attempt_ms = ?,
       last_status = ?, last_error = ?, delivered = ? WHERE id = ?`;

export class OutboxRepo {
  private readonly sql: Sql;
  constructor(sql: Sql) {
    this.sql = sql;
  }

  enqueue(
    projectId: string,
    orderId: string,
    url: string,
    event: WebhookEvent,
    atMs: number,
    created: string,
  ) {
    return this.sql.run(INSERT, [
      projectId,
      orderId,
      normalUrl(url),
      JSON.stringify(event),
      atMs,
      created,
    ]);
  }
  /** Up to `limit` due deliveries, oldest first, except to URLs starting with a `skip` prefix. */
  due(nowMs: number, limit: number, skip: readonly string[] = []): Promise<DeliveryRow[]> {
    return skip.length
      ? this.sql.all<DeliveryRow>(DUE_SKIPPING[this.sql.dialect], [
          nowMs,
          JSON.stringify(skip),
          limit,
        ])
      : this.sql.all<DeliveryRow>(DUE, [nowMs, limit]);
  }
  /**
   * Takes a due delivery until `leaseUntilMs` (no one else sends it meanwhile); false when
   * another dispatcher took it first (its `next_attempt_ms` is no longer what was read).
   */
  async claim(
    row: Pick<DeliveryRow, 'id' | 'next_attempt_ms'>,
    leaseUntilMs: number,
  ): Promise<boolean> {
    return (await this.sql.run(CLAIM, [leaseUntilMs, row.id, row.next_attempt_ms])).changes === 1;
  }
  settle(
    row: Pick<
      DeliveryRow,
      'id' | 'status' | 'attempts' | 'next_attempt_ms' | 'last_status' | 'last_error' | 'delivered'
    >,
  ) {
    return this.sql.run(SETTLE, [
      row.status,
      row.attempts,
      row.next_attempt_ms,
      row.last_status,
      row.last_error,
      row.delivered,
      row.id,
    ]);
  }
  /** The project's deliveries, newest first (at most 500), by order and status if given. */
  async list(
    projectId: string,
    orderId: string | null,
    status: WebhookDeliveryStatus | null,
  ): Promise<DeliveryRecord[]> {
    const rows = await this.sql.all<DeliveryRow>(
      `SELECT * FROM webhook_deliveries WHERE project_id = ?${orderId === null ? '' : ' AND order_id = ?'}${
        status === null ? '' : ' AND status = ?'
      } ORDER BY id DESC LIMIT 500`,
      [projectId, ...(orderId === null ? [] : [orderId]), ...(status === null ? [] : [status])],
    );
    return rows.map(({ body, ...row }) => ({ ...row, event: JSON.parse(body) as WebhookEvent }));
  }
  async pendingCount(): Promise<number> {
    const row = await this.sql.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM webhook_deliveries WHERE status = 'pending'",
    );
    return row?.n ?? 0;
  }
}
