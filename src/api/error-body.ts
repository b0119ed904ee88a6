/**
 * Reading an error response's body into a TesseraError: the five body formats of doc 1, an empty or
 * truncated body, a proxy's HTML page. Loaded only when a response is not OK, so the landing's
 * first load carries none of it.
 */
import { TesseraError } from './errors.js';
import type { TesseraErrorKind } from './errors.js';

// Status phrases for when the response carries no statusText (HTTP/2 never does).
const STATUS_PHRASES = new Map<number, string>([
  [400, 'Bad Request'],
  [401, 'Unauthorized'],
  [403, 'Forbidden'],
  [404, 'Not Found'],
  [408, 'Request Timeout'],
  [409, 'Conflict'],
  [415, 'Unsupported Media Type'],
  [422, 'Unprocessable Entity'],
  [424, 'Failed Dependency'],
  [429, 'Too Many Requests'],
  [500, 'Internal Server Error'],
  [502, 'Bad Gateway'],
  [503, 'Service Unavailable'],
  [504, 'Gateway Timeout'],
]);

function statusLine(status: number, statusText: string): string {
  const phrase = statusText.trim() || STATUS_PHRASES.get(status) || 'Error';
  return `${status} ${phrase}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function readFieldErrors(value: Record<string, unknown>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = Array.isArray(messages) ? messages : [messages];
    out[field] = list.filter((m): m is string => typeof m === 'string');
  }
  return out;
}

/**
 * Builds a TesseraError from any response. Never throws: the body may be empty, truncated JSON, an
 * HTML error page from a proxy, or JSON of an unexpected shape.
 */
export function parseErrorResponse(
  status: number,
  statusText: string,
  bodyText: string,
  retryAfterMs: number | null = null,
): TesseraError {
  let body: unknown = undefined;
  try {
    body = bodyText.trim() === '' ? undefined : JSON.parse(bodyText);
  } catch {
    body = undefined;
  }
  const fields = isRecord(body) ? body : {};
  const fallback = statusLine(status, typeof statusText === 'string' ? statusText : '');
  const title = optionalString(fields.title)?.trim() || fallback;
  const description = optionalString(fields.description)?.trim() || title;

  const rawCode = fields.code;
  const code =
    typeof rawCode === 'number' && Number.isFinite(rawCode)
      ? rawCode
      : typeof rawCode === 'string'
        ? rawCode
        : null;
  const requestId = optionalString(fields.request_id);
  const exceptionId = optionalString(fields.exception_id);
  const timestamp = optionalString(fields.timestamp);

  let kind: TesseraErrorKind;
  if (typeof code === 'string' || (typeof code === 'number' && code >= 1000 && code <= 1007)) {
    kind = 'payment';
  } else if (isRecord(fields.errors)) {
    kind = 'validation';
  } else if (
    typeof code === 'number' ||
    requestId !== null ||
    exceptionId !== null ||
    timestamp !== null
  ) {
    kind = 'business';
  } else if (status >= 500) {
    kind = 'internal';
  } else {
    kind = 'http';
  }

  return new TesseraError({
    status,
    kind,
    code,
    title,
    description,
    fieldErrors: isRecord(fields.errors) ? readFieldErrors(fields.errors) : {},
    requestId,
    exceptionId,
    timestamp,
    body: typeof bodyText === 'string' ? bodyText : '',
    retryAfterMs,
  });
}
