/**
 * Errors the service answers with. Every 4xx/5xx carries the interface's error body, and no error
 * message ever contains what the client sent (a card number in a bad request must not come back).
 */
import type { ErrorBody, ErrorType } from '../../shared/api/index.ts';
import { redactDigits } from './redact.ts';
import { describeProperty } from '../../shared/api/property-descriptions.ts';
import type { ServiceErrorCode } from '../../shared/error-codes.ts';

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 412 | 413 | 415 | 429 | 500 | 503;

/** An error the service answers with: the status and the interface's error body. */
export class ServiceError extends Error {
  readonly status: ErrorStatus;
  readonly type: ErrorType;
  readonly value: string;
  readonly propertyPath: string | undefined;
  readonly propertyDescription: string | undefined;
  /** The error catalogue's code, for the public endpoints' browser clients (`withCode`). */
  code: ServiceErrorCode | undefined;

  constructor(
    status: ErrorStatus,
    type: ErrorType,
    value: string,
    propertyPath?: string,
    propertyDescription?: string,
  ) {
    super(value);
    this.status = status;
    this.type = type;
    this.value = value;
    this.propertyPath = propertyPath;
    this.propertyDescription = propertyDescription;
  }

  /** The same error, answered with `code` in its body. @example throw badRequest('…', 'pan').withCode('card.number.invalid'); */
  withCode(code: ServiceErrorCode): this {
    this.code = code;
    return this;
  }

  body(): ErrorBody {
    const body = errorBody(
      this.status,
      this.type,
      this.value,
      this.propertyPath,
      this.propertyDescription,
    );
    if (this.code) body.error.code = this.code;
    return body;
  }
}

export function errorBody(
  status: number,
  type: string,
  value: string,
  propertyPath?: string,
  propertyDescription?: string,
): ErrorBody {
  // A named property is also described (the interface's `property_description`).
  const description = propertyDescription ?? describeProperty(propertyPath);
  return {
    error: {
      status,
      type,
      value: redactDigits(value),
      ...(propertyPath === undefined ? {} : { property_path: redactDigits(propertyPath) }),
      ...(description === undefined ? {} : { property_description: redactDigits(description) }),
    },
  };
}

export const badRequest = (value: string, path?: string, description?: string) =>
  new ServiceError(400, 'ValidationError', value, path, description);
export const notFound = (what: string) => new ServiceError(404, 'NotFound', `${what} not found`);
export const forbidden = () =>
  new ServiceError(403, 'Forbidden', 'You do not have permission to access this resource');
export const unauthorized = () =>
  new ServiceError(401, 'Unauthorized', 'A valid API key is required as the Basic auth username');
