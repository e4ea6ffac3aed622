import type { CheckoutOrder } from '../../shared/api/public.ts';
import type { Translate } from '../../shared/i18n/translate.ts';
import { isKnownMethod, methodKey } from '../models/methods.ts';

/**
 * A method's localised name: the one the customer's market knows it by when the service says so
 * (`method_names`: Vipps MobilePay is "Vipps" in Norway), else its own; an id this page does not
 * know is shown as given.
 * @example
 * methodName(t, 'vipps-mobilepay', order); // 'Vipps' for a Norwegian order
 */
export function methodName(t: Translate, method: string | null, order?: CheckoutOrder | null) {
  const local = order?.method_names?.find((n) => n.method === method)?.name;
  if (local) return t(`marketNames.${local}`);
  return method && isKnownMethod(method) ? t(methodKey(method)) : (method ?? '');
}
