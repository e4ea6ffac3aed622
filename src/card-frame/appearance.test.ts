import { describe, expect, it } from 'vitest';
import { appearanceCss } from './appearance.ts';

describe('appearanceCss', () => {
  it('turns allowlisted tokens into custom properties on :root', () => {
    expect(
      appearanceCss({
        colorPrimary: '#1f5c45',
        colorText: '#222',
        colorBackground: '#fafafa',
        colorDanger: 'rgb(180, 30, 30)',
        borderRadius: '10px',
        fontFamily: 'Georgia',
      }),
    ).toBe(
      ":root{--xp-color-primary:#1f5c45;--xp-color-text:#222;--xp-color-background:#fafafa;--xp-color-danger:rgb(180, 30, 30);--xp-radius:10px;--xp-font:'Georgia', serif}",
    );
  });

  it('keeps generic families unquoted', () => {
    expect(appearanceCss({ fontFamily: 'sans-serif' })).toBe(':root{--xp-font:sans-serif}');
  });

  it('drops anything that could break out of the rule', () => {
    const hostile = { colorPrimary: 'red}body{display:none', fontFamily: 'x;}' } as never;
    expect(appearanceCss(hostile)).toBe(':root{}');
  });
});
