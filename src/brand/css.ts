/**
 * Custom property names and values of a resolved brand: `--tessera-` + kebab-case field path,
 * lengths in rem turned into px at 16px per rem so the host page's root font size cannot shrink
 * the widget.
 */
import { FIELDS } from './fields.js';
import { remToPx } from './css-values.js';
import type { ResolvedBrand } from './types.js';

/** `page.textMuted` -> `--tessera-page-text-muted`; `neutral.500` -> `--tessera-neutral-500`. */
export function customPropertyName(path: string): string {
  return `--tessera-${path
    .replace(/\./g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()}`;
}

/** Every field as [custom property, CSS value], in field-table order. */
export function brandCustomProperties(resolved: ResolvedBrand): [string, string][] {
  return FIELDS.map((field) => {
    const value = resolved.values[field.path]!;
    const css = field.kind === 'length' || field.kind === 'shadow' ? remToPx(value) : value;
    return [customPropertyName(field.path), css];
  });
}

/** The properties as a CSS declaration block, for `tessera-brand css` (validated values only). */
export function brandCssText(resolved: ResolvedBrand, selector = ':host'): string {
  const lines = brandCustomProperties(resolved).map(([name, value]) => `  ${name}: ${value};`);
  return `${selector} {\n  color-scheme: ${resolved.scheme};\n${lines.join('\n')}\n}\n`;
}
