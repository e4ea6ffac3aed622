/**
 * The page's strings as they are in locales/ (nl-BE holds only its differences from nl-NL), each
 * file a module: for unit tests and the review page, which show the files reviewers edit. The page
 * itself fetches the build's merged files (served-files.ts).
 */
import type { Messages } from '../shared/i18n/translate.ts';
import type { StringFiles } from './i18n.ts';

export const sourceFiles: StringFiles = {
  complete: false,
  files: {
    checkout: import.meta.glob<Messages>('../../locales/*/checkout.json', { import: 'default' }),
    card: import.meta.glob<Messages>('../../locales/*/card.json', { import: 'default' }),
  },
};
