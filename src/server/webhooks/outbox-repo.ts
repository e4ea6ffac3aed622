/** The webhook outbox table (see migration 002). */
import type { Db } from '../db/open-db.ts';

export type DeliveryRow = {
  id: number;
  project_id: string;
  order_id: string;
  url: string;
  body: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_ms: number;
  last_status: number | null;
  last_error: string | null;
  created: string;
  delivered: string | null;
};

export function outboxRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO webhook_deliveries (project_id, order_id, url, body, next_attempt_ms, created)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const due = db.prepare<[number, number], DeliveryRow>(
    `SELECT * FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_ms <= ?
     ORDER BY next_attempt_ms, id LIMIT ?`,
  );
  const lease = db.prepare('UPDATE webhook_deliveries SET next_attempt_ms = ? WHERE id = ?');
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
      body: string,
      atMs: number,
      created: string,
    ) => insert.run(projectId, orderId, url, body, atMs, created),
    /** Due deliveries, each leased until `leaseUntilMs` so no other tick sends it meanwhile. */
    take: (nowMs: number, limit: number, leaseUntilMs: number) =>
      db.transaction(() => {
        const rows = due.all(nowMs, limit);
        for (const row of rows) lease.run(leaseUntilMs, row.id);
        return rows;
      })(),
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
    list: (projectId: string, orderId: string | null, status: string | null) =>
      byProject.all({ project: projectId, order: orderId, status }),
    pendingCount: () => pending.get()?.n ?? 0,
  };
}
export type OutboxRepo = ReturnType<typeof outboxRepo>;
