/** Wires repos and services together once per app. */
import { orderRepo } from '../db/order-repo.ts';
import type { Db } from '../db/open-db.ts';
import { projectRepo, setting } from '../db/project-repo.ts';
import { tokenRepo } from '../db/token-repo.ts';
import type { Clock } from '../lib/clock.ts';
import type { Ids } from '../lib/ids.ts';
import { randomIds } from '../lib/ids.ts';
import { cardService } from './card-service.ts';
import { checkoutService } from './checkout-service.ts';
import { orderService } from './order-service.ts';
import { paymentService } from './payment-service.ts';
import type { Urls } from './serialize.ts';

export type ServiceDeps = { db: Db; clock: Clock; ids: Ids; urls: Urls };

export function createServices({ db, clock, ids, urls }: ServiceDeps) {
  const repo = orderRepo(db);
  const projects = projectRepo(db);
  const tokens = tokenRepo(db);
  const orders = orderService({ repo, clock, ids, urls });
  const payments = paymentService({ orders, repo, tokens, clock, ids, urls });
  const fingerprintKey = setting(db, 'fingerprint_key', () => randomIds.secret('fp'));
  const cards = cardService({ repo, tokens, orders, payments, clock, ids, fingerprintKey });
  const checkout = checkoutService({ repo, projects, orders, payments, urls });
  return {
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
