import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ENDPOINTS } from './endpoints.ts';
import { buildOpenApi } from './openapi.ts';

/** The parts of an OpenAPI document these tests read, so reading them is itself checked. */
const jsonSchema = z.looseObject({
  type: z.optional(z.union([z.string(), z.array(z.string())])),
  properties: z.optional(z.record(z.string(), z.unknown())),
  required: z.optional(z.array(z.string())),
});
const jsonContent = z.object({ 'application/json': z.object({ schema: jsonSchema }) });
const operationSchema = z.looseObject({
  operationId: z.string(),
  security: z.array(z.record(z.string(), z.array(z.string()))),
  parameters: z.array(z.looseObject({ name: z.string(), in: z.string(), required: z.boolean() })),
  requestBody: z.optional(z.object({ required: z.boolean(), content: jsonContent })),
  responses: z.record(
    z.string(),
    z.looseObject({ description: z.string(), content: z.optional(jsonContent) }),
  ),
});
const documentSchema = z.looseObject({
  openapi: z.string(),
  servers: z.array(z.object({ url: z.string() })),
  components: z.looseObject({
    securitySchemes: z.record(z.string(), z.looseObject({ type: z.string() })),
  }),
  paths: z.record(z.string(), z.record(z.string(), operationSchema)),
  webhooks: z.record(
    z.string(),
    z.record(
      z.string(),
      z.looseObject({ requestBody: z.object({ required: z.boolean(), content: jsonContent }) }),
    ),
  ),
});

type Method = 'get' | 'post' | 'put' | 'delete';
/** The Endpoints section of the interface: method, path, success status, whether a body is sent. */
const INTERFACE_ENDPOINTS: readonly [Method, string, 200 | 201, boolean][] = [
  ['get', '/orders', 200, false],
  ['post', '/orders', 200, true],
  ['get', '/orders/{id}', 200, false],
  ['put', '/orders/{id}', 200, true],
  ['delete', '/orders/{id}', 200, false],
  ['post', '/orders/{id}/refunds', 200, true],
  ['post', '/orders/{id}/transactions/{transaction_id}/captures/amount', 200, true],
  ['post', '/orders/{id}/transactions/{transaction_id}/captures/orderlines', 200, true],
  ['post', '/orders/{id}/transactions/{transaction_id}/voids/amount', 200, true],
  ['post', '/orders/{id}/transactions/{transaction_id}/voids/orderlines', 200, true],
  ['post', '/search/orders', 200, true],
  ['post', '/paymentlinks', 201, true],
  ['get', '/paymentlinks/{id}', 200, false],
  ['post', '/tokens', 200, true],
  ['get', '/merchants/self/projects/self/currencies', 200, false],
];

const doc = documentSchema.parse(buildOpenApi({ serverUrl: '/v1' }));
const operationAt = (method: Method, path: string) => doc.paths[`${path}/`]?.[method];

