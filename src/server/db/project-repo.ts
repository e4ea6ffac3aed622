/** Projects: API keys (hashed), default webhook URL, currencies per payment method. */
import type { Sql } from './store.ts';

export type Project = {
  id: string;
  merchant_id: string;
  name: string;
  webhook_url: string | null;
  currencies: Record<string, string[]>;
};

type ProjectRow = Omit<Project, 'currencies'> & { currencies: string; api_key_hash: string };

type Loaded = { byId: Map<string, Project>; hashes: { id: string; hash: string }[] };

/**
 * Projects change only through this repo, and rarely: they are read from memory, and every write
 * drops the copy. (Auth reads them on every request.) One cache per store, shared by the repos
 * bound to its transactions. Where other instances share the database and may change a project
 * (a key, a webhook URL), the copy is also read again once it is `maxAgeMs` old.
 */
export class ProjectCache {
  loaded: Loaded | null = null;
  loadedAt = 0;
  readonly maxAgeMs: number;
  constructor(maxAgeMs = Infinity) {
    this.maxAgeMs = maxAgeMs;
  }
  /** The copy, unless there is none or it is too old. */
  fresh(): Loaded | null {
    return this.loaded && performance.now() - this.loadedAt < this.maxAgeMs ? this.loaded : null;
  }
}

const UPSERT = `INSERT INTO projects (id, merchant_id, name, api_key_hash, webhook_url, currencies, created)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET api_key_hash = excluded.api_key_hash`;

const toProject = ({ api_key_hash: _hash, currencies, ...rest }: ProjectRow): Project => ({
  ...rest,
  currencies: JSON.parse(currencies) as Record<string, string[]>,
});

export class ProjectRepo {
  private readonly sql: Sql;
  private readonly cache: ProjectCache;
  constructor(sql: Sql, cache: ProjectCache) {
    this.sql = sql;
    this.cache = cache;
  }

  private async load(): Promise<Loaded> {
    const fresh = this.cache.fresh();
    if (fresh) return fresh;
    const rows = await this.sql.all<ProjectRow>('SELECT * FROM projects');
    const loaded = {
      byId: new Map(rows.map((row) => [row.id, toProject(row)])),
      hashes: rows.map((row) => ({ id: row.id, hash: row.api_key_hash })),
    };
    this.cache.loaded = loaded;
    this.cache.loadedAt = performance.now();
    return loaded;
  }
  private async write<T>(result: Promise<T>): Promise<T> {
    this.cache.loaded = null;
    const done = await result;
    this.cache.loaded = null;
    return done;
  }

  /** Every project with its key hash (few rows: auth compares each in constant time). */
  async keyHashes() {
    return (this.cache.fresh() ?? (await this.load())).hashes;
  }
  async get(id: string): Promise<Project | undefined> {
    return (this.cache.fresh() ?? (await this.load())).byId.get(id);
  }
  upsert(p: Project & { api_key_hash: string; created: string }) {
    return this.write(
      this.sql.run(UPSERT, [
        p.id,
        p.merchant_id,
        p.name,
        p.api_key_hash,
        p.webhook_url,
        JSON.stringify(p.currencies),
        p.created,
      ]),
    );
  }
  setCurrencies(id: string, currencies: Record<string, string[]>) {
    return this.write(
      this.sql.run('UPDATE projects SET currencies = ? WHERE id = ?', [
        JSON.stringify(currencies),
        id,
      ]),
    );
  }
  setWebhookUrl(id: string, url: string | null) {
    return this.write(this.sql.run('UPDATE projects SET webhook_url = ? WHERE id = ?', [url, id]));
  }
}
