/** Projects: API keys (hashed), default webhook URL, currencies per payment method. */
import type { Db } from './open-db.ts';

export type Project = {
  id: string;
  merchant_id: string;
  name: string;
  webhook_url: string | null;
  currencies: Record<string, string[]>;
};

type ProjectRow = Omit<Project, 'currencies'> & { currencies: string; api_key_hash: string };

export function projectRepo(db: Db) {
  const all = db.prepare<[], ProjectRow>('SELECT * FROM projects');
  const upsert = db.prepare(
    `INSERT INTO projects (id, merchant_id, name, api_key_hash, webhook_url, currencies, created)
     VALUES (@id, @merchant_id, @name, @api_key_hash, @webhook_url, @currencies, @created)
     ON CONFLICT(id) DO UPDATE SET api_key_hash = excluded.api_key_hash`,
  );
  const setCurrencies = db.prepare('UPDATE projects SET currencies = ? WHERE id = ?');
  const setWebhook = db.prepare('UPDATE projects SET webhook_url = ? WHERE id = ?');
  const toProject = ({ api_key_hash: _hash, currencies, ...rest }: ProjectRow): Project => ({
    ...rest,
    currencies: JSON.parse(currencies) as Record<string, string[]>,
  });

  // Projects change only through this repo, and rarely: they are read from memory, and every
  // write below drops the copy. (Auth reads them on every request.)
  let cache: { byId: Map<string, Project>; hashes: { id: string; hash: string }[] } | null = null;
  const load = () =>
    (cache ??= {
      byId: new Map(all.all().map((row) => [row.id, toProject(row)])),
      hashes: all.all().map((row) => ({ id: row.id, hash: row.api_key_hash })),
    });
  const write = <T>(result: T) => {
    cache = null;
    return result;
  };

  return {
    /** Every project with its key hash (few rows: auth compares each in constant time). */
    keyHashes: () => load().hashes,
    get: (id: string) => load().byId.get(id),
    upsert: (p: Project & { api_key_hash: string; created: string }) =>
      write(upsert.run({ ...p, currencies: JSON.stringify(p.currencies) })),
    setCurrencies: (id: string, currencies: Record<string, string[]>) =>
      write(setCurrencies.run(JSON.stringify(currencies), id)),
    setWebhookUrl: (id: string, url: string | null) => write(setWebhook.run(url, id)),
  };
}
export type ProjectRepo = ReturnType<typeof projectRepo>;
