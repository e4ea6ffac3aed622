/**
 * The review page's state: the screens of each column (one per locale shown), rebuilt from the
 * texts with the reviewer's edits whenever a locale's text changes, and the text picked for
 * editing. Built once in main.tsx and handed to the components.
 */
import { signal } from '@preact/signals';
import { fallbackChain, SOURCE_LOCALE, type Locale } from '../shared/locales.ts';
import { FRAME_SPECIMENS } from './frame-specimens.tsx';
import { HOSTED_SPECIMENS } from './hosted-specimens.tsx';
import { loadEnglish, localeKit, type English, type LocaleKit } from './kit.ts';
import { resolveText, revert, setText, type Namespace } from './locale-files.ts';
import type { TextUse } from './marks.ts';
import { PSEUDO, type ReviewLocale, type ReviewParams } from './params.ts';
import type { Built, Specimen } from './specimen.ts';

export type Cell = { locale: ReviewLocale; built: Built | Error };
export type Row = { specimen: Specimen; cells: Cell[] };

/** A text picked on a screen for editing: its column's locale and what the screen asked for. */
type Picked = { locale: ReviewLocale; uses: TextUse[] };

/** How long typing may pause before the screens follow (ms). */
const REBUILD_DELAY = 250;

export class ReviewModel {
  readonly params: ReviewParams;
  readonly specimens: readonly Specimen[];
  /** Every screen, a cell per column. */
  readonly rows = signal<Row[]>([]);
  readonly kits = signal<LocaleKit[]>([]);
  /** Bumped when the screens of some column were rebuilt. */
  readonly built = signal(0);
  readonly picked = signal<Picked | null>(null);
  private english: English | null = null;
  private pending = new Set<Locale>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(params: ReviewParams) {
    this.params = params;
    this.specimens = [...HOSTED_SPECIMENS, ...FRAME_SPECIMENS].filter(
      (s) =>
        (params.surface === 'all' || s.surface === params.surface) &&
        (!params.screen || s.id === params.screen),
    );
  }

  async start() {
    this.english = await loadEnglish();
    const kits = this.params.locales.map((id) => this.kit(id));
    const columns = await Promise.all(kits.map((kit) => this.column(kit)));
    this.rows.value = this.specimens.map((specimen, i) => ({
      specimen,
      cells: columns.flatMap((cells) => cells[i] ?? []),
    }));
    this.kits.value = kits;
    this.built.value++;
  }

  private kit(id: ReviewLocale): LocaleKit {
    if (!this.english) throw new Error('review page: English not loaded');
    return localeKit(id, this.english, { marks: this.params.marks, keys: this.params.keys });
  }

  /** Every screen of one column. */
  private column(kit: LocaleKit): Promise<Cell[]> {
    return Promise.all(
      this.specimens.map(async (specimen) => ({
        locale: kit.id,
        built: await specimen
          .build(kit)
          .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
      })),
    );
  }

  /** The columns that show `locale`'s texts: its own, nl-BE's for nl-NL, every one for en-GB. */
  private affected(locale: Locale): ReviewLocale[] {
    return this.params.locales.filter((id) =>
      locale === SOURCE_LOCALE ? true : id !== PSEUDO && fallbackChain(id).includes(locale),
    );
  }

  /** Rebuilds the columns that show the locales edited since the last rebuild. */
  private rebuild() {
    const locales = [...this.pending];
    this.pending.clear();
    this.queue = this.queue.then(async () => {
      if (locales.includes(SOURCE_LOCALE)) this.english = await loadEnglish();
      const ids = [...new Set(locales.flatMap((l) => this.affected(l)))];
      const kits = ids.map((id) => this.kit(id));
      const columns = await Promise.all(kits.map((kit) => this.column(kit)));
      const byId = new Map(ids.map((id, i) => [id, columns[i] ?? []]));
      this.rows.value = this.rows.value.map((row, i) => ({
        ...row,
        cells: row.cells.map((cell) => byId.get(cell.locale)?.[i] ?? cell),
      }));
      this.kits.value = this.kits.value.map((kit) => kits.find((k) => k.id === kit.id) ?? kit);
      this.built.value++;
    });
    return this.queue;
  }

  private schedule(locale: Locale) {
    this.pending.add(locale);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.rebuild();
    }, REBUILD_DELAY);
  }

  /** Sets `locale`'s text of `key` (a plural form as `key_other`); the screens follow. */
  edit(locale: Locale, ns: Namespace, key: string, text: string) {
    setText(locale, ns, key, text);
    this.schedule(locale);
  }

  /** Puts back the repository's text of `key`. */
  revert(locale: Locale, ns: Namespace, key: string) {
    revert(locale, ns, key);
    this.schedule(locale);
  }

  /** Applies many texts at once (an import), then rebuilds. */
  editMany(locale: Locale, texts: { ns: Namespace; key: string; text: string }[]) {
    for (const { ns, key, text } of texts) setText(locale, ns, key, text);
    this.schedule(locale);
  }

  /** Opens the texts with these use numbers of column `locale` in the editor. */
  pick(locale: ReviewLocale, numbers: number[]) {
    const kit = this.kits.value.find((k) => k.id === locale);
    const uses = numbers.flatMap((n) => kit?.recorder.uses[n] ?? []);
    this.picked.value = uses.length > 0 ? { locale, uses } : null;
  }

  /** A use's label on the screens: the file its text comes from, and its key. */
  label(locale: ReviewLocale, n: number): string {
    const use = this.kits.value.find((k) => k.id === locale)?.recorder.uses[n];
    if (!use) return '';
    const intl = locale === PSEUDO ? SOURCE_LOCALE : locale;
    const from = resolveText(intl, use.ns, use.form)?.from;
    return from ? `${from}/${use.ns}.json › ${use.form}` : `missing › ${use.ns}.json › ${use.form}`;
  }
}
