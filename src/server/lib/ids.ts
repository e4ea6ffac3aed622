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

// Random bytes are drawn 4 KiB at a time: one system call serves about a hundred ids.
let pool = Buffer.alloc(0);
let offset = 0;
function random(size: number): Buffer {
  if (offset + size > pool.length) {
    pool = randomBytes(4096);
    offset = 0;
  }
  offset += size;
  return pool.subarray(offset - size, offset);
}

export const randomIds: Ids = {
  id: (prefix) => `${prefix}_${random(12).toString('base64url')}`,
  uuid: () => randomUUID(),
  secret: (prefix) => `${prefix}_${random(32).toString('base64url')}`,
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

/** Compares two sha256 hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  return (
    a.length === 64 &&
    b.length === 64 &&
    timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'))
  );
}
