/**
 * Secrets at rest: whoever has the database file (and its WAL) but not the master key finds no
 * capability key, setup or vault token, fingerprint key or anything else they could pay or test
 * card numbers with. With the key, everything works as before, across restarts and rotations.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cardPaymentResultSchema,
  checkoutOrderSchema,
  orderSchema,
  tokenResultSchema,
} from '../../shared/api/index.ts';
import { openStore } from './open-store.ts';
import { sharedSecret } from './secrets.ts';
import { openTestStore } from '../test-store.ts';
import { boot, bytesOnDisk, keyFileAt } from './test-secrets.ts';

let dir: string;
let keyDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'xpay-secrets-db-'));
  keyDir = mkdtempSync(join(tmpdir(), 'xpay-secrets-key-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(keyDir, { recursive: true, force: true });
});

const keyFile = (name = 'secrets.key') => keyFileAt(join(keyDir, name));

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A hosted order, a card order paid with a vault token, a one-click charge, an unused vault token. */
async function paymentsIn(sandbox: Awaited<ReturnType<typeof boot>>) {
  const card = { payment_method: 'credit-card', payment_method_details: { setup_token: true } };
  const hosted = orderSchema.parse(
    await sandbox.json('POST', '/v1/orders/', { currency: 'EUR', amount: 1995 }),
  );
  const checkoutKey = hosted.order_url?.split('#')[1] ?? '';
  const paid = orderSchema.parse(
    await sandbox.json('POST', '/v1/orders/', {
      currency: 'EUR',
      amount: 2500,
      transactions: [card],
    }),
  );
  const setupToken = paid.transactions[0]?.payment_method_details?.setup_token ?? '';
  const tokenize = async (setup: string, pan = '4111111111111111') =>
    tokenResultSchema.parse(
      await sandbox.json(
        'POST',
        '/v1/tokens/',
        { pan, expiry_date: '1230', setup_token: setup },
        false,
      ),
    ).vault_token;
  const vaultToken = await tokenize(setupToken);
  cardPaymentResultSchema.parse(
    await sandbox.json(
      'POST',
      '/v1/card/payments',
      { setup_token: setupToken, vault_token: vaultToken },
      false,
    ),
  );
  const oneClick = orderSchema.parse(
    await sandbox.json('POST', '/v1/orders/', {
      currency: 'EUR',
      amount: 1200,
      transactions: [
        { payment_method: 'credit-card', payment_method_details: { vault_token: vaultToken } },
      ],
    }),
  );
  const open = orderSchema.parse(
    await sandbox.json('POST', '/v1/orders/', {
      currency: 'EUR',
      amount: 700,
      transactions: [card],
    }),
  );
  const openSetup = open.transactions[0]?.payment_method_details?.setup_token ?? '';
  const openVault = await tokenize(openSetup, '5555555555554444');
  return {
    hosted,
    checkoutKey,
    paid,
    setupToken,
    vaultToken,
    oneClick,
    open,
    openSetup,
    openVault,
  };
}

