/**
 * One call from parsed JSON to a usable brand: validate, drop invalid fields, resolve both schemes
 * and add the contrast warnings. Pure: importable in Node and the browser.
 */
import { brandWarnings } from './contrast.js';
import { resolveBoth } from './resolve.js';
import type { BrandFile, BrandMessage, ResolvedBrand, Scheme } from './types.js';
import { validateBrandFile } from './validate.js';

export interface ProcessedBrand {
  /** The brand file with every invalid field removed. */
  brand: BrandFile;
  /** Errors first (sorted by pointer), then warnings. */
  messages: BrandMessage[];
  resolved: Record<Scheme, ResolvedBrand>;
}

export function processBrand(input: unknown): ProcessedBrand {
  const { brand, messages } = validateBrandFile(input);
  const resolved = resolveBoth(brand);
  return {
    brand,
    messages: [...messages, ...brandWarnings(brand, resolved.light, resolved.dark)],
    resolved,
  };
}

export const hasErrors = (messages: readonly BrandMessage[]) =>
  messages.some((m) => m.severity === 'error');
