/**
 * Builds the OpenAPI 3.1 document of the service from the contract's endpoint table.
 * @example
 * const doc = buildOpenApi({ serverUrl: 'http://localhost:4100/v1' });
 * Object.keys(doc.paths); // ['/orders/', '/orders/{id}/', …]
 */
import * as z from 'zod/mini';
import { ENDPOINTS, WEBHOOK_BODY, type Endpoint } from './endpoints.ts';
import { errorBodySchema } from './error.ts';

type JsonObject = Record<string, unknown>;

const toSchema = (schema: z.ZodMiniType, io: 'input' | 'output'): JsonObject => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonObject;
  return rest;
};

const json = (schema: JsonObject) => ({ content: { 'application/json': { schema } } });

const ERROR_ANSWERS: Record<string, string> = {
  '400': 'Malformed request or missing required fields',
  '401': 'Missing or invalid API key',
  '403': 'No permission for the requested resource',
  '404': 'Resource does not exist',
  '412': 'ETag mismatch: the order changed since it was fetched',
};

const pathParams = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));

const queryParams = (endpoint: Endpoint) => {
  const params: JsonObject[] = [];
  if (endpoint.query) {
    const schema = toSchema(endpoint.query, 'input') as {
      properties?: Record<string, JsonObject>;
      required?: string[];
    };
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      params.push({
        name,
        in: 'query',
        required: schema.required?.includes(name) ?? false,
        schema: prop,
      });
    }
  }
  if (endpoint.operationId === 'getOrder') {
    params.push({
      name: 'fields[]',
      in: 'query',
      required: false,
      schema: { type: 'string', enum: ['amount_details', 'order_line_details'] },
    });
  }
  if (endpoint.ifMatch) {
    params.push({ name: 'If-Match', in: 'header', required: false, schema: { type: 'string' } });
  }
  return params;
};

const operation = (endpoint: Endpoint) => {
  const errors = Object.fromEntries(
    Object.entries(ERROR_ANSWERS)
      .filter(([code]) => code !== '412' || endpoint.ifMatch)
      .filter(([code]) => endpoint.auth === 'api-key' || (code !== '401' && code !== '403'))
      .map(([code, description]) => [
        code,
        { description, ...json({ $ref: '#/components/schemas/Error' }) },
      ]),
  );
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    tags: [endpoint.interface ? 'merchant' : 'public'],
    security: endpoint.auth === 'api-key' ? [{ apiKey: [] }] : [],
    parameters: [...pathParams(endpoint.path), ...queryParams(endpoint)],
    ...(endpoint.request
      ? {
          requestBody: {
            required: !endpoint.bodyOptional,
            ...json(toSchema(endpoint.request, 'input')),
          },
        }
      : {}),
    responses: {
      [String(endpoint.status)]: {
        description: 'Success',
        ...json(toSchema(endpoint.response, 'output')),
      },
      ...errors,
    },
  };
};

/** The whole OpenAPI 3.1 document. Paths are written with the trailing slash, as the interface does. */
export function buildOpenApi(options: { serverUrl: string }): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const endpoint of ENDPOINTS) {
    const key = `${endpoint.path}/`;
    paths[key] = { ...paths[key], [endpoint.method]: operation(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Payment service (sandbox)',
      version: '1.0.0',
      description:
        'Merchant interface plus the public endpoints of the hosted checkout and card frame. Every path is answered with and without the trailing slash.',
    },
    servers: [{ url: options.serverUrl }],
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'basic',
          description: 'The API key is the username; the password is empty.',
        },
      },
      schemas: { Error: toSchema(errorBodySchema, 'output') },
    },
    paths,
    webhooks: {
      statusChanged: {
        post: {
          summary: 'Order status changed',
          requestBody: { required: true, ...json(toSchema(WEBHOOK_BODY, 'output')) },
          responses: { '200': { description: 'Any 2xx acknowledges the delivery' } },
        },
      },
    },
  };
}
