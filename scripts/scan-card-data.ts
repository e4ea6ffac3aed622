/** CLI of card-scan.ts: exits 1 when a test card number is found (or nothing was scanned). */
import { existsSync, readdirSync } from 'node:fs';
import { scan, SCANNED_CARDS } from './card-scan.ts';

const dirs = process.argv.slice(2).length ? process.argv.slice(2) : ['reports/e2e'];
const scanned = dirs.flatMap((d) => (existsSync(d) ? readdirSync(d) : []));
const found = scan(dirs);
for (const f of found) console.log(`card number ${f.pan} found in ${f.file}`);
console.log(
  `scanned ${scanned.length} file(s) in ${dirs.join(', ')} for ${SCANNED_CARDS.length} test card numbers: ${found.length} found`,
);
if (scanned.length === 0)
  console.log('nothing to scan: did the e2e run write its database and log?');
process.exit(found.length === 0 && scanned.length > 0 ? 0 : 1);
