/**
 * Payment links: a reusable URL. A visit resumes the link's open order, or starts a fresh
 * hosted-checkout order (related to the link) once the last one failed or lapsed, until one is
 * paid, the link expires, or 25 attempts failed (interface: Limits). Only failed payments count:
 * visits, started attempts and orders that lapse untouched use up nothing.
 */
import {
  isFailureStatus,
  PAYMENT_LINK_MAX_ATTEMPTS,
  type OrderStatus,
  type CreatePaymentLinkRequest,
  type PaymentLink,
} from '../../shared/api/index.ts';
import type { LinkFields, PaymentLinkRecord } from '../db/link-repo.ts';
import type { OrderRecord } from '../db/order-repo.ts';
import type { Project } from '../db/project-repo.ts';
import type { Repos } from '../db/repos.ts';
import { iso, type Clock } from '../lib/clock.ts';
import { badRequest, forbidden, notFound } from '../lib/errors.ts';
import type { Ids } from '../lib/ids.ts';
import { durationMs, isSensibleDuration } from './durations.ts';
import type { OrderService } from './order-service.ts';
import { orderUrl, type Urls } from './urls.ts';

export type LinkDeps = {
  repos: Repos;
  orders: OrderService;
  clock: Clock;
  ids: Ids;
  urls: Urls;
};

/** Links live 30 days unless told otherwise (the real service's default). */
const DEFAULT_LINK_PERIOD = 'P30D';

const LINK_REASONS = {
  new: 'Payment Link was created, not yet visited',
  processing: 'Payment Link was visited, a payment is in progress',
  completed: 'Completed',
  expired: 'Payment Link has expired',
  all_unsuccessful: `All ${PAYMENT_LINK_MAX_ATTEMPTS} payment attempts were unsuccessful`,
} as const;

/** What a visit to the link's payment_url should do. */
export type Visit = { go: string } | { show: 'completed' | 'expired' | 'all_unsuccessful' };

