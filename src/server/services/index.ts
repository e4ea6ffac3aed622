/** Wires repos and services together once per app. */
import { orderRepo } from '../db/order-repo.ts';
import type { Db } from '../db/open-db.ts';
import { projectRepo } from '../db/project-repo.ts';
import { tokenRepo } from '../db/token-repo.ts';
import { iso, type Clock } from '../lib/clock.ts';
import { linkRepo } from '../db/link-repo.ts';
import { searchRepo } from '../db/search-repo.ts';
import { outboxRepo } from '../webhooks/outbox-repo.ts';
import {
  DEFAULT_SCHEDULE,
  webhookDispatcher,
  type WebhookSchedule,
} from '../webhooks/dispatcher.ts';
import { bankTransferService } from './bank-transfer.ts';
import { linkService } from './link-service.ts';
import { searchService } from './search-service.ts';
import { settlementService } from './settlement-service.ts';
import type { Ids } from '../lib/ids.ts';
import { cardService } from './card-service.ts';
import { checkoutService } from './checkout-service.ts';
import { orderService } from './order-service.ts';
import { paymentService } from './payment-service.ts';
import type { Urls } from './serialize.ts';
import { claimsRepo } from '../scheduler/claims-repo.ts';
import { scheduler } from '../scheduler/scheduler.ts';

export type ServiceDeps = {
  db: Db;
  clock: Clock;
  ids: Ids;
  urls: Urls;
  webhooks?: Partial<WebhookSchedule>;
  fetch?: typeof fetch;
  /** Told of failures in background work (scheduler sweeps). */
  onError?: (err: unknown) => void;
};

export function createServices({ db, clock, ids, urls, ...deps }: ServiceDeps) {
  const repo = orderRepo(db);
  const projects = projectRepo(db);
  const tokens = tokenRepo(db);
  const orders = orderService({ repo, clock, ids, urls });
  const payments = paymentService({ orders, repo, tokens, clock, ids, urls });
  const cards = cardService({
    repo,
    tokens,
    orders,
    payments,
    clock,
    ids,
    fingerprint: db.secrets.fingerprint,
  });
  const bankTransfers = bankTransferService({ repo, orders });
  const checkout = checkoutService({ repo, projects, orders, payments, bankTransfers, urls });
  const settlement = settlementService({ repo, orders, clock, ids });
  const links = linkService({ links: linkRepo(db), repo, projects, orders, clock, ids, urls });
  const search = searchService({ search: searchRepo(db), orders });
  // Expiry and delayed capture run on a timer (main.ts starts it), not on request traffic.
  const jobs = scheduler({
    clock,
    claims: claimsRepo(db),
    dueForExpiry: repo.dueForExpiry,
    dueForCapture: repo.dueForCapture,
    expire: (id) => orders.expire(id),
    captureLapsed: (id) => settlement.captureLapsed(id),
    ...(deps.onError ? { onError: deps.onError } : {}),
  });
  const outbox = outboxRepo(db);
  const dispatcher = webhookDispatcher({
    outbox,
    clock,
    schedule: { ...DEFAULT_SCHEDULE, ...deps.webhooks },
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.onError ? { onError: deps.onError } : {}),
  });
  // Every status change goes into the outbox in the same transaction as the change itself.
  orders.onStatusChange((order) => {
    const url = order.webhook_url ?? projects.get(order.project_id)?.webhook_url;
    if (!url) return;
    const event = { event: 'status_changed', order_id: order.id, project_id: order.project_id };
    outbox.enqueue(
      order.project_id,
      order.id,
      url,
      JSON.stringify(event),
      clock.now().getTime(),
      iso(clock.now()),
    );
  });
  return {
    scheduler: jobs,
    bankTransfers,
    settlement,
    links,
    search,
    outbox,
    dispatcher,
    repo,
    projects,
    orders,
    payments,
    cards,
    checkout,
    urls,
    atomically: repo.atomically,
  };
}
export type Services = ReturnType<typeof createServices>;
