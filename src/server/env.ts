/**
 * The only file that reads process.env. Parsed once; a bad value stops start-up with a clear message.
 */
import * as z from 'zod/mini';
import { DEFAULT_KEY_FILE, MIN_KEY_LENGTH, type SecretsOptions } from './db/secrets.ts';
import { parseTrustedProxy, type TrustedProxy } from './lib/client-address.ts';

const port = z.pipe(
  z.string().check(z.regex(/^\d{1,5}$/, 'a port number')),
  z.transform((v) => Number(v)),
);
const ms = z.pipe(
  z.string().check(z.regex(/^\d{1,9}$/, 'milliseconds')),
  z.transform((v) => Number(v)),
);

const secretKey = z
  .string()
  .check(z.minLength(MIN_KEY_LENGTH, `at least ${MIN_KEY_LENGTH} characters`));

const envSchema = z.object({
  PORT: z._default(port, 4100),
  HOST: z._default(z.string(), '127.0.0.1'),
  /** Port of the demo merchant shop (a second origin for the widget). */
  MERCHANT_PORT: z.optional(port),
  /** SQLite file; `:memory:` keeps nothing. */
  DATABASE_PATH: z._default(z.string().check(z.minLength(1)), './data/sandbox.db'),
  /** A PostgreSQL database instead (postgres://…): several instances may share it. */
  DATABASE_URL: z.optional(
    z.string().check(z.regex(/^postgres(ql)?:\/\/./i, 'a postgres:// or postgresql:// URL')),
  ),
  /** Behind a load balancer: how many proxies, or which addresses, to believe X-Forwarded-For from. */
  TRUSTED_PROXY: z.optional(z.string()),
  /** The demo project's API key; scripts can rely on it when set. */
  SANDBOX_API_KEY: z.optional(z.string().check(z.minLength(8), z.maxLength(200))),
  /** The second project's key (access tests). */
  SANDBOX_OTHER_API_KEY: z.optional(z.string().check(z.minLength(8), z.maxLength(200))),
  /** The demo project's default webhook URL. */
  SANDBOX_WEBHOOK_URL: z.optional(z.url()),
  /** Public base URL of the service, as browsers reach it (defaults to http://localhost:PORT). */
  PUBLIC_URL: z.optional(z.url()),
  /** Where the hosted checkout is served (defaults to PUBLIC_URL). */
  CHECKOUT_URL: z.optional(z.url()),
  /** Webhook schedule: ms between attempts (interface: 2 minutes) and per-attempt timeouts. */
  WEBHOOK_RETRY_INTERVAL_MS: z._default(ms, 120_000),
  WEBHOOK_FIRST_TIMEOUT_MS: z._default(ms, 4_000),
  WEBHOOK_TIMEOUT_MS: z._default(ms, 10_000),
  WEBHOOK_MAX_ATTEMPTS: z._default(ms, 10),
  /** How often the outbox is polled for due deliveries. */
  WEBHOOK_POLL_MS: z._default(ms, 500),
  LOG_REQUESTS: z._default(z.enum(['0', '1']), '1'),
  /** Also append the request log to this file (the e2e suite scans it for card numbers). */
  LOG_FILE: z.optional(z.string().check(z.minLength(1))),
  /** Card-testing protection: tokenizations one client address may try per 10 minutes. */
  CARD_ATTEMPTS_PER_CLIENT: z._default(ms, 60),
  /** The master key of the database's secrets (db/secrets.ts), instead of a key file. */
  SECRETS_KEY: z.optional(secretKey),
  /** The key file (default: DEFAULT_KEY_FILE, created on first start). */
  SECRETS_KEY_FILE: z.optional(z.string().check(z.minLength(1))),
  /** Rotation: the key the database was sealed with so far (its data keys are re-wrapped). */
  SECRETS_PREVIOUS_KEY: z.optional(secretKey),
  SECRETS_PREVIOUS_KEY_FILE: z.optional(z.string().check(z.minLength(1))),
});

