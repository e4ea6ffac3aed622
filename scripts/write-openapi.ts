/** Writes dist/openapi.json from the contract (part of `npm run build`). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildOpenApi } from '../src/shared/api/openapi.ts';

mkdirSync('dist', { recursive: true });
const doc = buildOpenApi({ serverUrl: '/v1' });
writeFileSync('dist/openapi.json', `${JSON.stringify(doc, null, 2)}\n`);
console.log(`dist/openapi.json: ${Object.keys(doc.paths as object).length} paths`);
