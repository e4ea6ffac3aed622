/** Identifiers and secrets. Ids are readable; secrets are 256-bit and stored only as hashes. */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

export type Ids = {
  /** A new id for a resource kind, e.g. `id('ord')`. */
  id(prefix: string): string;
  /** A uuid (payment links are uuids in the interface). */
  uuid(): string;
  /** An unguessable secret (capability keys, setup and vault tokens). */
  secret(prefix: string): string;
};

export const randomIds: Ids = {
  id: (prefix) => `${prefix}_${randomBytes(12).toString('base64url')}`,
  uuid: () => randomUUID(),
  secret: (prefix) => `${prefix}_${randomBytes(32).toString('base64url')}`,
};

/** Deterministic ids for tests; secrets stay random (tests must not guess them). */
export function sequentialIds(): Ids {
  let n = 0;
  return {
    id: (prefix) => `${prefix}_${String(++n).padStart(6, '0')}`,
    uuid: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    secret: (prefix) => randomIds.secret(prefix),
  };
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Compares two strings in time independent of where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}
