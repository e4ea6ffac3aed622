/**
 * HTTP Basic auth with the API key as username and an empty password. Which project a key belongs
 * to is the project service's answer (compared in constant time, so timing reveals nothing).
 */
import { createMiddleware } from 'hono/factory';
import type { Project, ProjectService } from '../services/project-service.ts';
import { unauthorized } from './errors.ts';

export type AuthVars = { Variables: { project: Project } };

/** The key from `Authorization: Basic base64(key:)`, or null for any other shape. */
function basicApiKey(header: string | undefined): string | null {
  const match = /^Basic ([A-Za-z0-9+/=]{1,1000})$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1 || decoded.slice(colon + 1) !== '') return null;
  return decoded.slice(0, colon);
}

/** Every request it sees carries a valid API key: its project is `c.var.project`, else 401. */
export function apiKeyAuth(projects: Pick<ProjectService, 'byApiKey'>) {
  return createMiddleware<AuthVars>(async (c, next) => {
    const key = basicApiKey(c.req.header('authorization'));
    const project = key === null ? undefined : await projects.byApiKey(key);
    if (!project) throw unauthorized();
    c.set('project', project);
    await next();
  });
}
