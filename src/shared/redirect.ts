/**
 * Where the customer goes after payment, by the interface's rules:
 * - `failure_url` when the order is cancelled, expired or error AND both URLs were given;
 * - otherwise `return_url` (the default for every status);
 * - `order_id` and `project_id` are appended as query parameters, as the real service does;
 * - only absolute http(s) URLs are ever returned (a `javascript:` URL yields null).
 * @example
 * redirectTarget({ id: 'o1', project_id: 'p1', status: 'completed', return_url: 'https://s.example/ok', failure_url: null });
 * // 'https://s.example/ok?order_id=o1&project_id=p1'
 */
import { isFailureStatus } from './api/order-statuses.ts';
import { isHttpUrl } from './api/common.ts';

type RedirectInput = {
  id: string;
  project_id: string;
  status: string;
  return_url?: string | null | undefined;
  failure_url?: string | null | undefined;
};

export function redirectTarget(order: RedirectInput): string | null {
  const failed = isFailureStatus(order.status);
  const target =
    failed && order.return_url && order.failure_url ? order.failure_url : order.return_url;
  if (!target || !isHttpUrl(target)) return null;
  const url = new URL(target);
  url.searchParams.set('order_id', order.id);
  url.searchParams.set('project_id', order.project_id);
  return url.toString();
}
