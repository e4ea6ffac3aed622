/**
 * Wires the services together once per app, over the repositories the composition root made
 * (app.ts). Routes get these services and nothing else: no repository, no transaction.
 */
import type { Repos } from '../db/repos.ts';
import { iso, type Clock } from '../lib/clock.ts';
import type { Ids } from '../lib/ids.ts';
import { scheduler } from '../scheduler/scheduler.ts';
import {
  DEFAULT_SCHEDULE,
  webhookDispatcher,
  type WebhookSchedule,
} from '../webhooks/dispatcher.ts';
import { bankTransferService } from './bank-transfer.ts';
import { cardService } from './card-service.ts';
import { checkoutService } from './checkout-service.ts';
import { linkService } from './link-service.ts';
import { orderPlacement } from './order-placement.ts';
import { orderService } from './order-service.ts';
import type { Urls } from './urls.ts';
import { paymentService } from './payment-service.ts';
import { projectService } from './project-service.ts';
import { searchService } from './search-service.ts';
import { settlementService } from './settlement-service.ts';
import { webhookService } from './webhook-service.ts';

export type ServiceDeps = {
  repos: Repos;
  clock: Clock;
  ids: Ids;
  urls: Urls;
  webhooks?: Partial<WebhookSchedule>;
  fetch?: typeof fetch;
  /** Told of failures in background work (scheduler sweeps). */
  onError?: (err: unknown) => void;
};

export function createServices({ repos, clock, ids, urls, ...deps }: ServiceDeps) {
  const { orders: repo, tokens, outbox } = repos;
  const orders = orderService({ repo, clock, ids, urls });
  const payments = paymentService({ orders, repo, tokens, clock, ids, urls });
  const cards = cardService({
    repo,
    tokens,
    orders,
    payments,
    clock,
    ids,
    fingerprint: repos.fingerprint,
  });
  const bankTransfers = bankTransferService({ repo, orders });
  const checkout = checkoutService({
    repo,
    projects: repos.projects,
    orders,
    payments,
    bankTransfers,
    urls,
  });
  const settlement = settlementService({ repo, orders, clock, ids });
  const links = linkService({
    links: repos.links,
    repo,
    projects: repos.projects,
    orders,
    clock,
    ids,
    urls,
  });
  const search = searchService({ search: repos.search, orders });
  // Expiry and delayed capture run on a timer (main.ts starts it), not on request traffic.
  const jobs = scheduler({
    clock,
    claims: repos.claims,
    dueForExpiry: repo.dueForExpiry,
    dueForCapture: repo.dueForCapture,
    expire: (id) => orders.expire(id),
    captureLapsed: (id) => settlement.captureLapsed(id),
    ...(deps.onError ? { onError: deps.onError } : {}),
  });
  const dispatcher = webhookDispatcher({
    outbox,
    clock,
    schedule: { ...DEFAULT_SCHEDULE, ...deps.webhooks },
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.onError ? { onError: deps.onError } : {}),
  });
  // Every status change goes into the outbox in the same transaction as the change itself.
  orders.onStatusChange((order) => {
    const url = order.webhook_url ?? repos.projects.get(order.project_id)?.webhook_url;
    if (!url) return;
    const event = { event: 'status_changed', order_id: order.id, project_id: order.project_id };
    outbox.enqueue(order.project_id, order.id, url, event, clock.now().getTime(), iso(clock.now()));
  });
  return {
    scheduler: jobs,
    dispatcher,
    projects: projectService(repos.projects),
    orders,
    placement: orderPlacement({ repo, orders, payments, bankTransfers }),
    payments,
    cards,
    checkout,
    settlement,
    links,
    search,
    webhooks: webhookService({ outbox }),
    urls,
  };
}
export type Services = ReturnType<typeof createServices>;
