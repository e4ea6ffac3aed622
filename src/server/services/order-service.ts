/**
 * Order rules: creation (both shapes), read, update, cancel, expiry, and the one place where an
 * order's status moves (so every change is recorded for webhooks). No hono, no SQL here.
 */
import {
  isFinalStatus,
  isOpenTransactionStatus,
  isPayableStatus,
  type CreateOrderRequest,
  type Order,
  type OrderStatus,
  type TransactionRequest,
  type UpdateOrderRequest,
} from '../../shared/api/index.ts';
import type {
  OrderLineRecord,
  OrderRecord,
  OrderView,
  TransactionRecord,
} from '../db/order-repo.ts';
import type { Project } from '../db/project-repo.ts';
import type { Repos } from '../db/repos.ts';
import { iso, type Clock } from '../lib/clock.ts';
import { badRequest, forbidden, notFound } from '../lib/errors.ts';
import type { Ids } from '../lib/ids.ts';
import { DEFAULT_ORDER_LIFETIME_MS, durationMs, isSensibleDuration } from './durations.ts';
import { isCardMethod, supportedCurrencies } from './payment-methods.ts';
import { toOrder, type OrderExtras } from './present.ts';
import type { Urls } from './urls.ts';

export type OrderServiceDeps = { repos: Repos; clock: Clock; ids: Ids; urls: Urls };

const STORED_FIELDS = [
  'customer',
  'client',
  'extra',
  'merchant_bulk_id',
  'merchant_name',
  'merchant_iban',
  'merchant_bic',
] as const;

/** Fields that may change only while nothing has been paid or attempted. */
const PRE_PAYMENT_FIELDS = [
  'amount',
  'currency',
  'order_lines',
  'payment_methods',
  'capture_mode',
  'expiration_period',
] as const;

/**
 * Told of every order status change, inside the transaction that makes it (outbox, links): `r` is
 * that transaction's repositories.
 */
export type StatusListener = (r: Repos, order: OrderRecord, from: OrderStatus) => Promise<void>;

/**
 * How long an order may be paid: its `expiration_period`, except under delayed capture, where that
 * period is the delay before the automatic capture and the default lifetime applies.
 */
const lifetimeMs = (periodMs: number | null, captureMode: string | null | undefined) =>
  periodMs !== null && captureMode !== 'delayed' ? periodMs : DEFAULT_ORDER_LIFETIME_MS;

