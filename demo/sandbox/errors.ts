/**
 * The five error body formats of doc 1. Handlers throw ApiError; the app's onError writes it,
 * adding the request-scoped fields (timestamp, exception_id, request_id) to business errors and
 * putting a translated description in the request's language.
 */
import type { Lang, Say } from './i18n/language.js';
import { REFUSALS } from './i18n/refusals.js';

export type ErrorBody = Record<string, unknown> & { title: string; description: string };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    /** Business errors get timestamp, exception_id and request_id when written. */
    readonly business = false,
    /** The description in every language the sandbox serves (English is in `body`). */
    readonly says?: Say,
  ) {
    super(body.description);
  }

  /** The body as written for a request in `lang`. */
  bodyIn(lang: Lang): ErrorBody {
    return this.says ? { ...this.body, description: this.says(lang) } : this.body;
  }
}

const english = (text: string | Say) => (typeof text === 'string' ? text : text('en'));
const sayer = (text: string | Say) => (typeof text === 'string' ? undefined : text);

const PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  404: 'Not Found',
  415: 'Unsupported Media Type',
  424: 'Failed Dependency',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const statusLine = (status: number) => `${status} ${PHRASES[status] ?? 'Error'}`;

/** Format 1: a known API error code. */
export function businessError(
  status: number,
  code: number,
  title: string,
  description: string | Say,
) {
  return new ApiError(
    status,
    { title, description: english(description), code },
    true,
    sayer(description),
  );
}

/** Format 2: the request failed validation; `errors` maps each field to its messages. */
export function validationError(errors: Record<string, string[]>) {
  const fields = Object.keys(errors).join(', ');
  return new ApiError(400, {
    title: 'Validation error',
    description: `The request is not valid: ${fields}`,
    code: null,
    errors,
  });
}

/** Format 3: middleware checks (authorization, content negotiation, unknown route). */
export function httpError(status: number, description: string) {
  return new ApiError(status, { title: statusLine(status), description, code: null });
}

/** Format 4: the payment provider refused; code is the provider's string code. */
export function paymentError(status: number, code: string, description: string | Say) {
  return new ApiError(
    status,
    { title: 'Payment failed', description: english(description), code },
    false,
    sayer(description),
  );
}

/** Format 5: an unhandled exception. */
export function internalBody(): ErrorBody {
  return {
    title: 'Internal Server Error',
    description: 'An unexpected error occurred. Please try again later.',
    code: null,
  };
}

/** Provider and partner failures (HTTP 503), for faults and for provider-side refusals. */
export const PROVIDER_CODES: Record<number, string> = {
  0: 'Provider unavailable',
  4: 'Connection error',
  7: 'Request failed',
  8: 'Cannot confirm',
  9: 'Cannot create reservation',
  11: 'Auth failed',
  12: 'Request timeout',
  14: 'Unexpected response',
  22: 'Retries exceeded',
  35: 'Confirmation pipeline failed',
};

export function providerError(code: number) {
  const name = PROVIDER_CODES[code] ?? 'Provider error';
  return businessError(503, code, name, REFUSALS.providerDown(name));
}
