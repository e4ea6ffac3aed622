/**
 * Secrets at rest: nothing in the database file can be used on its own.
 *
 * A master key from outside the database (SECRETS_KEY, or a key file whose default place is
 * DEFAULT_KEY_FILE) wraps three random data keys that the settings table keeps only encrypted:
 * - the encryption key (AES-256-GCM) of the secrets the API must show again: the capability key
 *   in `order_url`, and the setup and vault tokens in a transaction's `payment_method_details`;
 * - the lookup key: rows are found by an HMAC of their token, never by decrypting;
 * - the card fingerprint key (HMAC of the card number).
 * Secrets the API never shows again (API keys) are stored only as hashes (seed.ts, lib/auth.ts).
 * Rotating the master key re-wraps the three data keys; the rows themselves are not rewritten.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  createSecretKey,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Secrets, Sql } from './store.ts';

/** Where the master key lives unless SECRETS_KEY or SECRETS_KEY_FILE say otherwise. */
export const DEFAULT_KEY_FILE = join(homedir(), '.config', 'xpay-sandbox', 'secrets.key');

/** A master key needs at least this many characters (`openssl rand -base64 32` gives 44). */
export const MIN_KEY_LENGTH = 32;

/** Keys of payment_method_details that are secrets the API shows again: stored sealed. */
export const SEALED_DETAILS = ['setup_token', 'vault_token'] as const;

/** Where a master key comes from. */
export type KeySource =
  /** A random key for this process only (`:memory:` databases, which keep nothing). */
  | { kind: 'ephemeral' }
  /** The key itself (SECRETS_KEY). */
  | { kind: 'value'; value: string }
  /** A key file; `create` writes a new random key there if there is none. */
  | { kind: 'file'; path: string; create: boolean };

export type SecretsOptions = {
  key: KeySource;
  /** The key the database was last opened with, to rotate from (its data keys are re-wrapped). */
  previous?: KeySource;
};

const SETTING = 'data_keys';
const KEY_ID_SETTING = 'master_key_id';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Reads (or, for the default place, creates) the master key. Throws a readable error. */
function loadMasterKey(source: KeySource): string {
  if (source.kind === 'ephemeral') return randomBytes(32).toString('base64url');
  if (source.kind === 'value') return checkedKey(source.value, 'SECRETS_KEY');
  const path = resolve(source.path);
  if (!existsSync(path)) {
    if (!source.create)
      throw new Error(`The secrets key file ${path} does not exist (SECRETS_KEY_FILE).`);
    try {
      createKeyFile(path);
    } catch (err) {
      throw new Error(
        `Cannot create the secrets key file ${path} (${(err as Error).message}): set SECRETS_KEY or SECRETS_KEY_FILE.`,
        { cause: err },
      );
    }
  }
  const line = readFileSync(path, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l !== '' && !l.startsWith('#'));
  return checkedKey(line ?? '', `the key file ${path}`);
}

function checkedKey(value: string, origin: string): string {
  if (value.length < MIN_KEY_LENGTH)
    throw new Error(
      `The secrets key in ${origin} is too short: at least ${MIN_KEY_LENGTH} characters (e.g. openssl rand -base64 32).`,
    );
  return value;
}

/**
 * Writes a new random key, readable only by its owner. Written aside and linked into place, so
 * two processes starting at once agree on one key and nobody reads a half-written file.
 */
function createKeyFile(path: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const aside = `${path}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(
    aside,
    `# xpay sandbox: master key of the sandbox databases' secrets (README: Secrets at rest).\n` +
      `# Without it their tokens and capability keys cannot be read; keep it out of backups of the databases.\n` +
      `${randomBytes(32).toString('base64url')}\n`,
    { mode: 0o600 },
  );
  try {
    linkSync(aside, path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(aside, { force: true });
  }
}

/** The key that wraps the data keys, derived from the master key. */
function wrappingKey(masterKey: string): KeyObject {
  return createSecretKey(
    Buffer.from(hkdfSync('sha256', masterKey, 'xpay-sandbox secrets', 'data key wrapping', 32)),
  );
}

/** A short public name of a master key, to say which key a database needs. */
function keyId(masterKey: string): string {
  return Buffer.from(hkdfSync('sha256', masterKey, 'xpay-sandbox secrets', 'key id', 6)).toString(
    'hex',
  );
}

// Nonces are drawn 4 KiB at a time (one call serves 340 seals); every seal gets fresh random bytes.
let pool = Buffer.alloc(0);
let offset = 0;
function nonce(): Buffer {
  if (offset + IV_BYTES > pool.length) {
    pool = randomBytes(4096);
    offset = 0;
  }
  offset += IV_BYTES;
  return pool.subarray(offset - IV_BYTES, offset);
}