describe('the database file alone', () => {
  it('holds no capability key, token or key, and nothing in it pays or opens an order', async () => {
    const path = join(dir, 'sandbox.db');
    const sandbox = await boot(path, keyFile());
    const p = await paymentsIn(sandbox);
    // The API still shows what it must: order_url, and the tokens a one-click plugin reads back.
    const fetched = orderSchema.parse(await sandbox.json('GET', `/v1/orders/${p.paid.id}/`));
    expect(fetched.transactions[0]?.payment_method_details).toMatchObject({
      setup_token: p.setupToken,
      vault_token: p.vaultToken,
    });
    await sandbox.store.close();

    const onDisk = bytesOnDisk(path);
    const secrets = [p.checkoutKey, p.setupToken, p.vaultToken, p.openSetup, p.openVault];
    for (const secret of secrets) {
      expect(onDisk).not.toContain(secret);
      // An unkeyed hash would let anyone with the file confirm a token they guessed or saw.
      expect(onDisk).not.toContain(sha256(secret));
    }
    expect(onDisk).not.toContain(readFileSync(join(keyDir, 'secrets.key'), 'utf8').split('\n')[2]);

    // Everything stored where tokens and keys are looked up, tried against the public endpoints
    // of a sandbox started on a copy of the file with a key of its own: nothing is accepted.
    const copy = join(dir, 'copy.db');
    writeFileSync(copy, readFileSync(path));
    const raw = new Database(copy);
    const settings = raw.prepare('SELECT name FROM settings').all() as { name: string }[];
    expect(settings.map((s) => s.name)).not.toContain('fingerprint_key');
    const stored = [
      ...raw.prepare('SELECT checkout_key AS v FROM orders').all(),
      ...raw.prepare('SELECT checkout_key_sealed AS v FROM orders').all(),
      ...raw.prepare('SELECT token_hash AS v FROM setup_tokens').all(),
      ...raw.prepare('SELECT token_hash AS v FROM vault_tokens').all(),
      ...raw
        .prepare('SELECT secrets_sealed AS v FROM transactions WHERE secrets_sealed IS NOT NULL')
        .all(),
    ].map((r) => String((r as { v: unknown }).v));
    raw.prepare("DELETE FROM settings WHERE name IN ('data_keys', 'master_key_id')").run();
    raw.close();
    expect(stored.length).toBeGreaterThan(10);
    const thief = await boot(copy, keyFile('thief.key'));
    for (const value of stored) {
      expect(
        (await thief.send('GET', `/v1/checkout/${encodeURIComponent(value)}`, undefined, false))
          .status,
      ).toBe(404);
      const pay = await thief.send(
        'POST',
        '/v1/card/payments',
        { setup_token: value, vault_token: value },
        false,
      );
      expect(pay.status).toBe(400);
      const tokens = await thief.send(
        'POST',
        '/v1/tokens/',
        { pan: '4111111111111111', expiry_date: '1230', setup_token: value },
        false,
      );
      expect(tokens.status).toBe(400);
    }
    await thief.store.close();
  });

  it('opens with its key after a restart: order_url, tokens and payments work as before', async () => {
    const path = join(dir, 'sandbox.db');
    const first = await boot(path, keyFile());
    const p = await paymentsIn(first);
    await first.store.close();

    const again = await boot(path, keyFile());
    const hosted = orderSchema.parse(await again.json('GET', `/v1/orders/${p.hosted.id}/`));
    expect(hosted.order_url).toBe(p.hosted.order_url);
    const view = checkoutOrderSchema.parse(
      await again.json('GET', `/v1/checkout/${p.checkoutKey}`, undefined, false),
    );
    expect(view.id).toBe(p.hosted.id);
    const result = cardPaymentResultSchema.parse(
      await again.json(
        'POST',
        '/v1/card/payments',
        { setup_token: p.openSetup, vault_token: p.openVault },
        false,
      ),
    );
    expect(result.order_status).toBe('completed');
    await again.store.close();
  });

  it('refuses another key with a message that says which key it needs, and rotates to a new one', async () => {
    const path = join(dir, 'sandbox.db');
    const first = await boot(path, keyFile('old.key'));
    const p = await paymentsIn(first);
    await first.store.close();

    await expect(openStore(path, keyFile('new.key'))).rejects.toThrow(
      /another master key \(key id [0-9a-f]{12}/,
    );

    const rotated = await boot(path, {
      key: { kind: 'file', path: join(keyDir, 'new.key'), create: false },
      previous: { kind: 'file', path: join(keyDir, 'old.key'), create: false },
    });
    const order = orderSchema.parse(await rotated.json('GET', `/v1/orders/${p.oneClick.id}/`));
    expect(order.transactions[0]?.payment_method_details?.vault_token).toBe(p.vaultToken);
    await rotated.store.close();
    // From now on only the new key opens it.
    await expect(openStore(path, keyFile('old.key'))).rejects.toThrow(/another master key/);
    await (await openStore(path, keyFile('new.key'))).close();
  });

  it('keeps the key file out of the database folder, readable by its owner only', async () => {
    await expect(
      openStore(join(dir, 'sandbox.db'), {
        key: { kind: 'file', path: join(dir, 'secrets.key'), create: true },
      }),
    ).rejects.toThrow(/in the database's folder/);
    await (await openStore(join(dir, 'sandbox.db'), keyFile())).close();
    expect(statSync(join(keyDir, 'secrets.key')).mode & 0o077).toBe(0);
    await expect(
      openStore(join(dir, 'other.db'), { key: { kind: 'value', value: 'too short' } }),
    ).rejects.toThrow(/too short/);
  });
});

describe('a secret every instance shares (a generated API key)', () => {
  it('is made once, kept only sealed, and the same for every later caller', async () => {
    const store = await openTestStore();
    let made = 0;
    const make = () => `sk_test_generated_${++made}`;
    const first = await sharedSecret(store, store.secrets, 'demo_api_key', make);
    const again = await Promise.all([
      sharedSecret(store, store.secrets, 'demo_api_key', make),
      sharedSecret(store, store.secrets, 'demo_api_key', make),
    ]);
    expect(first).toBe('sk_test_generated_1');
    expect(again).toEqual([first, first]);
    const row = await store.get<{ value: string }>('SELECT value FROM settings WHERE name = ?', [
      'demo_api_key',
    ]);
    expect(row?.value).not.toContain('sk_test');
    expect(store.secrets.open(row?.value ?? '', 'settings.demo_api_key')).toBe(first);
  });
});
