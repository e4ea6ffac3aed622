/**
 * HTTP Basic auth with the API key as username and an empty password. The presented key is hashed
 * and compared with every project's key hash in constant time, so timing reveals nothing.
 */
import { createMiddleware } from 'hono/factory';
import type { Project, ProjectRepo } from '../db/project-repo.ts';
import { unauthorized } from './errors.ts';
import { sameDigest, sha256 } from './ids.ts';

export type AuthVars = { Variables: { project: Project } };

/** The key from `Authorization: Basic base64(key:)`, or null for any other shape. */
export function basicApiKey(header: string | undefined): string | null {
  const match = /^Basic ([A-Za-z0-9+/=]{1,1000})$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1 || decoded.slice(colon + 1) !== '') return null;
  return decoded.slice(0, colon);
}

export function apiKeyAuth(projects: ProjectRepo) {
  return createMiddleware<AuthVars>(async (c, next) => {
    // A path two patterns match (`/orders` and `/orders/*` both match `/orders/`) is checked once.
    if (c.get('project') !== undefined) return next();
    const key = basicApiKey(c.req.header('authorization'));
    if (key === null) throw unauthorized();
    const hash = sha256(key);
    let found: string | undefined;
    for (const candidate of projects.keyHashes()) {
      if (sameDigest(candidate.hash, hash)) found = candidate.id;
    }
    const project = found ? projects.get(found) : undefined;
    if (!project) throw unauthorized();
    c.set('project', project);
    await next();
  });
}