function seal(key: KeyObject, plain: Buffer, context: string): string {
  const iv = nonce();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

/** Throws when the key is wrong or the value was changed or moved. */
function open(key: KeyObject, sealed: string, context: string): Buffer {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
    decipher.final(),
  ]);
}

type DataKeys = { encryption: Buffer; lookup: Buffer; fingerprint: Buffer };

function wrap(masterKey: string, keys: DataKeys): string {
  const json = JSON.stringify({
    encryption: keys.encryption.toString('base64'),
    lookup: keys.lookup.toString('base64'),
    fingerprint: keys.fingerprint.toString('base64'),
  });
  return seal(wrappingKey(masterKey), Buffer.from(json), SETTING);
}

function unwrap(masterKey: string, wrapped: string): DataKeys | null {
  let json: string;
  try {
    json = open(wrappingKey(masterKey), wrapped, SETTING).toString('utf8');
  } catch {
    return null;
  }
  const parsed = JSON.parse(json) as Record<keyof DataKeys, string>;
  return {
    encryption: Buffer.from(parsed.encryption, 'base64'),
    lookup: Buffer.from(parsed.lookup, 'base64'),
    fingerprint: Buffer.from(parsed.fingerprint, 'base64'),
  };
}

/** Decrypted values are kept (capability keys are read on every view of their order). */
const OPENED_CACHE = 10_000;

function secretsFrom(keys: DataKeys): Secrets {
  const encryption = createSecretKey(keys.encryption);
  const opened = new Map<string, string>();
  const lookupHashOfDigest = (digest: string) =>
    createHmac('sha256', keys.lookup).update(digest).digest('hex');
  return {
    lookupHash: (token) => lookupHashOfDigest(createHash('sha256').update(token).digest('hex')),
    lookupHashOfDigest,
    fingerprint: (pan) => createHmac('sha256', keys.fingerprint).update(pan).digest('hex'),
    seal: (plain, context) => seal(encryption, Buffer.from(plain), context),
    open: (sealed, context) => {
      const cacheKey = `${context}\n${sealed}`;
      let plain = opened.get(cacheKey);
      if (plain === undefined) {
        plain = open(encryption, sealed, context).toString('utf8');
        if (opened.size >= OPENED_CACHE) opened.delete(opened.keys().next().value ?? '');
        opened.set(cacheKey, plain);
      }
      return plain;
    },
  };
}

/**
 * The database's secrets: its data keys unwrapped with the master key, created on first open.
 * With `previous`, a database still wrapped with the previous key is re-wrapped with the current
 * one. Call inside a transaction.
 */
export async function openSecrets(sql: Sql, options: SecretsOptions): Promise<Secrets> {
  const masterKey = loadMasterKey(options.key);
  const get = async (name: string) =>
    (await sql.get<{ value: string }>('SELECT value FROM settings WHERE name = ?', [name]))?.value;
  const put = (name: string, value: string) =>
    sql.run(
      'INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value',
      [name, value],
    );
  const wrapped = await get(SETTING);
  if (wrapped === undefined) {
    const keys = {
      encryption: randomBytes(32),
      lookup: randomBytes(32),
      fingerprint: randomBytes(32),
    };
    await put(SETTING, wrap(masterKey, keys));
    await put(KEY_ID_SETTING, keyId(masterKey));
    return secretsFrom(keys);
  }
  const keys = unwrap(masterKey, wrapped);
  if (keys) return secretsFrom(keys);
  const previousKey = options.previous ? loadMasterKey(options.previous) : null;
  const rotated = previousKey === null ? null : unwrap(previousKey, wrapped);
  if (!rotated) {
    const needed = (await get(KEY_ID_SETTING)) ?? 'unknown';
    throw new Error(
      `This database's secrets were sealed with another master key (key id ${needed}; the key given has id ${keyId(masterKey)}). ` +
        'Point SECRETS_KEY_FILE (or SECRETS_KEY) at the key it was created with; to rotate, give the old one as SECRETS_PREVIOUS_KEY_FILE.',
    );
  }
  await put(SETTING, wrap(masterKey, rotated));
  await put(KEY_ID_SETTING, keyId(masterKey));
  return secretsFrom(rotated);
}

/**
 * A secret every instance on this database shares (a generated API key): the first to ask makes
 * it with `make` and keeps it sealed in the settings table; every later start, on any instance,
 * opens the same one. Instances starting at once agree: only the first insert counts.
 */
export async function sharedSecret(
  sql: Sql,
  secrets: Secrets,
  name: string,
  make: () => string,
): Promise<string> {
  const context = `settings.${name}`;
  await sql.run('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING', [
    name,
    secrets.seal(make(), context),
  ]);
  const row = await sql.get<{ value: string }>('SELECT value FROM settings WHERE name = ?', [name]);
  if (!row) throw new Error(`The setting ${name} vanished`);
  return secrets.open(row.value, context);
}