export function linkService(deps: LinkDeps) {
  const { repos, orders, clock, ids, urls } = deps;

  const paymentUrl = (id: string) => `${urls.publicUrl}/paymentlinks/${id}/`;

  /** Applies lapse of time: an unfinished link past its expiry is expired. */
  async function current(r: Repos, row: PaymentLinkRecord): Promise<PaymentLinkRecord> {
    if (row.status === 'completed' || row.status === 'expired') return row;
    if (row.expires_at_ms > clock.now().getTime()) return row;
    const next: PaymentLinkRecord = {
      ...row,
      status: 'expired',
      reason: LINK_REASONS.expired,
      modified: iso(clock.now()),
    };
    await r.links.update(next);
    return next;
  }

  async function view(r: Repos, row: PaymentLinkRecord): Promise<PaymentLink> {
    const { fields } = row;
    const grouped: Record<string, string[]> = {};
    for (const order of await r.links.orders(row.id)) (grouped[order.status] ??= []).push(order.id);
    return {
      id: row.id,
      merchant_order_id: row.merchant_order_id,
      description: row.description,
      amount: row.amount,
      currency: row.currency,
      expiration_period: row.expiration_period,
      payment_url: paymentUrl(row.id),
      ...(fields.payment_methods ? { payment_methods: fields.payment_methods } : {}),
      created: row.created,
      modified: row.modified,
      completed: row.completed,
      completed_order_id: row.completed_order_id,
      status: row.status,
      reason: row.reason,
      orders: grouped,
      ...(fields.customer ? { customer: fields.customer } : {}),
    };
  }

  /** The order was moved to a failure status by a payment, not by the lapse of its lifetime. */
  const failedPayment = (order: OrderRecord, from: OrderStatus) =>
    isFailureStatus(order.status) &&
    !isFailureStatus(from) &&
    !(order.status === 'expired' && (order.expires_at_ms ?? Infinity) <= clock.now().getTime());

  // A paid order completes its link; each failed payment is one of its attempts.
  orders.onStatusChange(async (r: Repos, order: OrderRecord, from: OrderStatus) => {
    if (!order.related_payment_link_id) return;
    const row = await r.links.get(order.related_payment_link_id);
    if (!row || row.status === 'completed') return;
    const now = iso(clock.now());
    if (order.status === 'completed') {
      await r.links.update({
        ...row,
        status: 'completed',
        reason: LINK_REASONS.completed,
        modified: now,
        completed: now,
        completed_order_id: order.id,
      });
    } else if (failedPayment(order, from)) {
      const attempts = row.attempts + 1;
      const exhausted = attempts >= PAYMENT_LINK_MAX_ATTEMPTS && row.status !== 'expired';
      await r.links.update({
        ...row,
        attempts,
        ...(exhausted ? { status: 'all_unsuccessful', reason: LINK_REASONS.all_unsuccessful } : {}),
        modified: now,
      });
    }
  });

  /** The link's latest order if a customer may still pay it: new or in progress, within its lifetime. */
  async function openOrder(r: Repos, row: PaymentLinkRecord): Promise<OrderRecord | undefined> {
    const last = (await r.links.orders(row.id)).at(-1);
    const order = last && (await r.orders.get(last.id));
    if (!order || (order.status !== 'new' && order.status !== 'processing')) return undefined;
    return (order.expires_at_ms ?? Infinity) > clock.now().getTime() ? order : undefined;
  }

  return {
    /** POST /paymentlinks/ (201). */
    async create(project: Project, req: CreatePaymentLinkRequest): Promise<PaymentLink> {
      if (!Object.values(project.currencies).some((list) => list.includes(req.currency)))
        throw badRequest(`currency ${req.currency} is not supported by this project`, 'currency');
      req.payment_methods?.forEach((method, i) => {
        if (!project.currencies[method])
          throw badRequest('payment method is not enabled', `payment_methods[${i}]`);
      });
      const period = req.expiration_period ?? DEFAULT_LINK_PERIOD;
      const ms = durationMs(period);
      if (!isSensibleDuration(ms))
        throw badRequest(
          'expiration_period must be between 1 minute and 366 days',
          'expiration_period',
        );
      const now = clock.now();
      const fields: LinkFields = {
        ...(req.payment_methods ? { payment_methods: req.payment_methods } : {}),
        ...(req.customer ? { customer: req.customer } : {}),
        ...(req.return_url ? { return_url: req.return_url } : {}),
        ...(req.failure_url ? { failure_url: req.failure_url } : {}),
        ...(req.webhook_url ? { webhook_url: req.webhook_url } : {}),
        ...(req.locale ? { locale: req.locale } : {}),
      };
      const row: PaymentLinkRecord = {
        id: ids.uuid(),
        project_id: project.id,
        merchant_order_id: req.merchant_order_id,
        description: req.description ?? null,
        amount: req.amount,
        currency: req.currency,
        expiration_period: period,
        expires_at_ms: now.getTime() + ms,
        status: 'new',
        reason: LINK_REASONS.new,
        created: iso(now),
        modified: iso(now),
        completed: null,
        completed_order_id: null,
        attempts: 0,
        fields,
      };
      await repos.links.insert(row);
      return view(repos, row);
    },

    /** GET /paymentlinks/{id}: its lapse applied (a write), so in one transaction. */
    get(project: Project, id: string): Promise<PaymentLink> {
      return repos.transaction(async (r) => {
        const row = await r.links.get(id);
        if (!row) throw notFound('Payment link');
        if (row.project_id !== project.id) throw forbidden();
        return view(r, await current(r, row));
      });
    },

    /**
     * A customer opens the link: the open order is resumed (also one with an attempt under way:
     * a second order could be paid twice); otherwise a fresh order is started, unless the link is
     * done.
     */
    visit(id: string): Promise<Visit> {
      return repos.transaction(async (r): Promise<Visit> => {
        const found = await r.links.getForUpdate(id);
        if (!found) throw notFound('Payment link');
        const row = await current(r, found);
        if (row.status === 'completed' || row.status === 'expired') return { show: row.status };
        const open = await openOrder(r, row);
        if (open) return { go: orderUrl(urls, open) };
        if (row.status === 'all_unsuccessful' || row.attempts >= PAYMENT_LINK_MAX_ATTEMPTS)
          return { show: 'all_unsuccessful' };
        const project = await r.projects.get(row.project_id);
        if (!project) throw notFound('Payment link');
        const { fields } = row;
        const remainingMs = row.expires_at_ms - clock.now().getTime();
        const lifetime = Math.max(60, Math.min(Math.floor(remainingMs / 1000), 30 * 60));
        const { order } = await orders.create(
          r,
          project,
          {
            currency: row.currency,
            amount: row.amount,
            description: row.description,
            merchant_order_id: row.merchant_order_id,
            expiration_period: `PT${lifetime}S`,
            ...(fields.payment_methods ? { payment_methods: fields.payment_methods } : {}),
            ...(fields.customer ? { customer: fields.customer } : {}),
            // A failed attempt brings the customer back to the link to try again.
            return_url: fields.return_url ?? null,
            failure_url: fields.failure_url ?? paymentUrl(row.id),
            ...(fields.webhook_url ? { webhook_url: fields.webhook_url } : {}),
            ...(fields.locale ? { locale: fields.locale } : {}),
          },
          row.id,
        );
        await r.links.update({
          ...row,
          status: 'processing',
          reason: LINK_REASONS.processing,
          modified: iso(clock.now()),
        });
        return { go: orderUrl(urls, order) };
      });
    },
  };
}
export type LinkService = ReturnType<typeof linkService>;