export type Env = {
  port: number;
  host: string;
  merchantPort: number;
  databasePath: string;
  /** The PostgreSQL database, when DATABASE_URL is set (DATABASE_PATH is then unused). */
  databaseUrl: string | undefined;
  /** Whose X-Forwarded-For names the client for the per-client limit. */
  trustedProxy: TrustedProxy;
  apiKey: string | undefined;
  otherApiKey: string | undefined;
  webhookUrl: string | undefined;
  publicUrl: string;
  checkoutUrl: string;
  webhook: {
    retryIntervalMs: number;
    firstTimeoutMs: number;
    timeoutMs: number;
    maxAttempts: number;
    pollMs: number;
  };
  logRequests: boolean;
  logFile: string | undefined;
  cardAttemptsPerClient: number;
  /** Where the master key of the database's secrets comes from. */
  secrets: SecretsOptions;
};

/** Parses an environment (process.env by default). Throws a readable error on bad values. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    merchantPort: e.MERCHANT_PORT ?? e.PORT + 1,
    databasePath: e.DATABASE_PATH,
    databaseUrl: e.DATABASE_URL,
    trustedProxy: trustedProxy(e.TRUSTED_PROXY),
    apiKey: e.SANDBOX_API_KEY,
    otherApiKey: e.SANDBOX_OTHER_API_KEY,
    webhookUrl: e.SANDBOX_WEBHOOK_URL,
    publicUrl,
    checkoutUrl: (e.CHECKOUT_URL ?? publicUrl).replace(/\/+$/, ''),
    webhook: {
      retryIntervalMs: e.WEBHOOK_RETRY_INTERVAL_MS,
      firstTimeoutMs: e.WEBHOOK_FIRST_TIMEOUT_MS,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
      pollMs: e.WEBHOOK_POLL_MS,
    },
    logRequests: e.LOG_REQUESTS === '1',
    logFile: e.LOG_FILE,
    cardAttemptsPerClient: e.CARD_ATTEMPTS_PER_CLIENT,
    secrets: secretsOptions(e),
  };
}

function trustedProxy(spec: string | undefined): TrustedProxy {
  try {
    return parseTrustedProxy(spec);
  } catch (err) {
    throw new Error(`Invalid environment:\n  ${(err as Error).message}`, { cause: err });
  }
}

function secretsOptions(e: z.infer<typeof envSchema>): SecretsOptions {
  if (e.SECRETS_KEY !== undefined && e.SECRETS_KEY_FILE !== undefined)
    throw new Error('Invalid environment:\n  set SECRETS_KEY or SECRETS_KEY_FILE, not both');
  if (e.SECRETS_PREVIOUS_KEY !== undefined && e.SECRETS_PREVIOUS_KEY_FILE !== undefined)
    throw new Error(
      'Invalid environment:\n  set SECRETS_PREVIOUS_KEY or SECRETS_PREVIOUS_KEY_FILE, not both',
    );
  const key: SecretsOptions['key'] =
    e.SECRETS_KEY !== undefined
      ? { kind: 'value', value: e.SECRETS_KEY }
      : // Only the default place is created; a file named explicitly must exist.
        { kind: 'file', path: e.SECRETS_KEY_FILE ?? DEFAULT_KEY_FILE, create: !e.SECRETS_KEY_FILE };
  const previous: SecretsOptions['key'] | undefined =
    e.SECRETS_PREVIOUS_KEY !== undefined
      ? { kind: 'value', value: e.SECRETS_PREVIOUS_KEY }
      : e.SECRETS_PREVIOUS_KEY_FILE !== undefined
        ? { kind: 'file', path: e.SECRETS_PREVIOUS_KEY_FILE, create: false }
        : undefined;
  return previous ? { key, previous } : { key };
}

/**
 * The database the server tests run on: a postgres:// URL from TEST_DATABASE_URL, or '' for the
 * default (a fresh in-memory SQLite database per test).
 */
export const testDatabaseUrl = (): string => process.env['TEST_DATABASE_URL'] ?? '';
