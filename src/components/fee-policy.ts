/** The widget config's `booking-fee` policy in the shape the fee rules take. */
import type { BookingFeePolicy as RulePolicy } from '../state/rules/fees.js';
import type { BookingFeePolicy as ConfigPolicy } from '../state/config-context.js';

/** `min` (default), `max` or a fraction of the way from the minimum to the maximum fee. */
export function rulePolicy(policy: ConfigPolicy | undefined): RulePolicy {
  if (typeof policy === 'number') return { kind: 'fraction', fraction: policy };
  return { kind: policy === 'max' ? 'max' : 'min' };
}
