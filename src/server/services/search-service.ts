/** POST /search/orders: criteria from the contract, newest first, `hits` counting every match. */
import type { SearchOrdersRequest, SearchOrdersResult } from '../../shared/api/index.ts';
import type { Project } from '../db/project-repo.ts';
import type { SearchRepo } from '../db/search-repo.ts';
import { badRequest } from '../lib/errors.ts';
import type { OrderService } from './order-service.ts';

export const DEFAULT_SEARCH_LIMIT = 100;

export function searchService(deps: { search: SearchRepo; orders: OrderService }) {
  return {
    search(project: Project, req: SearchOrdersRequest): SearchOrdersResult {
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
      const { hits, rows } = deps.search.search({
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
      return { hits, orders: rows.map((row) => deps.orders.view(row)) };
    },
  };
}
export type SearchService = ReturnType<typeof searchService>;
