/**
 * Validates a parsed brand file with the build-time compiled validator (no ajv runtime, no eval),
 * adds the checks a schema cannot express well, and returns the brand with every invalid field
 * removed so that those fields fall back to their defaults.
 */
import { knownKeysAt, URL_FIELDS } from './field-keys.js';
import { FIELDS } from './fields.js';
import { brandLimitProblem } from './limits.js';
import { decodePointer, describeSchemaError, encodeSegment } from './messages.js';
import { valueAt } from './resolve.js';
import type { BrandFile, BrandMessage } from './types.js';
import { validateBrand, type BrandSchemaError } from './validate-brand.generated.js';

/**
 * Text that could escape a CSS value or load something; never allowed in free-text values. A
 * backslash is refused too: CSS escapes could spell url( without the letters (`\75 rl(`).
 */
const FORBIDDEN = [';', '{', '}', '<', 'url(', 'var(', 'expression(', '\\'];

function forbiddenToken(value: string): string | undefined {
  const lower = value.toLowerCase();
  return FORBIDDEN.find((token) => lower.includes(token));
}

/** Why a logo or font URL is refused, or undefined when it is https: or relative. */
function urlProblem(url: string): string | undefined {
  // The URL parser drops ASCII whitespace and control characters, so "java\tscript:" is javascript:.
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  if (scheme && scheme.toLowerCase() !== 'https') {
    return `${scheme.toLowerCase()}: URLs are not allowed; allowed: an https: URL or a relative path`;
  }
  if (/^[/\\]{2}/.test(compact)) {
    return 'protocol-relative URLs are not allowed; allowed: an https: URL or a relative path';
  }
  return undefined;
}

const pointerOf = (path: string, dark = false) =>
  (dark ? '/dark/' : '/') + path.split('.').map(encodeSegment).join('/');

function extraChecks(brand: BrandFile): BrandMessage[] {
  const out: BrandMessage[] = [];
  for (const field of FIELDS) {
    if (field.kind !== 'shadow' && field.kind !== 'gradient' && field.kind !== 'font') continue;
    for (const dark of [false, true]) {
      const value = valueAt(dark ? brand.dark : brand, field.path);
      const token = value === undefined ? undefined : forbiddenToken(value);
      if (token) {
        out.push({
          pointer: pointerOf(field.path, dark),
          severity: 'error',
          message: `contains ${JSON.stringify(token)}, which is not allowed in a ${field.kind}; none of ; { } < \\ url( var( expression( may appear`,
        });
      }
    }
  }
  for (const path of URL_FIELDS) {
    const value = valueAt(brand, path);
    const problem = value === undefined ? undefined : urlProblem(value);
    if (problem) out.push({ pointer: pointerOf(path), severity: 'error', message: problem });
  }
  (Array.isArray(brand.fontFaces) ? brand.fontFaces : []).forEach((face, i) => {
    const problem = typeof face?.url === 'string' ? urlProblem(face.url) : undefined;
    if (problem) out.push({ pointer: `/fontFaces/${i}/url`, severity: 'error', message: problem });
  });
  return out;
}

/** Removes the value at each pointer (a font face with a bad member goes as a whole). */
function withoutPointers(input: Record<string, unknown>, pointers: string[]): BrandFile {
  const brand = structuredClone(input) as BrandFile;
  const dropFaces = new Set<number>();
  for (const pointer of pointers) {
    const segments = decodePointer(pointer);
    if (segments[0] === 'fontFaces' && segments.length >= 2) {
      dropFaces.add(Number(segments[1]));
      continue;
    }
    let parent: unknown = brand;
    for (const key of segments.slice(0, -1)) {
      parent =
        parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[key] : undefined;
    }
    if (parent && typeof parent === 'object')
      delete (parent as Record<string, unknown>)[segments.at(-1)!];
  }
  // Dropped faces become null until the end so later pointers keep their indices.
  if (Array.isArray(brand.fontFaces)) {
    brand.fontFaces = brand.fontFaces.map((face, i) => (dropFaces.has(i) ? null! : face));
  }
  return brand;
}

