/**
 * POST /search/orders (criteria from the contract, newest first, `hits` counting every match) and
 * GET /orders by date range (oldest first: the whole range in pages, or one page by limit/offset).
 */
import type { Order, SearchOrdersRequest, SearchOrdersResult } from '../../shared/api/index.ts';
import type { Project } from '../db/project-repo.ts';
import type { Repos } from '../db/repos.ts';
import type { CreatedCursor, OrderKey } from '../db/search-repo.ts';
import { badRequest } from '../lib/errors.ts';
import type { OrderService } from './order-service.ts';

export const DEFAULT_SEARCH_LIMIT = 100;
/** Orders read (and sent) per step when a whole date range is listed. */
export const LIST_CHUNK = 200;

export function searchService(deps: { repos: Repos; orders: OrderService }) {
  /** The orders found, each as its view (one statement each). */
  async function views(rows: OrderKey[]): Promise<Order[]> {
    const orders: Order[] = [];
    for (const row of rows) orders.push(await deps.orders.view(row));
    return orders;
  }

  /** The range's bounds in ms; `created_since` after `created_until` is a 400. */
  function range(since: string, until: string) {
    const from = Date.parse(since);
    const to = Date.parse(until);
    if (from > to)
      throw badRequest('created_since must not be after created_until', 'created_since');
    return { from, to };
  }

  return {
    /**
     * GET /orders without limit/offset: every order of the range, oldest first, in chunks of
     * LIST_CHUNK read one after another, so a range of any size is answered in full at the memory
     * cost of one chunk. The range is checked before the first chunk is asked for.
     */
    listAll(project: Project, since: string, until: string): AsyncIterator<Order[]> {
      const { from, to } = range(since, until);
      let after: CreatedCursor | null = null;
      let done = false;
      return {
        async next(): Promise<IteratorResult<Order[]>> {
          if (done) return { done: true, value: undefined };
          const rows = await deps.repos.search.createdPage(project.id, from, to, LIST_CHUNK, after);
          const last = rows.at(-1);
          if (!last) {
            done = true;
            return { done: true, value: undefined };
          }
          after = { createdMs: last.created_ms, id: last.id };
          if (rows.length < LIST_CHUNK) done = true;
          return { done: false, value: await views(rows) };
        },
      };
    },

    /** GET /orders with limit and/or offset: one page (as search pages) and the range's total. */
    async listPage(project: Project, since: string, until: string, limit: number, offset: number) {
      const { from, to } = range(since, until);
      const { total, rows } = await deps.repos.search.createdOffsetPage(
        project.id,
        from,
        to,
        limit,
        offset,
      );
      return { total, orders: await views(rows) };
    },

    async search(project: Project, req: SearchOrdersRequest): Promise<SearchOrdersResult> {
      if (
        req.amount_min !== undefined &&
        req.amount_max !== undefined &&
        req.amount_min > req.amount_max
      )
        throw badRequest('amount_min must not exceed amount_max', 'amount_min');
      const since = req.created_since === undefined ? undefined : Date.parse(req.created_since);
      const until = req.created_until === undefined ? undefined : Date.parse(req.created_until);
      if (since !== undefined && until !== undefined && since > until)
        throw badRequest('created_since must not be after created_until', 'created_since');
      const { hits, rows } = await deps.repos.search.search({
        projectId: project.id,
        ...(req.merchant_order_id === undefined ? {} : { merchantOrderId: req.merchant_order_id }),
        ...(req.status === undefined
          ? {}
          : { statuses: Array.isArray(req.status) ? req.status : [req.status] }),
        ...(req.currency === undefined ? {} : { currency: req.currency }),
        ...(req.payment_method === undefined ? {} : { paymentMethod: req.payment_method }),
        ...(req.amount_min === undefined ? {} : { amountMin: req.amount_min }),
        ...(req.amount_max === undefined ? {} : { amountMax: req.amount_max }),
        ...(since === undefined ? {} : { createdSinceMs: since }),
        ...(until === undefined ? {} : { createdUntilMs: until }),
        ...(req.description === undefined ? {} : { description: req.description }),
        limit: req.limit ?? DEFAULT_SEARCH_LIMIT,
        offset: req.offset ?? 0,
      });
      return { hits, orders: await views(rows) };
    },
  };
}
export type SearchService = ReturnType<typeof searchService>;
