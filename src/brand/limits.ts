/**
 * How deep and how large a brand file may be. Checked before anything walks the value recursively
 * (the compiled validator, cloning, the resolver), so a hostile brand object or file gives one
 * validation problem instead of a stack overflow, and the widget falls back to the default brand.
 */

/** A real brand file nests 3 levels (`dark.page.text`, `fontFaces[0].url`). */
const MAX_BRAND_DEPTH = 32;
/** Every field with a long value fits in about 10 KB; fonts and logos are URLs, never inline. */
export const MAX_BRAND_BYTES = 256 * 1024;

/** Messages printed or logged one by one; the rest are counted in one line. */
export const MAX_MESSAGES_LOGGED = 50;

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const tooDeep = () => `nested deeper than ${MAX_BRAND_DEPTH} levels; a brand file needs at most 3`;

export const tooLarge = (bytes?: number) =>
  `larger than ${formatBytes(MAX_BRAND_BYTES)}${bytes === undefined ? '' : ` (${formatBytes(bytes)})`}; a brand file needs a few KB`;

/** Characters of a JSON number, boolean or null; other non-objects add nothing to JSON text. */
function scalarSize(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return value.length + 2;
    case 'number':
      return String(value).length;
    case 'boolean':
      return value ? 4 : 5;
    default:
      return value === null ? 4 : 0;
  }
}

/**
 * The first limit a parsed brand breaks, or undefined. Iterative, and it stops as soon as a limit
 * is passed: a cycle is "too deep", and a huge or widely shared value is "too large" after at most
 * MAX_BRAND_BYTES steps. The size is that of the value written as JSON, approximately.
 */
export function brandLimitProblem(value: unknown): string | undefined {
  let size = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') {
      size += scalarSize(current);
      if (size > MAX_BRAND_BYTES) return tooLarge();
      continue;
    }
    if (depth > MAX_BRAND_DEPTH) return tooDeep();
    if (Array.isArray(current)) {
      size += 1 + Math.max(current.length, 1);
      if (size > MAX_BRAND_BYTES) return tooLarge();
      for (const item of current) stack.push([item, depth + 1]);
    } else {
      const keys = Object.keys(current);
      size += 1 + Math.max(keys.length, 1);
      for (const key of keys) {
        size += key.length + 3;
        if (size > MAX_BRAND_BYTES) return tooLarge();
        stack.push([(current as Record<string, unknown>)[key], depth + 1]);
      }
    }
  }
  return undefined;
}
