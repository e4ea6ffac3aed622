/**
 * The text picked on a screen, to edit in place: where it comes from (file and key), the English
 * it translates, what each `{{variable}}` can contain, what the checks say while typing, and the
 * same text in the other locales. Typing re-renders every screen of the locale.
 */
import { SUPPORTED_LOCALES, type Locale } from '../shared/locales.ts';
import {
  changedKeys,
  editsVersion,
  englishText,
  resolveText,
  type Namespace,
} from './locale-files.ts';
import type { TextUse } from './marks.ts';
import { PSEUDO } from './params.ts';
import type { ReviewModel } from './review-model.ts';
import { editProblems, variableNotesFor } from './text-check.ts';

function TextField(props: { model: ReviewModel; locale: Locale; use: TextUse }) {
  const { model, locale, use } = props;
  void editsVersion.value;
  const { ns, form } = use;
  const current = resolveText(locale, ns, form);
  const text = current?.text ?? '';
  // nl-BE writes into its own file: a text the same as nl-NL's is not kept there.
  const file = `${locale}/${ns}.json`;
  const checked = editProblems(locale, ns, form, text);
  const problems = current ? [...checked.blocking, ...checked.advice] : [];
  const changed = changedKeys(locale, ns).includes(form);
  const id = `edit-${ns}-${form}`.replace(/[^\w-]/g, '-');
  return (
    <div class="review-edit">
      <p class="review-edit-where">
        <code>{file}</code> › <code>{form}</code>
        {current && current.from !== locale && (
          <span class="review-muted">
            {' '}
            (now from {current.from}/{ns}.json)
          </span>
        )}
        {!current && <span class="review-bad"> (missing: customers read English)</span>}
      </p>
      <p class="review-edit-english">
        <span class="review-muted">en-GB: </span>
        {englishText(ns, form)}
      </p>
      <label class="review-edit-label" for={id}>
        {locale} text
      </label>
      <textarea
        id={id}
        class="review-edit-text"
        rows={3}
        value={text}
        onInput={(event) => model.edit(locale, ns, form, event.currentTarget.value)}
      />
      {problems.length > 0 && (
        <ul class="review-edit-problems" aria-live="polite">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {changed && (
        <button type="button" class="review-small" onClick={() => model.revert(locale, ns, form)}>
          Undo my changes to this text
        </button>
      )}
      <VariableNotes locale={locale} ns={ns} form={form} />
      <details class="review-edit-others">
        <summary>In the other locales</summary>
        <dl>
          {SUPPORTED_LOCALES.filter((l) => l !== locale).map((l) => (
            <div key={l}>
              <dt>{l}</dt>
              <dd>{resolveText(l, ns, form)?.text ?? '—'}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}

function VariableNotes(props: { locale: Locale; ns: Namespace; form: string }) {
  const notes = variableNotesFor(props.locale, props.ns, props.form);
  if (notes.length === 0) return null;
  return (
    <dl class="review-variables">
      {notes.map(([name, note]) => (
        <div key={name}>
          <dt>
            <code>{`{{${name}}}`}</code>
          </dt>
          <dd>{note}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Editor(props: { model: ReviewModel }) {
  const picked = props.model.picked.value;
  if (!picked)
    return (
      <section class="review-panel" aria-labelledby="review-editor-title">
        <h2 id="review-editor-title">Edit a text</h2>
        <p class="review-muted">
          {props.model.params.keys ? (
            'Click a text on a screen to edit it here.'
          ) : (
            <>
              Tick <b>Show keys and edit</b> above, then click a text on a screen.
            </>
          )}
        </p>
      </section>
    );
  const { locale, uses } = picked;
  const unique = uses.filter(
    (use, i) => uses.findIndex((u) => u.ns === use.ns && u.form === use.form) === i,
  );
  return (
    <section class="review-panel" aria-labelledby="review-editor-title" id="review-editor">
      <h2 id="review-editor-title">
        Edit a text{' '}
        <button
          type="button"
          class="review-small"
          onClick={() => (props.model.picked.value = null)}
        >
          Close
        </button>
      </h2>
      {locale === PSEUDO ? (
        <p>The pseudo-locale is made from en-GB: edit the en-GB text instead.</p>
      ) : (
        unique.map((use) => (
          <TextField key={`${use.ns}:${use.form}`} model={props.model} locale={locale} use={use} />
        ))
      )}
    </section>
  );
}
