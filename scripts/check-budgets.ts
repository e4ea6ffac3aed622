/** Part of `npm run check`: prints each surface's gzip size beside its budget; fails when over. */
import { measure } from './budgets.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
let over = 0;
for (const row of measure()) {
  const ok = row.bytes <= row.budget;
  if (!ok) over++;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${row.name.padEnd(40)} ${kb(row.bytes).padStart(9)} of ${kb(row.budget).padStart(8)} (${((100 * row.bytes) / row.budget).toFixed(0)} %)  [${row.files.join(', ')}]`,
  );
}
process.exit(over === 0 ? 0 : 1);
