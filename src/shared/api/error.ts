/**
 * The interface's error body. Every 4xx and 5xx answer carries it.
 * @example
 * errorBodySchema.parse({ error: { status: 400, type: 'ValidationError', value: 'amount is required' } });
 */
import * as z from 'zod/mini';

export const errorBodySchema = z.object({
  error: z.object({
    status: z.int(),
    type: z.string(),
    value: z.string(),
    property_path: z.optional(z.string()),
    property_description: z.optional(z.string()),
    /**
     * What went wrong, as a code of the error catalogue (`SERVICE_ERROR_CODES` in error-codes.ts) for
     * a browser to localise; public endpoints only. An extension: clients that do not know it ignore it.
     */
    code: z.optional(z.string()),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Stable `error.type` values the service answers with (the interface leaves the set open). */
export const ERROR_TYPES = [
  'ValidationError',
  'Unauthorized',
  'Forbidden',
  'NotFound',
  'MethodNotAllowed',
  'Conflict',
  'PreconditionFailed',
  'PayloadTooLarge',
  'UnsupportedMediaType',
  'TooManyRequests',
  'InternalServerError',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];
