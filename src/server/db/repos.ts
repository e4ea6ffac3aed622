/**
 * Every repository of one database, made once by the composition root (app.ts) and handed to the
 * services: nothing else reads or writes the tables.
 */
import { claimsRepo } from './claims-repo.ts';
import { linkRepo } from './link-repo.ts';
import type { Db } from './open-db.ts';
import { orderRepo } from './order-repo.ts';
import { outboxRepo } from './outbox-repo.ts';
import { projectRepo } from './project-repo.ts';
import { searchRepo } from './search-repo.ts';
import { tokenRepo } from './token-repo.ts';

export function createRepos(db: Db) {
  return {
    orders: orderRepo(db),
    projects: projectRepo(db),
    tokens: tokenRepo(db),
    links: linkRepo(db),
    search: searchRepo(db),
    outbox: outboxRepo(db),
    claims: claimsRepo(db),
    /** Keyed fingerprint of a card number (the key is one of the database's secrets). */
    fingerprint: db.secrets.fingerprint,
  };
}
export type Repos = ReturnType<typeof createRepos>;
