/**
 * Part of `npm run check` (after the build): prints every surface's served size in every locale
 * beside its budget (scripts/budgets.ts) and exits non-zero when any is over. `tsx
 * scripts/check-budgets.ts [dist]`.
 */
import { overBudget, printBudgets, servedSizes } from './budgets.ts';

const rows = servedSizes(process.argv[2] ?? 'dist');
printBudgets(rows);
const over = rows.filter((row) => overBudget(row).length > 0);
if (over.length) console.log(`\n${over.length} over budget`);
process.exit(over.length ? 1 : 0);
