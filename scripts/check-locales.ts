/** `npm run locales:check`: prints every locale problem in plain words; exits 1 if there is any. */
import { checkLocales } from './locales/check.ts';

const problems = checkLocales();
for (const p of problems) console.log(`${p.file}${p.key ? `  ${p.key}` : ''}\n    ${p.problem}`);
console.log(
  problems.length === 0
    ? 'Locales: all 8 complete and consistent.'
    : `\n${problems.length} problem(s) to fix.`,
);
process.exit(problems.length === 0 ? 0 : 1);
