import { chromium } from '@playwright/test';
const [file, out, scale = '6'] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu','--no-first-run'] });
const p = await b.newPage({ deviceScaleFactor: Number(scale), viewport: { width: 200, height: 180 } });
await p.setContent(`<body style="margin:4px;background:#eee"><img src="data:image/svg+xml;base64,${(await import('node:fs')).readFileSync(file).toString('base64')}" width=32 height=160></body>`);
await p.screenshot({ path: out });
await b.close();
