/** The webhook outbox table (see migration 002). */
import type { WebhookDeliveryStatus, WebhookEvent } from '../../shared/api/index.ts';
import type { Db } from './open-db.ts';

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

export function outboxRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO webhook_deliveries (project_id, order_id, url, body, next_attempt_ms, created)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  // Due deliveries, leaving out receivers that are busy: each excluded prefix is a receiver's
  // origin followed by '/' (URLs are stored normalised, so they all start that way).
  const dueSkipping = db.prepare<[number, string, number], DeliveryRow>(
    `SELECT * FROM webhook_deliveries d WHERE status = 'pending' AND next_attempt_ms <= ?
       AND NOT EXISTS (SELECT 1 FROM json_each(?) WHERE substr(d.url, 1, length(value)) = value)
     ORDER BY next_attempt_ms, id LIMIT ?`,
  );
  const due = db.prepare<[number, number], DeliveryRow>(
    `SELECT * FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_ms <= ?
     ORDER BY next_attempt_ms, id LIMIT ?`,
  );
  // The claim: only the caller that saw the row as it is now takes it, however many dispatchers
  // (processes) share the database.
  const claim = db.prepare<[number, number, number]>(
    `UPDATE webhook_deliveries SET next_attempt_ms = ?
     WHERE id = ? AND status = 'pending' AND next_attempt_ms = ?`,
  );
  const settle = db.prepare(
    `UPDATE webhook_deliveries SET status = @status, attempts = @attempts, next_attempt_ms = @next_attempt_ms,
       last_status = @last_status, last_error = @last_error, delivered = @delivered WHERE id = @id`,
  );
  const byProject = db.prepare<
    [{ project: string; order: string | null; status: string | null }],
    DeliveryRow
  >(
    `SELECT * FROM webhook_deliveries WHERE project_id = @project
       AND (@order IS NULL OR order_id = @order) AND (@status IS NULL OR status = @status)
     ORDER BY id DESC LIMIT 500`,
  );
  const pending = db.prepare<[], { n: number }>(
    "SELECT COUNT(*) AS n FROM webhook_deliveries WHERE status = 'pending'",
  );
  return {
    enqueue: (
      projectId: string,
      orderId: string,
      url: string,
      event: WebhookEvent,
      atMs: number,
      created: string,
    ) => insert.run(projectId, orderId, normalUrl(url), JSON.stringify(event), atMs, created),
    /** Up to `limit` due deliveries, oldest first, except to URLs starting with a `skip` prefix. */
    due: (nowMs: number, limit: number, skip: readonly string[] = []) =>
      skip.length ? dueSkipping.all(nowMs, JSON.stringify(skip), limit) : due.all(nowMs, limit),
    /**
     * Takes a due delivery until `leaseUntilMs` (no one else sends it meanwhile); false when
     * another dispatcher took it first (its `next_attempt_ms` is no longer what was read).
     */
    claim: (row: Pick<DeliveryRow, 'id' | 'next_attempt_ms'>, leaseUntilMs: number) =>
      claim.run(leaseUntilMs, row.id, row.next_attempt_ms).changes === 1,
    settle: (
      row: Pick<
        DeliveryRow,
        | 'id'
        | 'status'
        | 'attempts'
        | 'next_attempt_ms'
        | 'last_status'
        | 'last_error'
        | 'delivered'
      >,
    ) => settle.run(row),
    list: (
      projectId: string,
      orderId: string | null,
      status: WebhookDeliveryStatus | null,
    ): DeliveryRecord[] =>
      byProject
        .all({ project: projectId, order: orderId, status })
        .map(({ body, ...row }) => ({ ...row, event: JSON.parse(body) as WebhookEvent })),
    pendingCount: () => pending.get()?.n ?? 0,
  };
}
export type OutboxRepo = ReturnType<typeof outboxRepo>;
