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
  const orders = orderService({ repos, clock, ids, urls });
  const payments = paymentService({ orders, repos, clock, ids, urls });
  const cards = cardService({ repos, orders, payments, clock, ids });
  const bankTransfers = bankTransferService({ orders });
  const checkout = checkoutService({ repos, orders, payments, bankTransfers, urls });
  const settlement = settlementService({ repos, orders, clock, ids });
  const links = linkService({ repos, orders, clock, ids, urls });
  const search = searchService({ repos, orders });
  // Expiry and delayed capture run on a timer (main.ts starts it), not on request traffic.
  const jobs = scheduler({
    clock,
    repos,
    dueForExpiry: (now) => repos.orders.dueForExpiry(now),
    dueForCapture: (now) => repos.orders.dueForCapture(now),
    expire: (r, id) => orders.expire(r, id),
    captureLapsed: (r, id) => settlement.captureLapsed(r, id),
    ...(deps.onError ? { onError: deps.onError } : {}),
  });
  const dispatcher = webhookDispatcher({
    outbox: repos.outbox,
    clock,
    schedule: { ...DEFAULT_SCHEDULE, ...deps.webhooks },
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.onError ? { onError: deps.onError } : {}),
  });
  // Every status change goes into the outbox in the same transaction as the change itself.
  orders.onStatusChange(async (r, order) => {
    const url = order.webhook_url ?? (await r.projects.get(order.project_id))?.webhook_url;
    if (!url) return;
    const event = { event: 'status_changed', order_id: order.id, project_id: order.project_id };
    await r.outbox.enqueue(
      order.project_id,
      order.id,
      url,
      event,
      clock.now().getTime(),
      iso(clock.now()),
    );
  });
  return {
    scheduler: jobs,
    dispatcher,
    projects: projectService(repos.projects),
    orders,
    placement: orderPlacement({ repos, orders, payments, bankTransfers }),
    payments,
    cards,
    checkout,
    settlement,
    links,
    search,
    webhooks: webhookService({ repos }),
    urls,
  };
}
export type Services = ReturnType<typeof createServices>;