describe('buildOpenApi', () => {
  it('is an OpenAPI 3.1.0 document on the given server', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/v1' }]);
  });

  it('is plain JSON', () => {
    const built = buildOpenApi({ serverUrl: '/v1' });
    expect(JSON.parse(JSON.stringify(built))).toEqual(built);
  });

  it('writes every path with a trailing slash', () => {
    expect(Object.keys(doc.paths).filter((path) => !path.endsWith('/'))).toEqual([]);
  });

  it.each(INTERFACE_ENDPOINTS)('describes %s %s', (method, path, status, hasBody) => {
    const operation = operationAt(method, path);
    expect(operation, `${method} ${path}/`).toBeDefined();
    const success = operation?.responses[String(status)];
    expect(success?.content?.['application/json'].schema).toBeTypeOf('object');
    expect(Object.keys(operation?.responses ?? {}).filter((code) => code.startsWith('2'))).toEqual([
      String(status),
    ]);
    expect(operation?.requestBody !== undefined).toBe(hasBody);
    if (hasBody)
      expect(operation?.requestBody?.content['application/json'].schema).toBeTypeOf('object');
  });

  it.each(INTERFACE_ENDPOINTS)('declares the path parameters of %s %s', (method, path) => {
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    const params = operationAt(method, path)?.parameters.filter((p) => p.in === 'path') ?? [];
    expect(params.map((p) => p.name)).toEqual(names);
    expect(params.every((p) => p.required)).toBe(true);
  });

  it('lists exactly the interface endpoints as merchant endpoints', () => {
    const merchant = ENDPOINTS.filter((e) => e.interface).map((e) => `${e.method} ${e.path}`);
    expect(merchant.sort()).toEqual(INTERFACE_ENDPOINTS.map(([m, p]) => `${m} ${p}`).sort());
  });

  it('needs no API key for POST /tokens/ and the API key everywhere else in the interface', () => {
    for (const [method, path] of INTERFACE_ENDPOINTS) {
      const expected = path === '/tokens' ? [] : [{ apiKey: [] }];
      expect(operationAt(method, path)?.security, `${method} ${path}`).toEqual(expected);
    }
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'basic' });
  });

  it('answers 401 only where an API key is needed', () => {
    expect(operationAt('post', '/tokens')?.responses['401']).toBeUndefined();
    expect(operationAt('post', '/orders')?.responses['401']).toBeDefined();
  });

  it('takes the required date range, and an optional page, on GET /orders/', () => {
    const query = operationAt('get', '/orders')?.parameters.filter((p) => p.in === 'query');
    expect(query?.map((p) => [p.name, p.required])).toEqual([
      ['created_since', true],
      ['created_until', true],
      ['limit', false],
      ['offset', false],
    ]);
  });

  it('takes fields[] on GET /orders/{id}/', () => {
    const fields = operationAt('get', '/orders/{id}')?.parameters.find(
      (p) => p.name === 'fields[]',
    );
    expect(fields).toMatchObject({
      in: 'query',
      schema: { enum: ['amount_details', 'order_line_details'] },
    });
  });

  it.each(INTERFACE_ENDPOINTS.filter(([, path]) => /captures|voids/.test(path)))(
    'takes an optional If-Match and answers 412 on %s %s',
    (method, path) => {
      const operation = operationAt(method, path);
      expect(operation?.parameters.find((p) => p.name === 'If-Match')).toMatchObject({
        in: 'header',
        required: false,
      });
      expect(operation?.responses['412']).toBeDefined();
    },
  );

  it('requires currency and amount to create an order', () => {
    const schema = operationAt('post', '/orders')?.requestBody?.content['application/json'].schema;
    expect(schema?.required?.sort()).toEqual(['amount', 'currency']);
    expect(Object.keys(schema?.properties ?? {})).toContain('transactions');
  });

  it('requires pan, expiry_date and setup_token to tokenize', () => {
    const schema = operationAt('post', '/tokens')?.requestBody?.content['application/json'].schema;
    expect(schema?.required?.sort()).toEqual(['expiry_date', 'pan', 'setup_token']);
  });

  it('describes the webhook body with event, order_id and project_id', () => {
    const hooks = Object.values(doc.webhooks);
    expect(hooks).toHaveLength(1);
    const schema = hooks[0]?.post?.requestBody.content['application/json'].schema;
    expect(schema?.required).toEqual(expect.arrayContaining(['event', 'order_id', 'project_id']));
  });
});

describe('ENDPOINTS', () => {
  it('has no duplicate method and path', () => {
    const keys = ENDPOINTS.map((e) => `${e.method} ${e.path.replace(/\/$/, '')}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('has unique operation ids', () => {
    const ids = ENDPOINTS.map((e) => e.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('writes paths without a trailing slash, as the document adds it', () => {
    expect(ENDPOINTS.filter((e) => e.path.endsWith('/')).map((e) => e.path)).toEqual([]);
  });

  it('marks only the public browser endpoints and the named sandbox extensions as outside the interface', () => {
    const outside = ENDPOINTS.filter((e) => !e.interface);
    const browser = outside.filter((e) => e.auth !== 'api-key');
    expect(browser.every((e) => /^\/(checkout|card)\//.test(e.path))).toBe(true);
    const extensions = outside.filter((e) => e.auth === 'api-key').map((e) => e.operationId);
    expect(extensions.sort()).toEqual(['captureAll', 'listIdealIssuers', 'listWebhookDeliveries']);
  });
});
