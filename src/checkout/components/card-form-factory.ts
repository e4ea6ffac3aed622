/**
 * How the inline card entry makes its form model: a new, empty one each time it mounts. The
 * localisation review page (src/review) provides one that starts filled in with errors, to show
 * the card entry's messages where customers see them.
 * @example
 * <CardFormFactory.Provider value={() => withErrors(createCardFormModel())}>…</CardFormFactory.Provider>
 */
import { createContext } from 'preact';
import { createCardFormModel, type CardFormModel } from '../../shared/card-form/index.ts';

export const CardFormFactory = createContext<() => CardFormModel>(() => createCardFormModel());
