/**
 * Validates a parsed brand file with the build-time compiled validator (no ajv runtime, no eval),
 * adds the checks a schema cannot express well, and returns the brand with every invalid field
 * removed so that those fields fall back to their defaults.
 */
import { FIELDS, URL_FIELDS } from './fields.js';
import { decodePointer, describeSchemaError, encodeSegment } from './messages.js';
import { valueAt } from './resolve.js';
import type { BrandFile, BrandMessage } from './types.js';
import { validateBrand } from './validate-brand.generated.js';

/**
 * Text that could escape a CSS value or load something; never allowed in free-text values. A
 * backslash is refused too: CSS escapes could spell url( without the letters (`\75 rl(`).
 */
const FORBIDDEN = [';', '{', '}', '<', 'url(', 'var(', 'expression(', '\\'];

export function forbiddenToken(value: string): string | undefined {
  const lower = value.toLowerCase();
  return FORBIDDEN.find((token) => lower.includes(token));
}

/** Why a logo or font URL is refused, or undefined when it is https: or relative. */
export function urlProblem(url: string): string | undefined {
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

/** Validates parsed JSON as a brand file. Never throws. */
export function validateBrandFile(input: unknown): ValidationResult {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return {
      brand: {},
      messages: [
        {
          pointer: '',
          severity: 'error',
          message: `the brand file must be a JSON object of fields, not ${Array.isArray(input) ? 'a list' : JSON.stringify(input)}`,
        },
      ],
    };
  }
  const messages: BrandMessage[] = [];
  const drop: string[] = [];
  if (!validateBrand(input)) {
    for (const error of validateBrand.errors ?? []) {
      const message = describeSchemaError(error, input);
      messages.push(message);
      drop.push(error.keyword === 'required' ? error.instancePath : message.pointer);
    }
  }
  const afterSchema = withoutPointers(input as Record<string, unknown>, drop);
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
