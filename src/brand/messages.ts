/**
 * Turns the compiled validator's errors into messages a designer understands: the JSON pointer,
 * what is wrong and what is allowed, with the nearest known key for a misspelt one.
 */
import { knownKeysAt } from './field-keys.js';
import { FIELD_BY_PATH, type FieldKind } from './fields.js';
import type { BrandSchemaError } from './validate-brand.generated.js';
import type { BrandMessage } from './types.js';

const ALLOWED: Record<FieldKind, string> = {
  colour:
    '#rgb, #rgba, #rrggbb or #rrggbbaa hex, rgb()/rgba(), hsl()/hsla(), transparent or currentcolor',
  length: '0, or a number followed by px, rem, em, %, vw, vh or ch (e.g. 8px, 1.5rem)',
  gradient:
    'none, or linear-gradient(...) / radial-gradient(...) whose stops are hex, rgb() or hsl() colours with optional percentages',
  shadow: 'a CSS box-shadow such as 0px 4px 4px rgba(0, 0, 0, 0.1)',
  font: 'a CSS font-family list such as "Inter, sans-serif"',
  scale: 'a number from 0.25 to 4 written as a string, e.g. "1.25"',
};

const NOUN: Record<FieldKind, string> = {
  colour: 'colour',
  length: 'length',
  gradient: 'gradient',
  shadow: 'shadow',
  font: 'font list',
  scale: 'heading scale',
};

export function decodePointer(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export const encodeSegment = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}

/** The known key closest to `key`, if it is close enough to be a typo. */
function nearestKey(key: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = candidate.toLowerCase() === key.toLowerCase() ? 0 : editDistance(key, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return bestDistance <= Math.max(1, Math.floor(key.length / 3)) ? best : undefined;
}

/** The field-table entry behind a pointer (`/dark/page/text` -> page.text). */
function fieldAt(segments: readonly string[]) {
  const rest = segments[0] === 'dark' ? segments.slice(1) : segments;
  return FIELD_BY_PATH.get(rest.join('.'));
}

const show = (value: unknown) => JSON.stringify(value);

function unknownKey(parent: string[], key: string): string {
  const known = knownKeysAt(parent);
  if (parent[0] === 'dark' && knownKeysAt(parent.slice(1)).includes(key)) {
    return `not allowed in dark (dark overrides colours and gradients only); allowed here: ${known.join(', ')}`;
  }
  const near = nearestKey(key, known);
  if (near) return `unknown key; did you mean ${show(near)}?`;
  return known.length ? `unknown key; allowed here: ${known.join(', ')}` : 'unknown key';
}

/** One readable message per schema error, and the pointer of the value to drop. */
export function describeSchemaError(error: BrandSchemaError, data: unknown): BrandMessage {
  const segments = decodePointer(error.instancePath);
  const value = segments.reduce<unknown>(
    (cur, key) =>
      cur && typeof cur === 'object' ? (cur as Record<string, unknown>)[key] : undefined,
    data,
  );
  const field = fieldAt(segments);
  const p = error.params;
  let pointer = error.instancePath;
  let message: string;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(p.additionalProperty);
      pointer += `/${encodeSegment(key)}`;
      message = unknownKey(segments, key);
      break;
    }
    case 'pattern':
    case 'minLength':
    case 'maxLength':
      if (error.keyword === 'minLength') message = 'must not be empty';
      else if (error.keyword === 'maxLength')
        message = `is too long (at most ${String(p.limit)} characters)`;
      else message = `${show(value)} is not a valid ${field ? NOUN[field.kind] : 'value'}`;
      if (field) message += `; allowed: ${ALLOWED[field.kind]}`;
      break;
    case 'type': {
      const expected = String(p.type);
      const what =
        expected === 'object'
          ? 'an object of fields'
          : expected === 'array'
            ? 'a list'
            : `a ${expected}`;
      message = `${show(value)} must be ${what}`;
      if (field && expected === 'string') message += `; allowed: ${ALLOWED[field.kind]}`;
      break;
    }
    case 'const':
      message = `${show(value)} is not supported; allowed: ${show(p.allowedValue)}`;
      break;
    case 'enum':
      message = `${show(value)} is not allowed; allowed: ${(p.allowedValues as unknown[]).map(show).join(', ')}`;
      break;
    case 'required':
      pointer += `/${encodeSegment(String(p.missingProperty))}`;
      message = 'is required (a font face needs weight and url)';
      break;
    case 'minimum':
    case 'maximum':
      message = `${show(value)} is out of range; allowed: whole numbers from 100 to 900`;
      break;
    default:
      message = error.message ?? 'is not valid';
  }
  return { pointer, severity: 'error', message };
}
