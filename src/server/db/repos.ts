/**
 * Every repository of one database, made once by the composition root (app.ts) and handed to the
 * services: nothing else reads or writes the tables. `transaction` hands its work the same
 * repositories bound to the transaction (cheap: no statement is prepared for it, the store keeps
 * them by their text).
 */
import { ClaimsRepo } from './claims-repo.ts';
import { LinkRepo } from './link-repo.ts';
import { OrderRepo } from './order-repo.ts';
import { OutboxRepo } from './outbox-repo.ts';
import { ProjectCache, ProjectRepo } from './project-repo.ts';
import { SearchRepo } from './search-repo.ts';
import type { Secrets, Sql, Store } from './store.ts';
import { TokenRepo } from './token-repo.ts';

/** What the repositories of one store share, whatever they are bound to. */
type Shared = { secrets: Secrets; projects: ProjectCache };

export class Repos {
  readonly orders: OrderRepo;
  readonly projects: ProjectRepo;
  readonly tokens: TokenRepo;
  readonly links: LinkRepo;
  readonly search: SearchRepo;
  readonly outbox: OutboxRepo;
  readonly claims: ClaimsRepo;
  /** Keyed fingerprint of a card number (the key is one of the database's secrets). */
  readonly fingerprint: (pan: string) => string;

  /** What the repositories run their statements on: the store, or a transaction. */
  readonly sql: Sql;
  private readonly shared: Shared;

  constructor(sql: Sql, shared: Shared) {
    this.sql = sql;
    this.shared = shared;
    this.orders = new OrderRepo(sql, shared.secrets);
    this.projects = new ProjectRepo(sql, shared.projects);
    this.tokens = new TokenRepo(sql, shared.secrets.lookupHash);
    this.links = new LinkRepo(sql);
    this.search = new SearchRepo(sql);
    this.outbox = new OutboxRepo(sql);
    this.claims = new ClaimsRepo(sql);
    this.fingerprint = shared.secrets.fingerprint;
  }

  /**
   * Runs `work` in one transaction with these repositories bound to it: committed when it
   * resolves, rolled back when it throws. Inside it, use only `r` (a statement through the store's
   * own repositories would wait for this transaction to end). Nested, it is a savepoint.
   */
  transaction<T>(work: (r: Repos) => Promise<T>): Promise<T> {
    return this.sql.transaction((tx) => work(new Repos(tx, this.shared)));
  }
}

/** How old the projects' copy may get where other instances share the database. */
const SHARED_PROJECTS_MAX_AGE_MS = 2_000;

export function createRepos(store: Store): Repos {
  const projects = new ProjectCache(
    store.dialect === 'postgres' ? SHARED_PROJECTS_MAX_AGE_MS : Infinity,
  );
  return new Repos(store, { secrets: store.secrets, projects });
}
