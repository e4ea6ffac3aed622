/**
 * Payment links: a reusable URL. A visit resumes the link's open order, or starts a fresh
 * hosted-checkout order (related to the link) once the last one failed or lapsed, until one is
 * paid, the link expires, or 25 attempts failed (interface: Limits). Only failed payments count:
 * visits, started attempts and orders that lapse untouched use up nothing.
 */
import {
  FAILURE_ORDER_STATUSES,
  PAYMENT_LINK_MAX_ATTEMPTS,
  type CreatePaymentLinkRequest,
  type PaymentLink,
} from '../../shared/api/index.ts';
import type { LinkRepo, PaymentLinkRow } from '../db/link-repo.ts';
import type { OrderRepo, OrderRow } from '../db/order-repo.ts';
import type { Project, ProjectRepo } from '../db/project-repo.ts';
import { iso, type Clock } from '../lib/clock.ts';
import { badRequest, forbidden, notFound } from '../lib/errors.ts';
import type { Ids } from '../lib/ids.ts';
import { durationMs, isSensibleDuration } from './durations.ts';
import type { OrderService } from './order-service.ts';
import { orderUrl, type Urls } from './serialize.ts';

export type LinkDeps = {
  links: LinkRepo;
  repo: OrderRepo;
  projects: ProjectRepo;
  orders: OrderService;
  clock: Clock;
  ids: Ids;
  urls: Urls;
};

/** Links live 30 days unless told otherwise, as the real service's do. */
export const DEFAULT_LINK_PERIOD = 'P30D';

export const LINK_REASONS = {
  new: 'Payment Link was created, not yet visited',
  processing: 'Payment Link was visited, a payment is in progress',
  completed: 'Completed',
  expired: 'Payment Link has expired',
  all_unsuccessful: `All ${PAYMENT_LINK_MAX_ATTEMPTS} payment attempts were unsuccessful`,
} as const;

type LinkFields = Pick<
  CreatePaymentLinkRequest,
  'payment_methods' | 'customer' | 'return_url' | 'failure_url' | 'webhook_url' | 'locale'
>;

/** What a visit to the link's payment_url should do. */
export type Visit = { go: string } | { show: 'completed' | 'expired' | 'all_unsuccessful' };

export function linkService(deps: LinkDeps) {
  const { links, repo, projects, orders, clock, ids, urls } = deps;

  const paymentUrl = (id: string) => `${urls.publicUrl}/paymentlinks/${id}/`;

  /** Applies lapse of time: an unfinished link past its expiry is expired. */
  function current(row: PaymentLinkRow): PaymentLinkRow {
    if (row.status === 'completed' || row.status === 'expired') return row;
    if (row.expires_at_ms > clock.now().getTime()) return row;
    const next = {
      ...row,
      status: 'expired',
      reason: LINK_REASONS.expired,
      modified: iso(clock.now()),
    };
    links.update(next);
    return next;
  }

  function view(row: PaymentLinkRow): PaymentLink {
    const fields = JSON.parse(row.fields) as LinkFields;
    const grouped: Record<string, string[]> = {};
    for (const order of links.orders(row.id)) (grouped[order.status] ??= []).push(order.id);
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
  const failedPayment = (order: OrderRow, from: string) =>
    (FAILURE_ORDER_STATUSES as readonly string[]).includes(order.status) &&
    !(FAILURE_ORDER_STATUSES as readonly string[]).includes(from) &&
    !(order.status === 'expired' && (order.expires_at_ms ?? Infinity) <= clock.now().getTime());

  // A paid order completes its link; each failed payment is one of its attempts.
  orders.onStatusChange((order: OrderRow, from: string) => {
    if (!order.related_payment_link_id) return;
    const row = links.get(order.related_payment_link_id);
    if (!row || row.status === 'completed') return;
    const now = iso(clock.now());
    if (order.status === 'completed') {
      links.update({
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
      links.update({
        ...row,
        attempts,
        ...(exhausted ? { status: 'all_unsuccessful', reason: LINK_REASONS.all_unsuccessful } : {}),
        modified: now,
      });
    }
  });

  /** The link's latest order if a customer may still pay it: new or in progress, within its lifetime. */
  function openOrder(row: PaymentLinkRow): OrderRow | undefined {
    const last = links.orders(row.id).at(-1);
    const order = last && repo.get(last.id);
    if (!order || (order.status !== 'new' && order.status !== 'processing')) return undefined;
    return (order.expires_at_ms ?? Infinity) > clock.now().getTime() ? order : undefined;
  }

  return {
    view,

    /** POST /paymentlinks/ (201). */
    create(project: Project, req: CreatePaymentLinkRequest): PaymentLink {
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
      const row: PaymentLinkRow = {
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
        fields: JSON.stringify(fields),
      };
      links.insert(row);
      return view(row);
    },

    /** GET /paymentlinks/{id}. */
    get(project: Project, id: string): PaymentLink {
      const row = links.get(id);
      if (!row) throw notFound('Payment link');
      if (row.project_id !== project.id) throw forbidden();
      return view(current(row));
    },

    /**
     * A customer opens the link: the open order is resumed (also one with an attempt under way:
     * a second order could be paid twice); otherwise a fresh order is started, unless the link is
     * done.
     */
    visit(id: string): Visit {
      return repo.atomically(() => {
        const found = links.get(id);
        if (!found) throw notFound('Payment link');
        const row = current(found);
        if (row.status === 'completed' || row.status === 'expired') return { show: row.status };
        const open = openOrder(row);
        if (open) return { go: orderUrl(urls, open) };
        if (row.status === 'all_unsuccessful' || row.attempts >= PAYMENT_LINK_MAX_ATTEMPTS)
          return { show: 'all_unsuccessful' };
        const project = projects.get(row.project_id);
        if (!project) throw notFound('Payment link');
        const fields = JSON.parse(row.fields) as LinkFields;
        const remainingMs = row.expires_at_ms - clock.now().getTime();
        const lifetime = Math.max(60, Math.min(Math.floor(remainingMs / 1000), 30 * 60));
        const { order } = orders.create(
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
        links.update({
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
