/**
 * The floor of the browser figures: the least any page can do under the same throttled profile on
 * the same machine, measured in the same run beside ours, so that the chooser and card-frame
 * figures can be read against what the harness allows.
 *
 * - Empty chooser: a page whose inline script fetches a tiny JSON document and then writes three
 *   radio buttons: one HTML response, one API response, no framework, no stylesheet.
 * - Empty card frame: a shop page on 127.0.0.1 whose one script (from localhost: another site)
 *   creates an iframe holding nothing but a card-number field.
 *
 * Both are served by a bare node:http server (no compression, nothing to compute), on two ports
 * after the sandbox's.
 */
import { createServer, type Server } from 'node:http';

const doc = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body>${body}</body></html>`;

const chooserPage = doc(
  `<main id="app"></main><script>fetch('/view',{credentials:'omit',cache:'no-store'}).then(function(r){return r.json()}).then(function(v){document.getElementById('app').innerHTML='<fieldset><legend>Method</legend>'+v.methods.map(function(m){return '<label><input type="radio" name="m" value="'+m+'"> '+m+'</label>'}).join('')+'</fieldset>'})</script>`,
);

export type FloorPages = { chooserUrl: string; shopUrl: string; stop(): Promise<void> };

/** A server on `port` (0: any free one) answering from `routes`, read at each request. */
async function serve(port: number, routes: () => Record<string, [string, string]>) {
  const server = createServer((req, res) => {
    const route = routes()[new URL(req.url ?? '/', 'http://x').pathname];
    if (!route) return void res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': `${route[0]}; charset=utf-8`,
      'cache-control': 'no-store',
    });
    res.end(route[1]);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : port };
}

/**
 * Serves the two empty pages: the checkout side on `port` (as localhost), the shop on `port + 1`
 * (as 127.0.0.1); with `port` 0, on any two free ports.
 */
export async function startFloorPages(port: number): Promise<FloorPages> {
  let checkout = '';
  const routes = (): Record<string, [string, string]> => ({
    '/chooser': ['text/html', chooserPage],
    '/view': ['application/json', JSON.stringify({ methods: ['card', 'ideal', 'paypal'] })],
    '/shop': [
      'text/html',
      doc(`<h1>Shop</h1><div id="card"></div><script src="${checkout}/loader.js"></script>`),
    ],
    '/loader.js': [
      'text/javascript',
      `var f=document.createElement('iframe');f.title='Card';f.src='${checkout}/card-frame';document.getElementById('card').appendChild(f);`,
    ],
    '/card-frame': [
      'text/html',
      doc('<label>Card number <input autocomplete="cc-number" inputmode="numeric"></label>'),
    ],
  });
  const pay = await serve(port, routes);
  checkout = `http://localhost:${pay.port}`;
  const shop = await serve(port && port + 1, routes).catch((err: unknown) => {
    pay.server.close();
    throw err;
  });
  const close = (s: Server) => new Promise((resolve) => s.close(resolve));
  return {
    chooserUrl: `${checkout}/chooser`,
    shopUrl: `http://127.0.0.1:${shop.port}/shop`,
    stop: async () => {
      await Promise.all([close(pay.server), close(shop.server)]);
    },
  };
}