export function orderService(deps: OrderServiceDeps) {
  const { repos, clock, ids, urls } = deps;
  const listeners: StatusListener[] = [];

  /** The order as the interface shows it, read again (one statement). */
  async function view(r: Repos, row: Pick<OrderRecord, 'id'>, extras?: OrderExtras) {
    const current = await r.orders.view(row.id);
    if (!current) throw notFound('Order');
    return toOrder(urls, current, extras);
  }

  /**
   * The order if it exists and belongs to the project: 404 if unknown, 403 if another's. Locked
   * until the transaction ends where the store has row locks (it starts a read-modify-write).
   */
  async function owned(r: Repos, project: Project, id: string): Promise<OrderRecord> {
    const row = await r.orders.getForUpdate(id);
    if (!row) throw notFound('Order');
    if (row.project_id !== project.id) throw forbidden();
    return row;
  }

  /** As `owned`, with lines, transactions and refunds: the whole view in one statement. */
  async function ownedView(r: Repos, project: Project, id: string): Promise<OrderView> {
    const found = await r.orders.view(id);
    if (!found) throw notFound('Order');
    if (found.order.project_id !== project.id) throw forbidden();
    return found;
  }

  /**
   * Moves an order to `to`, stamps times, bumps the ETag and records the change. A final status
   * (FINAL_ORDER_STATUSES) also stamps `completed`, the moment the order was decided.
   */
  async function setStatus(r: Repos, row: OrderRecord, to: OrderStatus): Promise<OrderRecord> {
    if (row.status === to) return row;
    const now = iso(clock.now());
    const patch = { status: to, modified: now, ...(isFinalStatus(to) ? { completed: now } : {}) };
    await r.orders.updateOrder(row.id, patch);
    await r.orders.recordStatus(row.id, row.project_id, row.status, to, now);
    const after = { ...row, ...patch, version: row.version + 1 };
    for (const listener of listeners) await listener(r, after, row.status);
    return after;
  }

  /** Sets a transaction's status and stamps it; final statuses set `completed`. */
  async function setTransaction(
    r: Repos,
    tx: TransactionRecord,
    patch: Partial<TransactionRecord>,
  ): Promise<TransactionRecord> {
    const now = iso(clock.now());
    const final = patch.status !== undefined && !isOpenTransactionStatus(patch.status);
    const full = { ...patch, modified: now, ...(final ? { completed: now } : {}) };
    await r.orders.updateTransaction(tx.id, full);
    return { ...tx, ...full };
  }

  function checkDuration(period: string | null | undefined, path: string): number | null {
    if (period === null || period === undefined) return null;
    const ms = durationMs(period);
    if (!isSensibleDuration(ms))
      throw badRequest(`${path} must be between 1 minute and 366 days`, path);
    return ms;
  }

  // The currencies a project supports, worked out once per version of its settings (the
  // projects repo hands out a new `currencies` object whenever they change).
  const supported = new WeakMap<Project['currencies'], Set<string>>();
  const currenciesOf = (project: Project) => {
    let set = supported.get(project.currencies);
    if (!set) {
      set = supportedCurrencies(project.currencies);
      supported.set(project.currencies, set);
    }
    return set;
  };

  function checkMethods(project: Project, currency: string, req: CreateOrderRequest) {
    if (!currenciesOf(project).has(currency))
      throw badRequest(`currency ${currency} is not supported by this project`, 'currency');
    req.payment_methods?.forEach((method, i) => {
      if (!project.currencies[method])
        throw badRequest(`payment method ${method} is not enabled`, `payment_methods[${i}]`);
    });
    req.transactions?.forEach((tx, i) => {
      const path = `transactions[${i}]`;
      const list = project.currencies[tx.payment_method];
      if (!list) throw badRequest(`payment method is not enabled`, `${path}.payment_method`);
      if (!list.includes(currency))
        throw badRequest(
          `${tx.payment_method} does not support ${currency}`,
          `${path}.payment_method`,
        );
      if (tx.amount !== undefined && tx.amount !== req.amount)
        throw badRequest('must equal the order amount', `${path}.amount`);
      if (tx.currency !== undefined && tx.currency !== currency)
        throw badRequest('must equal the order currency', `${path}.currency`);
      const details = tx.payment_method_details;
      if ((details?.setup_token || details?.vault_token) && !isCardMethod(tx.payment_method))
        throw badRequest(
          'card tokens apply to card methods only (credit-card, amex)',
          `${path}.payment_method_details`,
        );
      if (details?.setup_token && details.vault_token)
        throw badRequest(
          'send setup_token or vault_token, not both',
          `${path}.payment_method_details`,
        );
    });
    req.order_lines?.forEach((line, i) => {
      if (line.currency !== undefined && line.currency !== currency)
        throw badRequest('must equal the order currency', `order_lines[${i}].currency`);
    });
  }

  function lineRows(
    orderId: string,
    req: Pick<CreateOrderRequest, 'order_lines'>,
  ): OrderLineRecord[] {
    return (req.order_lines ?? []).map((line, position) => {
      const { id: _ignored, name, amount, quantity, merchant_order_line_id, ...rest } = line;
      return {
        id: ids.id('ol'),
        order_id: orderId,
        position,
        merchant_order_line_id: merchant_order_line_id ?? null,
        name,
        amount,
        quantity,
        captured_quantity: 0,
        voided_quantity: 0,
        refunded_quantity: 0,
        data: rest,
      };
    });
  }

  function newTransaction(
    order: OrderRecord,
    position: number,
    req: TransactionRequest,
  ): TransactionRecord {
    const now = iso(clock.now());
    const {
      setup_token: _s,
      vault_token: _v,
      cvc: _c,
      ...details
    } = req.payment_method_details ?? {};
    return {
      id: ids.id('tx'),
      order_id: order.id,
      project_id: order.project_id,
      position,
      payment_method: req.payment_method,
      payment_method_brand: null,
      status: 'new',
      amount: order.amount,
      currency: order.currency,
      description: req.description ?? order.description,
      created: now,
      modified: now,
      completed: null,
      expiration_period: req.expiration_period ?? order.expiration_period,
      capture_mode: req.capture_mode ?? order.capture_mode,
      transaction_type: null,
      reason: null,
      customer_message: null,
      captured_amount: 0,
      voided_amount: 0,
      details,
      outcomes: null,
    };
  }

  function storedFields(req: Partial<Record<(typeof STORED_FIELDS)[number], unknown>>) {
    return Object.fromEntries(
      STORED_FIELDS.filter((k) => req[k] !== undefined).map((k) => [k, req[k]]),
    );
  }

  return {
    /** The order as the interface shows it, read again (one statement). */
    view: (row: Pick<OrderRecord, 'id'>, extras?: OrderExtras) => view(repos, row, extras),
    viewIn: view,
    owned,
    /** GET /orders/{id}: the project's order with lines, transactions and refunds. */
    ownedView: (project: Project, id: string) => ownedView(repos, project, id),
    ownedViewIn: ownedView,
    /** The interface's order from a view already read. */
    present: (found: OrderView, extras?: OrderExtras): Order => toOrder(urls, found, extras),
    setStatus,
    onStatusChange: (listener: StatusListener) => listeners.push(listener),
    setTransaction,
    newTransaction,

    /**
     * POST /orders, in the caller's transaction `r`. Returns the new order, its transactions (for
     * the payment step) and its view as written (nothing is read back).
     */
    async create(
      r: Repos,
      project: Project,
      req: CreateOrderRequest,
      linkId: string | null = null,
    ) {
      checkMethods(project, req.currency, req);
      if (req.capture_mode === 'delayed' && !req.expiration_period)
        throw badRequest(
          'expiration_period is required when capture_mode is delayed',
          'expiration_period',
        );
      const periodMs = checkDuration(req.expiration_period, 'expiration_period');
      const now = clock.now();
      const lifetime = lifetimeMs(periodMs, req.capture_mode);
      const row: OrderRecord = {
        id: ids.id('ord'),
        project_id: project.id,
        merchant_id: project.merchant_id,
        status: 'new',
        currency: req.currency,
        amount: req.amount,
        description: req.description ?? null,
        merchant_order_id: req.merchant_order_id ?? null,
        created: iso(now),
        created_ms: now.getTime(),
        modified: iso(now),
        completed: null,
        expiration_period: req.expiration_period ?? null,
        expires_at_ms: now.getTime() + lifetime,
        capture_mode: req.capture_mode ?? null,
        locale: req.locale ?? null,
        return_url: req.return_url ?? null,
        failure_url: req.failure_url ?? null,
        webhook_url: req.webhook_url ?? null,
        has_order_url: req.transactions ? 0 : 1,
        checkout_key: ids.secret('ck'),
        version: 1,
        refund_of_order_id: null,
        refunded_amount: 0,
        related_payment_link_id: linkId,
        capture_at_ms:
          req.capture_mode === 'delayed' && periodMs !== null ? now.getTime() + periodMs : null,
        flags: ['is-test'],
        payment_methods: req.payment_methods ?? null,
        fields: storedFields(req),
      };
      await r.orders.insertOrder(row);
      await r.orders.recordStatus(row.id, row.project_id, null, 'new', row.created);
      const lines = lineRows(row.id, req);
      for (const line of lines) await r.orders.insertLine(line);
      const txs: { row: TransactionRecord; request: TransactionRequest }[] = [];
      for (const [i, tx] of (req.transactions ?? []).entries()) {
        const txRow = newTransaction(row, i, tx);
        await r.orders.insertTransaction(txRow);
        txs.push({ row: txRow, request: tx });
      }
      const written: OrderView = {
        order: row,
        lines,
        transactions: txs.map((tx) => tx.row),
        refundOrderIds: [],
      };
      return { order: row, transactions: txs, view: written };
    },

    /**
     * PUT /orders/{id}. Amount, capture mode, expiry and method restriction may change only while the
     * order is new and no payment has started; currency never. Order lines are fixed at creation, so
     * lines in a PUT (plugins send back the whole fetched order) are ignored.
     */
    update(project: Project, id: string, req: UpdateOrderRequest): Promise<OrderRecord> {
      return repos.transaction(async (r) => {
        const row = await owned(r, project, id);
        if (req.currency !== undefined && req.currency !== row.currency)
          throw badRequest('currency cannot be changed', 'currency');
        const stored: Record<(typeof PRE_PAYMENT_FIELDS)[number], unknown> = {
          amount: row.amount,
          currency: row.currency,
          order_lines: undefined,
          payment_methods: row.payment_methods ?? undefined,
          capture_mode: row.capture_mode,
          expiration_period: row.expiration_period,
        };
        const changed = PRE_PAYMENT_FIELDS.filter(
          (f) =>
            f !== 'order_lines' &&
            req[f] !== undefined &&
            JSON.stringify(req[f]) !== JSON.stringify(stored[f]),
        );
        const started = (await r.orders.transactions(id)).some((tx) => tx.status !== 'new');
        if (changed[0] && (row.status !== 'new' || started))
          throw badRequest(
            `${changed[0]} can no longer be changed: a payment has started`,
            changed[0],
          );
        const patch: Partial<OrderRecord> = {};
        if (changed.includes('amount')) patch.amount = req.amount;
        if (changed.includes('capture_mode')) patch.capture_mode = req.capture_mode ?? null;
        if (changed.includes('payment_methods'))
          patch.payment_methods = req.payment_methods ?? null;
        if (changed.includes('expiration_period')) {
          checkDuration(req.expiration_period, 'expiration_period');
          patch.expiration_period = req.expiration_period ?? null;
        }
        // A field cleared with null is in the patch as null: it must not fall back to the stored value.
        const captureMode = 'capture_mode' in patch ? patch.capture_mode : row.capture_mode;
        const period =
          'expiration_period' in patch ? patch.expiration_period : row.expiration_period;
        if (captureMode === 'delayed' && !period)
          throw badRequest(
            'expiration_period is required when capture_mode is delayed',
            'expiration_period',
          );
        if ('capture_mode' in patch || 'expiration_period' in patch) {
          const periodMs = period ? durationMs(period) : null;
          patch.expires_at_ms = row.created_ms + lifetimeMs(periodMs, captureMode);
          patch.capture_at_ms =
            captureMode === 'delayed' && periodMs !== null ? row.created_ms + periodMs : null;
        }
        for (const field of [
          'description',
          'merchant_order_id',
          'return_url',
          'failure_url',
          'webhook_url',
        ] as const) {
          if (req[field] !== undefined && req[field] !== row[field]) patch[field] = req[field];
        }
        if (req.locale !== undefined && req.locale !== row.locale) patch.locale = req.locale;
        const extra = storedFields(req);
        if (Object.keys(extra).length) patch.fields = { ...row.fields, ...extra };
        if (Object.keys(patch).length === 0) return row;
        const modified = iso(clock.now());
        patch.modified = modified;
        await r.orders.updateOrder(id, patch);
        // No attempt has started (checked above), so every transaction follows the new amount.
        const amount = patch.amount;
        if (amount !== undefined)
          for (const tx of await r.orders.transactions(id))
            await r.orders.updateTransaction(tx.id, { amount, modified });
        return (await r.orders.get(id)) ?? row;
      });
    },

    /** DELETE /orders/{id}: refused once completed; open transactions are cancelled with it. */
    cancel(project: Project, id: string): Promise<OrderRecord> {
      return repos.transaction(async (r) => {
        const row = await owned(r, project, id);
        if (row.status === 'completed')
          throw badRequest('A completed order cannot be cancelled', 'status');
        for (const tx of await r.orders.transactions(id))
          if (isOpenTransactionStatus(tx.status))
            await setTransaction(r, tx, { status: 'cancelled' });
        return setStatus(r, row, 'cancelled');
      });
    },

    /**
     * Expires an unpaid order whose lifetime has lapsed, with its open transactions. Run by the
     * scheduler inside the transaction that claimed the order.
     */
    async expire(r: Repos, id: string): Promise<void> {
      const row = await r.orders.get(id);
      if (!row || !isPayableStatus(row.status)) return;
      for (const tx of await r.orders.transactions(id))
        if (isOpenTransactionStatus(tx.status)) await setTransaction(r, tx, { status: 'expired' });
      await setStatus(r, row, 'expired');
    },
  };
}
export type OrderService = ReturnType<typeof orderService>;
