/**
 * Captures, voids and refunds. Amounts can never go negative or past what is capturable, voidable or
 * refundable; every operation runs in one transaction that starts by locking the order (PostgreSQL;
 * SQLite serialises its writers), so two concurrent captures of one authorisation are serialised and
 * cannot both take the same money, also from two instances on one database. A precondition on the order's
 * version (the route reads it from `If-Match`) makes the second of two same-version requests fail
 * with 412.
 */
import type {
  AmountOperationRequest,
  OrderLinesOperationRequest,
  RefundRequest,
} from '../../shared/api/index.ts';
import type { OrderLineRecord, OrderRecord, TransactionRecord } from '../db/order-repo.ts';
import type { Project } from '../db/project-repo.ts';
import type { Repos } from '../db/repos.ts';
import { iso, type Clock } from '../lib/clock.ts';
import { ServiceError, badRequest, notFound } from '../lib/errors.ts';
import type { Ids } from '../lib/ids.ts';
import type { OrderService } from './order-service.ts';
import { amountDetails, capturableAmount } from './amounts.ts';

export type SettlementDeps = { repos: Repos; orders: OrderService; clock: Clock; ids: Ids };

/** An order's identity and version (bumped by every change): what a precondition is checked on. */
export type OrderVersion = Pick<OrderRecord, 'id' | 'version'>;
/** True when the order is still as the client last saw it. */
export type Precondition = (current: OrderVersion) => boolean;

type Kind = 'capture' | 'void';

const addFlag = ({ flags }: OrderRecord, flag: string) =>
  flags.includes(flag) ? flags : [...flags, flag];

