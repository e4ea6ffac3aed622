import type { Translate } from '../../shared/i18n/translate.ts';
import { isKnownMethod, methodKey } from '../models/methods.ts';

/** A method's localised name; an id this page does not know is shown as given. */
export const methodName = (t: Translate, method: string | null) =>
  method && isKnownMethod(method) ? t(methodKey(method)) : (method ?? '');
