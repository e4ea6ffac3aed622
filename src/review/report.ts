/**
 * What the reviewer should look at, once every screen is on the page: per column the keys whose
 * text the locale lacks, the texts still the same as English, and (pseudo-locale) texts that did not
 * come from a locale file; and the en-GB keys that no screen showed.
 */
import type { LocaleKit } from './kit.ts';
import { NAMESPACES, sourceKeys } from './locale-files.ts';
import type { ReviewLocale } from './params.ts';

type LocaleReport = {
  id: ReviewLocale;
  missing: string[];
  same: string[];
  /** Pseudo-locale only: texts on screen that no locale file gave. */
  plain: string[];
};
export type Report = {
  locales: LocaleReport[];
  /** en-GB keys no screen asked for; null when only some screens are shown. */
  unshown: string[] | null;
  /** Screens that could not be built (a fixture no longer fits the model). */
  failed: number;
};

/** Reads the marks of every column, and the page's marked elements for hard-coded text. */
export function buildReport(
  kits: readonly LocaleKit[],
  page: ParentNode,
  options: { complete: boolean; failed: number },
): Report {
  const plainIn = (id: ReviewLocale) =>
    [...page.querySelectorAll(`.review-host[data-locale="${id}"]`)].flatMap((host) =>
      [...(host.shadowRoot?.querySelectorAll('[data-review=plain]') ?? [])].map(
        (element) => element.textContent?.trim() ?? '',
      ),
    );
  const byFlag = (kit: LocaleKit, flag: string) =>
    [...kit.recorder.flags]
      .filter(([, f]) => f === flag)
      .map(([id]) => id)
      .sort();
  const used = new Set(kits.flatMap((kit) => [...kit.recorder.used]));
  return {
    locales: kits.map((kit) => ({
      id: kit.id,
      missing: byFlag(kit, 'missing'),
      same: byFlag(kit, 'same'),
      plain: [...new Set(plainIn(kit.id))],
    })),
    unshown: options.complete
      ? NAMESPACES.flatMap((ns) => sourceKeys(ns).map((key) => `${ns}:${key}`)).filter(
          (id) => !used.has(id),
        )
      : null,
    failed: options.failed,
  };
}
