import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, methodKind } from '../shared/payment-methods.ts';
import { editProblems, variableNotesFor } from './text-check.ts';

describe('editProblems', () => {
  it('blocks what would break the page: a lost or unknown variable, an empty text, an unknown key', () => {
    expect(editProblems('de-DE', 'card', 'pay', 'Jetzt zahlen').blocking).toEqual([
      'The text must contain {{amount}}, as English does.',
    ]);
    expect(editProblems('de-DE', 'card', 'payNow', ' ').blocking).toEqual(['The text is empty.']);
    expect(editProblems('de-DE', 'card', 'payNow', 'Zahlen {{x}}').blocking[0]).toMatch(
      /\{\{x\}\} is not known/,
    );
    expect(editProblems('de-DE', 'card', 'paynow', 'Zahlen').blocking[0]).toMatch(/no key/);
    expect(
      editProblems('fr-BE', 'card', 'errors.summary_many', '{{count}} erreurs').blocking,
    ).toEqual([]);
  });

  it('advises on the glossary, typography and plural grammar of the locale', () => {
    const { blocking, advice } = editProblems(
      'de-DE',
      'card',
      'fields.cvc.label',
      "Sicherheitscode's",
    );
    expect(blocking).toEqual([]);
    expect(advice).toEqual([
      'Uses “Sicherheitscode” for “security code”: this locale writes “Prüfnummer” (locales/glossary.json).',
      "Uses a straight apostrophe ('): write ’ instead.",
    ]);
    expect(
      editProblems('fr-BE', 'card', 'errors.summary_many', 'Il y a {{count}} d’erreurs').advice[0],
    ).toMatch(/Puts “de” after/);
  });
});

describe('variableNotesFor', () => {
  it('says what each variable can contain, and for {{method}} the names it gets in that text', () => {
    const [[name, note] = ['', '']] = variableNotesFor(
      'de-DE',
      'checkout',
      'chooser.continueTo.wallet',
    );
    expect(name).toBe('method');
    const wallets = PAYMENT_METHODS.filter((m) => methodKind(m) === 'wallet');
    expect(wallets.length).toBeGreaterThan(0);
    const here = note.slice(note.indexOf('Here:'));
    expect(here).toContain('PayPal');
    expect(here).not.toContain('iDEAL');
    expect(variableNotesFor('de-DE', 'checkout', 'chooser.payWith.bankRedirect')[0]?.[1]).toContain(
      'iDEAL, Bancontact',
    );
    expect(variableNotesFor('da-DK', 'card', 'pay')).toEqual([
      ['amount', expect.stringMatching(/^The amount with its currency/)],
    ]);
    expect(variableNotesFor('da-DK', 'card', 'payNow')).toEqual([]);
  });
});
