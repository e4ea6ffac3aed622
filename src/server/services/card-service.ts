/**
 * The tokens code: POST /tokens/ and the card frame's public endpoints, all authenticated by a setup
 * token. The only server code that handles a card number, and it keeps none of it: a vault token
 * stores brand, last four digits, expiry, a keyed fingerprint and the acquirer's verdict.
 * A tokenization is one read and one commit.
 */
import {
  isPayableStatus,
  type CardPaymentRequest,
  type CardPaymentResult,
  type CardSession,
  type TokenRequest,
  type TokenResult,
} from '../../shared/api/index.ts';
import { detectBrand } from '../../shared/card/brands.ts';
import { expiryStatus } from '../../shared/card/expiry.ts';
import { luhnValid } from '../../shared/card/luhn.ts';
import { redirectTarget } from '../../shared/redirect.ts';
import type { OrderRecord } from '../db/order-repo.ts';
import type { Repos } from '../db/repos.ts';
import type { SetupTokenRow } from '../db/token-repo.ts';
import { iso, type Clock } from '../lib/clock.ts';
import { ServiceError, badRequest } from '../lib/errors.ts';
import type { Ids } from '../lib/ids.ts';
import type { OrderService } from './order-service.ts';
import type { PaymentService } from './payment-service.ts';
import { outcomeForCard } from './test-cards.ts';

export type CardDeps = {
  repos: Repos;
  orders: OrderService;
  payments: PaymentService;
  clock: Clock;
  ids: Ids;
};

/** Tokenization attempts one setup token allows (card-testing protection). */
const MAX_TOKEN_ATTEMPTS = 10;
/** …and one order allows over all its setup tokens (each hosted-page card attempt issues one). */
const MAX_ORDER_ATTEMPTS = 20;

const invalidSetupToken = () =>
  badRequest('setup_token is unknown, expired or already used', 'setup_token').withCode(
    'session.expired',
  );

const badCard = (value: string) => badRequest(value, 'pan').withCode('card.number.invalid');

export function cardService(deps: CardDeps) {
  const { repos, payments, clock, ids } = deps;

  /** The setup token's row and order (locked where rows lock), if it may still be used to pay. */
  async function usableSetup(
    r: Repos,
    setupToken: string,
  ): Promise<{ setup: SetupTokenRow; order: OrderRecord }> {
    const found = await r.tokens.setup(setupToken);
    const order = found && (await r.orders.getForUpdate(found.order_id));
    // Read again under the order's lock: another instance may have used it meanwhile.
    const setup = order && (await r.tokens.setup(setupToken));
    if (!setup || !order || setup.used_at !== null) throw invalidSetupToken();
    if (setup.expires_at_ms <= clock.now().getTime()) throw invalidSetupToken();
    if (!isPayableStatus(order.status)) throw invalidSetupToken();
    return { setup, order };
  }

  function checkCard(pan: string, expiryDate: string) {
    if (!luhnValid(pan)) throw badCard('pan is not a valid card number');
    const brand = detectBrand(pan);
    if (brand.id === 'unknown') throw badCard('this card brand is not supported');
    if (!brand.lengths.includes(pan.length))
      throw badCard(`pan has the wrong length for ${brand.id}`);
    const month = Number(expiryDate.slice(0, 2));
    const year = 2000 + Number(expiryDate.slice(2));
    const status = expiryStatus(month, year, clock.now());
    if (status === 'past')
      throw badRequest('the card has expired', 'expiry_date').withCode('card.expiry.past');
    if (status !== 'valid')
      throw badRequest('expiry_date is not a plausible expiry', 'expiry_date').withCode(
        'card.expiry.invalid',
      );
    return brand.id;
  }

  /**
   * A tokenization in the transaction `r`: the check, then the attempt and its vault token. A
   * refused card is returned, not thrown, so that its attempt is committed.
   */
  async function tokenize(
    r: Repos,
    req: TokenRequest,
  ): Promise<TokenResult | { refused: unknown }> {
    const setup = await r.tokens.setupCheck(req.setup_token);
    if (!setup || setup.used_at !== null || !isPayableStatus(setup.order_status))
      throw invalidSetupToken();
    if (setup.expires_at_ms <= clock.now().getTime()) throw invalidSetupToken();
    if (setup.attempts >= MAX_TOKEN_ATTEMPTS || setup.order_attempts >= MAX_ORDER_ATTEMPTS)
      throw new ServiceError(
        429,
        'TooManyRequests',
        'Too many card attempts for this payment',
        'setup_token',
      ).withCode('card.tooManyAttempts');
    // An invalid card counts as an attempt too (card-testing protection).
    let brand: string;
    try {
      brand = checkCard(req.pan, req.expiry_date);
    } catch (err) {
      await r.tokens.tokenized(setup.token_hash, null);
      return { refused: err };
    }
    const vaultToken = ids.secret('vt');
    await r.tokens.tokenized(setup.token_hash, {
      token: vaultToken,
      project_id: setup.project_id,
      brand,
      last4: req.pan.slice(-4),
      expiry: req.expiry_date,
      fingerprint: r.fingerprint(req.pan),
      outcome: outcomeForCard(req.pan),
      created: iso(clock.now()),
    });
    return { vault_token: vaultToken };
  }

  return {
    /** POST /tokens/: one transaction, the attempt counted with the check it passed. */
    async tokenize(req: TokenRequest): Promise<TokenResult> {
      const result = await repos.transaction((r) => tokenize(r, req));
      // A refused card is thrown once its attempt is committed.
      if ('refused' in result) throw result.refused;
      return result;
    },

    /** POST /card/session: what the frame may show (amount) and whether the order is decided. */
    async session(setupToken: string): Promise<CardSession> {
      const setup = await repos.tokens.setup(setupToken);
      const order = setup && (await repos.orders.get(setup.order_id));
      if (!setup || !order) throw invalidSetupToken();
      const decided = !isPayableStatus(order.status);
      return {
        order_id: order.id,
        project_id: order.project_id,
        amount: order.amount,
        currency: order.currency,
        status: order.status,
        locale: order.locale,
        is_test: true,
        redirect_url: decided ? redirectTarget(order) : null,
      };
    },

    /** POST /card/payments: pay the setup token's order with a vault token made from it. */
    pay(req: CardPaymentRequest): Promise<CardPaymentResult> {
      return repos.transaction(async (r) => {
        const { setup, order } = await usableSetup(r, req.setup_token);
        const vault = await r.tokens.vault(req.vault_token);
        if (!vault || vault.project_id !== order.project_id)
          throw badRequest('unknown vault_token', 'vault_token');
        let tx = await r.orders.transaction(setup.transaction_id);
        if (!tx) throw invalidSetupToken();
        if (tx.status === 'pending') return payments.cardResult(r, order.id, tx.id);
        if (tx.status !== 'new') {
          // A declined attempt: the retry is a new transaction on the same order.
          const next = await payments.retryCard(r, order, tx);
          await r.tokens.repoint(setup.token_hash, next.id);
          tx = next;
        }
        const after = await payments.chargeCard(r, order, tx, vault, req.vault_token);
        if (after.status === 'completed')
          await r.tokens.markUsed(setup.token_hash, iso(clock.now()));
        return payments.cardResult(r, order.id, tx.id);
      });
    },
  };
}
export type CardService = ReturnType<typeof cardService>;
