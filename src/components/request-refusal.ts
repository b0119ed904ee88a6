/**
 * A validation refusal (format 2) where the step has no field the API named: the request itself
 * was refused, nothing on screen can be corrected, and sending it again is what is left.
 */
import { msg } from '@lit/localize';
import type { Guidance } from '../state/rules/guidance.js';

/** The guidance as is, or for a validation refusal naming none of `fields`: Try again. */
export function withoutFieldsToFix(guidance: Guidance, fields: readonly string[] = []): Guidance {
  if (!guidance.actions.includes('fix-fields')) return guidance;
  if (Object.keys(guidance.fieldErrors).some((f) => fields.includes(f))) return guidance;
  return {
    ...guidance,
    title: msg('Something went wrong'),
    message: msg('Please try again. Your selection is kept.'),
    actions: ['retry'],
  };
}