export interface ValidationResult {
  /** The input with every invalid field removed. */
  brand: BrandFile;
  /** Errors, sorted by pointer. */
  messages: BrandMessage[];
}

const wholeFile = (message: string): ValidationResult => ({
  brand: {},
  messages: [{ pointer: '', severity: 'error', message }],
});

/**
 * The input as plain JSON data within the limits, or why not. A config object may hold
 * functions, class instances or getters: the brand is what JSON keeps of it, as for a fetched
 * file (structuredClone would throw on a function). The limits are checked first, so nothing
 * recursive ever sees a deep or cyclic value.
 */
function asLimitedJson(input: object): { json: Record<string, unknown> } | { problem: string } {
  try {
    const problem = brandLimitProblem(input);
    if (problem) return { problem };
    const json = JSON.parse(JSON.stringify(input)) as unknown;
    // toJSON can return anything, so the copy is measured again.
    const after = brandLimitProblem(json);
    if (after) return { problem: after };
    if (json === null || typeof json !== 'object' || Array.isArray(json)) {
      return { problem: 'the brand file must be a JSON object of fields' };
    }
    return { json: json as Record<string, unknown> };
  } catch (e) {
    return { problem: `cannot be read as JSON data (${(e as Error).message})` };
  }
}

/** More unknown keys than this in one object are reported as one message with a count. */
const UNKNOWN_KEYS_ONE_BY_ONE = 10;

const clip = (key: string) => JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key);

function manyUnknownKeys(parent: string, keys: readonly string[]): BrandMessage {
  const allowed = knownKeysAt(decodePointer(parent));
  const first = keys.slice(0, 3).map(clip).join(', ');
  return {
    pointer: parent,
    severity: 'error',
    message: `${keys.length} unknown keys (first: ${first} …)${allowed.length ? `; allowed here: ${allowed.join(', ')}` : ''}`,
  };
}

/** One message per schema error, except one per object for its many unknown keys. */
function schemaMessages(errors: readonly BrandSchemaError[], input: unknown) {
  const unknown = new Map<string, string[]>();
  for (const error of errors) {
    if (error.keyword !== 'additionalProperties') continue;
    const keys = unknown.get(error.instancePath) ?? [];
    keys.push(String(error.params.additionalProperty));
    unknown.set(error.instancePath, keys);
  }
  const messages: BrandMessage[] = [];
  const drop: string[] = [];
  for (const error of errors) {
    const counted =
      error.keyword === 'additionalProperties' &&
      unknown.get(error.instancePath)!.length > UNKNOWN_KEYS_ONE_BY_ONE;
    if (counted) {
      drop.push(`${error.instancePath}/${encodeSegment(String(error.params.additionalProperty))}`);
      continue;
    }
    const message = describeSchemaError(error, input);
    messages.push(message);
    drop.push(error.keyword === 'required' ? error.instancePath : message.pointer);
  }
  for (const [parent, keys] of unknown) {
    if (keys.length > UNKNOWN_KEYS_ONE_BY_ONE) messages.push(manyUnknownKeys(parent, keys));
  }
  return { messages, drop };
}

/**
 * Validates parsed JSON (or a config object) as a brand file. Never throws: a value nested
 * deeper or larger than the limits gives the default brand and one message.
 */
export function validateBrandFile(input: unknown): ValidationResult {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return wholeFile(
      `the brand file must be a JSON object of fields, not ${Array.isArray(input) ? 'a list' : JSON.stringify(input)}`,
    );
  }
  const limited = asLimitedJson(input);
  if ('problem' in limited) return wholeFile(`${limited.problem}; using the default brand`);
  const json = limited.json;
  const { messages, drop } = validateBrand(json)
    ? { messages: [], drop: [] }
    : schemaMessages(validateBrand.errors ?? [], json);
  const afterSchema = withoutPointers(json, drop);
  const extra = extraChecks(afterSchema);
  messages.push(...extra);
  const brand = withoutPointers(
    afterSchema as Record<string, unknown>,
    extra.map((m) => m.pointer),
  );
  if (Array.isArray(brand.fontFaces))
    brand.fontFaces = brand.fontFaces.filter((face) => face !== null);
  messages.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0));
  return { brand, messages };
}
