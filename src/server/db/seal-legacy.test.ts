/**
 * A sandbox database written before secrets at rest (fixtures/schema-2-sandbox.sql: clear
 * capability key and tokens, plain sha256 token hashes, the fingerprint key in the file) is
 * converted on start: afterwards the file holds none of them, and every order, token and payment
 * works as before.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cardPaymentResultSchema,
  checkoutOrderSchema,
  errorBodySchema,
  orderSchema,
} from '../../shared/api/index.ts';
import { boot, bytesOnDisk } from './test-secrets.ts';

/** What the fixture's orders were made with (the vault token of order 5 is stored nowhere). */
const LEGACY = {
  checkoutKey: 'ck_ANqh1oEk7P9Aut7Xr21DAvdJKdfnPyd_MzRBU4Or16U',
  hostedOrderId: 'ord_000001',
  paidOrderId: 'ord_000003',
  paidSetup: 'st_-l_5sAm9KyfRShI2UjSGIBD-6srG8_RK1S_53kc-dpI',
  paidVault: 'vt__qeRwz_JBMQEEIPHsVzmrdHjcHq1tgRrYfDgstaHVmM',
  openOrderId: 'ord_000005',
  openSetup: 'st_Zoup7E4LPJ2abfrxZeNB9fwFQzXciuCajy6AfG03iBU',
  openVault: 'vt_T4hHDr2GbBu_uiFaeQlJVwECJ8FQ1Kxo6QGPBdKmpsI',
  oneClickOrderId: 'ord_000007',
  fingerprintKey: 'fp_GJkDKMk3LMCSkQ5qRoIDGKRuCn2NTUMNO5P1ZKs3lVI',
};
const FIXTURE = join(import.meta.dirname, 'fixtures', 'schema-2-sandbox.sql');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

let dir: string;
let keyDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'xpay-legacy-db-'));
  keyDir = mkdtempSync(join(tmpdir(), 'xpay-legacy-key-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(keyDir, { recursive: true, force: true });
});

/** The fixture as a WAL database file, as the schema-2 sandbox left it. */
function legacyDatabase(): string {
  const path = join(dir, 'sandbox.db');
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.exec(readFileSync(FIXTURE, 'utf8'));
  db.close();
  return path;
}

describe('a database from before secrets at rest', () => {
  it('has clear secrets in the file before it is opened (the fixture is what the old code wrote)', () => {
    const onDisk = bytesOnDisk(legacyDatabase());
    for (const secret of [
      LEGACY.checkoutKey,
      LEGACY.paidSetup,
      LEGACY.paidVault,
      LEGACY.fingerprintKey,
    ])
      expect(onDisk).toContain(secret);
    expect(onDisk).toContain(sha256(LEGACY.openVault));
  });

  it('is sealed on start: no clear secret, no plain token hash and no fingerprint key remain', async () => {
    const path = legacyDatabase();
    await (await boot(path, join(keyDir, 'secrets.key'))).store.close();
    const onDisk = bytesOnDisk(path);
    for (const secret of [
      LEGACY.checkoutKey,
      LEGACY.paidSetup,
      LEGACY.paidVault,
      LEGACY.openSetup,
      LEGACY.openVault,
      LEGACY.fingerprintKey,
    ]) {
      expect(onDisk).not.toContain(secret);
      expect(onDisk).not.toContain(sha256(secret));
    }
    const raw = new Database(path, { readonly: true });
    const settings = raw.prepare('SELECT name FROM settings ORDER BY name').all();
    raw.close();
    expect(settings).toEqual([{ name: 'data_keys' }, { name: 'master_key_id' }]);
  });

  it('keeps every order, token and payment working after the conversion and a restart', async () => {
    const path = legacyDatabase();
    await (await boot(path, join(keyDir, 'secrets.key'))).store.close();
    const sandbox = await boot(path, join(keyDir, 'secrets.key'));

    const hosted = orderSchema.parse(
      await sandbox.json('GET', `/v1/orders/${LEGACY.hostedOrderId}/`),
    );
    expect(hosted.order_url).toBe(
      `http://checkout.test/pay/${LEGACY.hostedOrderId}/#${LEGACY.checkoutKey}`,
    );
    const view = checkoutOrderSchema.parse(
      await sandbox.json('GET', `/v1/checkout/${LEGACY.checkoutKey}`, undefined, false),
    );
    expect(view).toMatchObject({ id: LEGACY.hostedOrderId, amount: 1995 });

    // One-click plugins read the tokens back from the order.
    const paid = orderSchema.parse(await sandbox.json('GET', `/v1/orders/${LEGACY.paidOrderId}/`));
    expect(paid.transactions[0]?.payment_method_details).toMatchObject({
      setup_token: LEGACY.paidSetup,
      vault_token: LEGACY.paidVault,
      truncated_pan: '1111',
    });
    const oneClick = orderSchema.parse(
      await sandbox.json('GET', `/v1/orders/${LEGACY.oneClickOrderId}/`),
    );
    expect(oneClick.transactions[0]?.payment_method_details?.vault_token).toBe(LEGACY.paidVault);

    // The old vault token charges again; the used setup token stays used; the open one pays.
    const again = orderSchema.parse(
      await sandbox.json('POST', '/v1/orders/', {
        currency: 'EUR',
        amount: 300,
        transactions: [
          {
            payment_method: 'credit-card',
            payment_method_details: { vault_token: LEGACY.paidVault },
          },
        ],
      }),
    );
    expect(again.status).toBe('completed');
    const used = await sandbox.send(
      'POST',
      '/v1/tokens/',
      { pan: '4111111111111111', expiry_date: '1230', setup_token: LEGACY.paidSetup },
      false,
    );
    expect(errorBodySchema.parse(await used.json()).error.property_path).toBe('setup_token');
    const result = cardPaymentResultSchema.parse(
      await sandbox.json(
        'POST',
        '/v1/card/payments',
        { setup_token: LEGACY.openSetup, vault_token: LEGACY.openVault },
        false,
      ),
    );
    expect(result).toMatchObject({ order_id: LEGACY.openOrderId, order_status: 'completed' });
    await sandbox.store.close();
  });
});
