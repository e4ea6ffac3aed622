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
import type { OrderRecord, OrderRepo } from '../db/order-repo.ts';
import type { SetupTokenRow, TokenRepo } from '../db/token-repo.ts';
import { iso, type Clock } from '../lib/clock.ts';
import { ServiceError, badRequest } from '../lib/errors.ts';
import type { Ids } from '../lib/ids.ts';
import type { OrderService } from './order-service.ts';
import type { PaymentService } from './payment-service.ts';
import { outcomeForCard } from './test-cards.ts';

export type CardDeps = {
  repo: OrderRepo;
  tokens: TokenRepo;
  orders: OrderService;
  payments: PaymentService;
  clock: Clock;
  ids: Ids;
  /** Keyed fingerprint of a card number (the key is one of the database's secrets). */
  fingerprint: (pan: string) => string;
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
  const { repo, tokens, payments, clock, ids } = deps;

  /** The setup token's row and order, if it may still be used to pay. */
  function usableSetup(setupToken: string): { setup: SetupTokenRow; order: OrderRecord } {
    const setup = tokens.setup(setupToken);
    const order = setup && repo.get(setup.order_id);
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

  return {
    /** POST /tokens/. */
    tokenize(req: TokenRequest): TokenResult {
      const setup = tokens.setupCheck(req.setup_token);
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
        tokens.tokenized(setup.token_hash, null);
        throw err;
      }
      const vaultToken = ids.secret('vt');
      tokens.tokenized(setup.token_hash, {
        token: vaultToken,
        project_id: setup.project_id,
        brand,
        last4: req.pan.slice(-4),
        expiry: req.expiry_date,
        fingerprint: deps.fingerprint(req.pan),
        outcome: outcomeForCard(req.pan),
        created: iso(clock.now()),
      });
      return { vault_token: vaultToken };
    },

    /** POST /card/session: what the frame may show (amount) and whether the order is decided. */
    session(setupToken: string): CardSession {
      const setup = tokens.setup(setupToken);
      const order = setup && repo.get(setup.order_id);
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
    pay(req: CardPaymentRequest): CardPaymentResult {
      return repo.atomically(() => {
        const { setup, order } = usableSetup(req.setup_token);
        const vault = tokens.vault(req.vault_token);
        if (!vault || vault.project_id !== order.project_id)
          throw badRequest('unknown vault_token', 'vault_token');
        let tx = repo.transaction(setup.transaction_id);
        if (!tx) throw invalidSetupToken();
        if (tx.status === 'pending') return payments.cardResult(order.id, tx.id);
        if (tx.status !== 'new') {
          // A declined attempt: the retry is a new transaction on the same order.
          const next = payments.retryCard(order, tx);
          tokens.repoint(setup.token_hash, next.id);
          tx = next;
        }
        const after = payments.chargeCard(order, tx, vault, req.vault_token);
        if (after.status === 'completed') tokens.markUsed(setup.token_hash, iso(clock.now()));
        return payments.cardResult(order.id, tx.id);
      });
    },
  };
}
export type CardService = ReturnType<typeof cardService>;
