/**
 * The simulated acquirer: moves transactions and orders by the outcome of a card (its vault token's
 * verdict, a 3-D Secure challenge) or of a simulated bank page, and decides where the customer goes next.
 *
 * Flow rule: an order created without transactions is paid on the hosted page, so the customer
 * returns there (its status step); an order created with transactions goes straight to the merchant.
 */
import {
  isPayableStatus,
  type CardPaymentResult,
  type OrderStatus,
  type Outcomes,
  type TransactionRequest,
  type TransactionStatus,
} from '../../shared/api/index.ts';
import { redirectTarget } from '../../shared/redirect.ts';
import type { OrderRecord, TransactionRecord } from '../db/order-repo.ts';
import type { Repos } from '../db/repos.ts';
import type { VaultTokenRow } from '../db/token-repo.ts';
import { iso, type Clock } from '../lib/clock.ts';
import { ServiceError, badRequest } from '../lib/errors.ts';
import type { Ids } from '../lib/ids.ts';
import type { OrderService } from './order-service.ts';
import { DEFAULT_ORDER_LIFETIME_MS } from './durations.ts';
import { methodKind } from './payment-methods.ts';
import { reasonCode } from './reason-codes.ts';
import { authorisesFirst } from '../../shared/payment-methods.ts';
import { orderUrl, type Urls } from './urls.ts';
import { DECLINE_TEXT, type CardOutcome } from './test-cards.ts';

export type PaymentDeps = {
  orders: OrderService;
  repos: Repos;
  clock: Clock;
  ids: Ids;
  urls: Urls;
};

/**
 * Payment attempts (transactions) one order takes in all. Customers start them without an API key
 * (the hosted page's methods, a declined card tried again), so they are bounded; a customer trying
 * every method and card they own stays far below (tokenization alone allows 20 cards per order).
 */
export const MAX_ATTEMPTS_PER_ORDER = 30;

/** Outcomes a tester can pick on the simulated bank page. */
export const BANK_OUTCOMES = ['paid', 'cancelled', 'expired', 'failed'] as const;
export type BankOutcome = (typeof BANK_OUTCOMES)[number];
/** Outcomes of the simulated 3-D Secure challenge. */
export const CHALLENGE_OUTCOMES = ['authenticated', 'failed', 'cancelled'] as const;
export type ChallengeOutcome = (typeof CHALLENGE_OUTCOMES)[number];

const BANK_STATUS: Record<BankOutcome, { tx: TransactionStatus; order: OrderStatus }> = {
  paid: { tx: 'completed', order: 'completed' },
  cancelled: { tx: 'cancelled', order: 'cancelled' },
  expired: { tx: 'expired', order: 'expired' },
  failed: { tx: 'error', order: 'error' },
};

const WRONG_BRAND = {
  reason: 'Not an American Express card (simulated)',
  customer_message: 'Use an American Express card, or choose another payment method.',
  response_code: '57',
};

const accepted = (code: string, text: string): Outcomes => ({
  fraud_prevention: { status: 'accepted', score: 0 },
  processing: { status: 'accepted', response_code: code, response_code_description: text },
});
const declined = (code: string, text: string): Outcomes => ({
  fraud_prevention: { status: 'accepted', score: 0 },
  processing: { status: 'declined', response_code: code, response_code_description: text },
});