export function settlementService(deps: SettlementDeps) {
  const { repos, orders, clock, ids } = deps;

  async function authorisation(
    r: Repos,
    project: Project,
    orderId: string,
    txId: string,
    holds?: Precondition,
  ) {
    const order = await orders.owned(r, project, orderId);
    if (holds && !holds(order))
      throw new ServiceError(
        412,
        'PreconditionFailed',
        'The order changed since it was fetched (ETag mismatch)',
      );
    const tx = await r.orders.transaction(txId);
    if (!tx || tx.order_id !== order.id) throw notFound('Transaction');
    if (tx.transaction_type !== 'authorization' || tx.status !== 'completed')
      throw badRequest(
        'This transaction is not an authorisation that can be captured or voided',
        'transaction_id',
      );
    return { order, tx };
  }

  type Selection = { id?: string | undefined; merchant_order_line_id?: string | undefined };

  /** Lines and quantities selected, checked against what is still open for `kind`. */
  function selectLines(
    lines: OrderLineRecord[],
    selection: (Selection & { quantity: number })[],
    open: (l: OrderLineRecord) => number,
  ) {
    const picked = new Map<OrderLineRecord, number>();
    selection.forEach((sel, i) => {
      // By the service's id when it names one of this order's lines, else by the merchant's id
      // (lines rebuilt from a shop basket carry only that; fetched lines carry both).
      const line =
        lines.find((l) => sel.id !== undefined && l.id === sel.id) ??
        lines.find(
          (l) =>
            sel.merchant_order_line_id !== undefined &&
            l.merchant_order_line_id === sel.merchant_order_line_id,
        );
      if (!line) throw badRequest('no such order line on this order', `order_lines[${i}].id`);
      const quantity = (picked.get(line) ?? 0) + sel.quantity;
      if (quantity > open(line))
        throw badRequest(
          `only ${open(line)} of this line can be selected`,
          `order_lines[${i}].quantity`,
        );
      picked.set(line, quantity);
    });
    return picked;
  }

  /** selectLines, or null where it would refuse (the lines then only describe the refund). */
  function trySelectLines(...args: Parameters<typeof selectLines>) {
    try {
      return selectLines(...args);
    } catch (error) {
      if (error instanceof ServiceError) return null;
      throw error;
    }
  }

  const openForRefund = (l: OrderLineRecord) => l.captured_quantity - l.refunded_quantity;

  /**
   * What a refund body refunds: its `amount`, else the named lines' total, else everything still
   * refundable. Lines count per line (order_line_details) when they decide the amount or add up to
   * it; lines sent with a different amount (a plugin's partial refund carries the whole basket)
   * only describe the refund.
   */
  async function refundPlan(r: Repos, order: OrderRecord, req: RefundRequest, refundable: number) {
    const named = req.order_lines?.length ? req.order_lines : undefined;
    const stored = named ? await r.orders.lines(order.id) : [];
    if (req.amount === undefined) {
      const lines = named ? selectLines(stored, named, openForRefund) : undefined;
      return { amount: lines ? lineTotal(lines) : refundable, lines };
    }
    const lines = named ? trySelectLines(stored, named, openForRefund) : null;
    return {
      amount: req.amount,
      lines: lines && lineTotal(lines) === req.amount ? lines : undefined,
    };
  }

  async function apply(
    r: Repos,
    kind: Kind,
    order: OrderRecord,
    tx: TransactionRecord,
    amount: number,
    lines?: Map<OrderLineRecord, number>,
  ) {
    const open = capturableAmount(tx);
    if (amount > open)
      throw badRequest(
        `amount exceeds the ${kind === 'capture' ? 'capturable' : 'voidable'} ${open}`,
        'amount',
      );
    for (const [line, quantity] of lines ?? []) {
      await r.orders.updateLine(
        line.id,
        kind === 'capture'
          ? { captured_quantity: line.captured_quantity + quantity }
          : { voided_quantity: line.voided_quantity + quantity },
      );
    }
    await r.orders.updateTransaction(tx.id, {
      ...(kind === 'capture'
        ? { captured_amount: tx.captured_amount + amount }
        : { voided_amount: tx.voided_amount + amount }),
      modified: iso(clock.now()),
    });
    await r.orders.updateOrder(order.id, {
      modified: iso(clock.now()),
      flags: addFlag(order, kind === 'capture' ? 'has-captures' : 'has-voids'),
    });
    return (await r.orders.get(order.id)) ?? order;
  }

  const lineTotal = (lines: Map<OrderLineRecord, number>) =>
    [...lines].reduce((sum, [line, quantity]) => sum + line.amount * quantity, 0);

  const openForCapture = (l: OrderLineRecord) =>
    l.quantity - l.captured_quantity - l.voided_quantity;

  /** Captures all that is left of an authorisation, with every line's open quantity. */
  const captureRest = async (r: Repos, order: OrderRecord, tx: TransactionRecord) =>
    apply(
      r,
      'capture',
      order,
      tx,
      capturableAmount(tx),
      new Map((await r.orders.lines(order.id)).map((l) => [l, openForCapture(l)])),
    );

  return {
    /** POST …/captures/amount and …/voids/amount. */
    byAmount(
      kind: Kind,
      project: Project,
      orderId: string,
      txId: string,
      req: AmountOperationRequest,
      holds?: Precondition,
    ) {
      return repos.transaction(async (r) => {
        const { order, tx } = await authorisation(r, project, orderId, txId, holds);
        return apply(r, kind, order, tx, req.amount);
      });
    },

    /** POST …/captures/orderlines and …/voids/orderlines (either selection form). */
    byOrderLines(
      kind: Kind,
      project: Project,
      orderId: string,
      txId: string,
      req: OrderLinesOperationRequest,
      holds?: Precondition,
    ) {
      return repos.transaction(async (r) => {
        const { order, tx } = await authorisation(r, project, orderId, txId, holds);
        const selection = req.order_lines ?? (req.order_line ? [req.order_line] : []);
        const lines = selectLines(await r.orders.lines(order.id), selection, openForCapture);
        const amount = lineTotal(lines);
        if (amount <= 0)
          throw badRequest('the selected lines have no amount to settle', 'order_lines');
        return apply(r, kind, order, tx, amount, lines);
      });
    },

    /** POST …/captures/ with no body (the SDKs' full capture): everything still capturable. */
    captureAll(project: Project, orderId: string, txId: string, holds?: Precondition) {
      return repos.transaction(async (r) => {
        const { order, tx } = await authorisation(r, project, orderId, txId, holds);
        if (capturableAmount(tx) === 0) throw badRequest('nothing left to capture', 'amount');
        return captureRest(r, order, tx);
      });
    },

    /**
     * Delayed capture: what the order's authorisations still hold is captured in full. Run by the
     * scheduler once the delay has lapsed, inside the transaction that claimed the order.
     */
    async captureLapsed(r: Repos, id: string): Promise<void> {
      const order = await r.orders.get(id);
      if (!order) return;
      for (const tx of await r.orders.transactions(id))
        if (capturableAmount(tx) > 0) await captureRest(r, (await r.orders.get(id)) ?? order, tx);
    },

    /** POST /orders/{id}/refunds: a refund order for the amount, linked both ways. */
    refund(project: Project, orderId: string, req: RefundRequest): Promise<OrderRecord> {
      return repos.transaction(async (r) => {
        const order = await orders.owned(r, project, orderId);
        if (order.status !== 'completed' || order.refund_of_order_id !== null)
          throw badRequest('Only a paid order can be refunded', 'status');
        if (req.currency !== undefined && req.currency !== order.currency)
          throw badRequest(`currency must be the order's currency, ${order.currency}`, 'currency');
        const txs = await r.orders.transactions(order.id);
        const { refundable } = amountDetails(order, txs);
        const { amount, lines } = await refundPlan(r, order, req, refundable);
        if (amount <= 0)
          throw badRequest(
            refundable === 0 ? 'nothing is left to refund' : 'amount must be at least 1',
            'amount',
          );
        if (amount > refundable)
          throw badRequest(`amount exceeds the refundable ${refundable}`, 'amount');
        for (const [line, quantity] of lines ?? [])
          await r.orders.updateLine(line.id, {
            refunded_quantity: line.refunded_quantity + quantity,
          });
        const now = clock.now();
        const paid = txs.find((tx) => tx.status === 'completed');
        const refundRow: OrderRecord = {
          ...order,
          id: ids.id('ord'),
          status: 'completed',
          amount,
          description: req.description ?? `Refund of ${order.id}`,
          merchant_order_id: req.merchant_order_id ?? order.merchant_order_id,
          created: iso(now),
          created_ms: now.getTime(),
          modified: iso(now),
          completed: iso(now),
          expires_at_ms: null,
          capture_at_ms: null,
          has_order_url: 0,
          checkout_key: ids.secret('ck'),
          version: 1,
          refund_of_order_id: order.id,
          refunded_amount: 0,
          related_payment_link_id: null,
          flags: ['is-test', 'is-refund'],
          fields: req.extra ? { extra: req.extra } : {},
        };
        await r.orders.insertOrder(refundRow);
        await r.orders.recordStatus(
          refundRow.id,
          refundRow.project_id,
          null,
          'completed',
          refundRow.created,
        );
        if (paid) {
          await r.orders.insertTransaction({
            ...paid,
            id: ids.id('tx'),
            order_id: refundRow.id,
            position: 0,
            amount,
            created: refundRow.created,
            modified: refundRow.created,
            completed: refundRow.created,
            transaction_type: 'refund',
            description: refundRow.description,
            captured_amount: 0,
            voided_amount: 0,
            details: {},
          });
        }
        await r.orders.updateOrder(order.id, {
          refunded_amount: order.refunded_amount + amount,
          modified: iso(now),
          flags: addFlag(order, 'has-refunds'),
        });
        return (await r.orders.get(order.id)) ?? order;
      });
    },
  };
}
export type SettlementService = ReturnType<typeof settlementService>;
