/**
 * A validation refusal (format 2) where the step has no field the API named: the request itself
 * was refused, nothing on screen can be corrected, and sending it again is what is left.
 */
import type { Guidance } from '../state/rules/guidance.js';
import { failureCopy } from '../state/rules/error-copy.js';

/** The guidance as is, or for a validation refusal naming none of `fields`: Try again. */
export function withoutFieldsToFix(guidance: Guidance, fields: readonly string[] = []): Guidance {
  if (!guidance.actions.includes('fix-fields')) return guidance;
  if (Object.keys(guidance.fieldErrors).some((f) => fields.includes(f))) return guidance;
  const { heading, message } = failureCopy('unknown', true);
  return { ...guidance, title: heading, message, actions: ['retry'] };
}