export function paymentService(deps: PaymentDeps) {
  const { orders, repos, clock, ids, urls } = deps;

  /** Where the browser goes once the acquirer has answered. */
  function nextUrl(order: OrderRecord): string {
    if (order.has_order_url) return orderUrl(urls, order, { step: 'status' });
    return redirectTarget(order) ?? `${urls.publicUrl}/sandbox/result/${order.checkout_key}`;
  }

  const challengeUrl = (tx: TransactionRecord) => `${urls.publicUrl}/sandbox/3ds/${tx.id}/`;

  /** A new payment attempt on an order, refused once the order has had its share of attempts. */
  async function newAttempt(
    r: Repos,
    order: OrderRecord,
    request: TransactionRequest,
  ): Promise<TransactionRecord> {
    const position = (await r.orders.transactions(order.id)).length;
    if (position >= MAX_ATTEMPTS_PER_ORDER)
      throw new ServiceError(
        429,
        'TooManyRequests',
        `This order has had ${MAX_ATTEMPTS_PER_ORDER} payment attempts, the most it allows`,
      );
    const tx = orders.newTransaction(order, position, request);
    await r.orders.insertTransaction(tx);
    return tx;
  }

  /** An attempt decided after its order was (e.g. paid by another attempt) changes nothing. */
  const orderIsOpen = (order: OrderRecord) => isPayableStatus(order.status);

  /** Issues a setup token for a card transaction; it lives as long as the order may be paid. */
  async function issueSetupToken(
    r: Repos,
    order: OrderRecord,
    tx: TransactionRecord,
  ): Promise<string> {
    const token = ids.secret('st');
    await r.tokens.insertSetup({
      token,
      order_id: order.id,
      transaction_id: tx.id,
      expires_at_ms: order.expires_at_ms ?? clock.now().getTime() + DEFAULT_ORDER_LIFETIME_MS,
    });
    await r.orders.updateTransaction(tx.id, { details: { ...tx.details, setup_token: token } });
    return token;
  }

  async function approve(
    r: Repos,
    order: OrderRecord,
    tx: TransactionRecord,
    extra: Record<string, unknown> = {},
  ) {
    const auth = authorisesFirst(tx.payment_method, tx.capture_mode ?? order.capture_mode);
    await orders.setTransaction(r, tx, {
      status: 'completed',
      transaction_type: auth ? 'authorization' : 'payment',
      outcomes: accepted('00', 'Approved'),
      details: { ...tx.details, ...extra },
    });
    // A payment (not an authorisation) captures every order line at once.
    if (!auth)
      for (const line of await r.orders.lines(order.id))
        await r.orders.updateLine(line.id, {
          captured_quantity: line.quantity - line.voided_quantity,
        });
    return orders.setStatus(r, order, 'completed');
  }

  /** Applies a card's verdict to its transaction and order. */
  async function chargeCard(
    r: Repos,
    order: OrderRecord,
    tx: TransactionRecord,
    vault: VaultTokenRow,
    vaultToken: string,
  ) {
    const expiry = `${vault.expiry.slice(0, 2)}20${vault.expiry.slice(2)}`;
    const card = { truncated_pan: vault.last4, card_expiry: expiry, vault_token: vaultToken };
    await r.orders.updateTransaction(tx.id, { payment_method_brand: vault.brand });
    // An `amex` transaction takes American Express cards only: any other brand is refused.
    const outcome =
      tx.payment_method === 'amex' && vault.brand !== 'amex'
        ? 'wrong_brand'
        : (vault.outcome as CardOutcome);
    // The merchant's `require_3dsecure` sends every card the issuer would approve through the
    // challenge; the issuer asks for one itself for the challenge cards.
    if (
      outcome === 'challenge' ||
      (outcome === 'approve' && tx.details.require_3dsecure === true)
    ) {
      await orders.setTransaction(r, tx, {
        status: 'pending',
        details: { ...tx.details, ...card, attempt_3dsecure: true },
      });
      return orders.setStatus(r, order, 'processing');
    }
    if (outcome === 'approve') return approve(r, order, tx, card);
    const text = outcome === 'wrong_brand' ? WRONG_BRAND : DECLINE_TEXT[outcome];
    await orders.setTransaction(r, tx, {
      status: 'error',
      reason: text.reason,
      customer_message: text.customer_message,
      outcomes: declined(text.response_code, text.reason),
      details: { ...tx.details, truncated_pan: vault.last4 },
    });
    return orders.setStatus(r, order, 'error');
  }

  async function cardResult(r: Repos, orderId: string, txId: string): Promise<CardPaymentResult> {
    const order = await r.orders.get(orderId);
    const tx = await r.orders.transaction(txId);
    if (!order || !tx) throw badRequest('The order is no longer available');
    const decided = tx.status !== 'pending';
    return {
      order_id: order.id,
      project_id: order.project_id,
      order_status: order.status,
      transaction_status: tx.status,
      challenge_url: tx.status === 'pending' ? challengeUrl(tx) : null,
      redirect_url: decided && order.status !== 'error' ? redirectTarget(order) : null,
      customer_message: tx.customer_message,
      reason_code: reasonCode(tx),
    };
  }

  /**
   * The transaction and its order, the order locked first (where rows lock), then the transaction
   * read again: what a decision on the payment starts from.
   */
  async function lockedPayment(r: Repos, txId: string) {
    const found = await r.orders.transaction(txId);
    const order = found && (await r.orders.getForUpdate(found.order_id));
    const tx = order && (await r.orders.transaction(txId));
    return { tx, order };
  }

  return {
    nextUrl,
    newAttempt,

    /**
     * A declined card payment tried again on the same order: a new attempt that keeps what the
     * merchant demanded of the declined one (`require_3dsecure`).
     */
    retryCard(r: Repos, order: OrderRecord, declined: TransactionRecord) {
      const { require_3dsecure } = declined.details;
      return newAttempt(r, order, {
        payment_method: declined.payment_method,
        ...(require_3dsecure === true ? { payment_method_details: { require_3dsecure } } : {}),
      });
    },
    issueSetupToken,
    chargeCard,
    cardResult,

    /** A merchant's server-to-server charge of a stored card (one-click / recurring). */
    async chargeStoredCard(
      r: Repos,
      order: OrderRecord,
      tx: TransactionRecord,
      vaultToken: string,
      path: string,
    ) {
      const vault = await r.tokens.vault(vaultToken);
      if (!vault || vault.project_id !== order.project_id)
        throw badRequest('unknown vault_token', `${path}.payment_method_details.vault_token`);
      return chargeCard(r, order, tx, vault, vaultToken);
    },

    /** The tester's choice on the simulated bank page. Returns where the browser goes next. */
    bankOutcome(txId: string, outcome: BankOutcome): Promise<string> {
      return repos.transaction(async (r) => {
        const { tx, order } = await lockedPayment(r, txId);
        if (!tx || !order) throw badRequest('Unknown payment');
        // Cards are never decided by the bank page: only by their verdict or a 3-D Secure challenge.
        if (methodKind(tx.payment_method) === 'card')
          throw badRequest('Card payments are not decided on the bank page', 'outcome');
        if ((tx.status !== 'new' && tx.status !== 'pending') || !orderIsOpen(order))
          return nextUrl(order);
        const target = BANK_STATUS[outcome];
        if (outcome === 'paid') return nextUrl(await approve(r, order, tx));
        await orders.setTransaction(r, tx, {
          status: target.tx,
          reason: `Simulated bank: ${outcome}`,
          ...(outcome === 'failed' ? { customer_message: 'The payment failed at your bank.' } : {}),
        });
        return nextUrl(await orders.setStatus(r, order, target.order));
      });
    },

    /** The tester's choice on the simulated 3-D Secure page. */
    challengeOutcome(txId: string, outcome: ChallengeOutcome): Promise<string> {
      return repos.transaction(async (r) => {
        const { tx, order } = await lockedPayment(r, txId);
        if (!tx || !order) throw badRequest('Unknown payment');
        if (tx.status !== 'pending' || !orderIsOpen(order)) return nextUrl(order);
        if (outcome === 'authenticated')
          return nextUrl(await approve(r, order, tx, { attempt_3dsecure: true }));
        await orders.setTransaction(r, tx, {
          status: outcome === 'cancelled' ? 'cancelled' : 'error',
          reason: `3-D Secure ${outcome}`,
          customer_message: 'The card could not be verified by your bank.',
          outcomes: declined('65', `3-D Secure ${outcome}`),
        });
        // A failed or abandoned challenge leaves the order open for another attempt until it expires.
        return nextUrl(await orders.setStatus(r, order, 'error'));
      });
    },

    /** The transaction behind a payment URL, with its order. */
    async lookup(txId: string) {
      const tx = await repos.orders.transaction(txId);
      const order = tx && (await repos.orders.get(tx.order_id));
      return tx && order ? { tx, order } : undefined;
    },

    now: () => iso(clock.now()),
  };
}
export type PaymentService = ReturnType<typeof paymentService>;
