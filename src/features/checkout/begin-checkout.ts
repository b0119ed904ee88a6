/**
 * GA4's begin_checkout means "this basket went to checkout", once per basket, not once per visit
 * of the step. The checkout announces a set of reservation ids only when it differs from the last
 * one announced, kept through the storage adapter (this tab, this distributor), so a reload or
 * going back and forth between basket and checkout does not repeat it, and a changed basket fires
 * again.
 */
import { isText, storageKey, stored } from '../../storage.js';
import type { Stored } from '../../storage.js';

const BEGIN_CHECKOUT = 'begin-checkout';

export function beginCheckoutKey(distributor: string): string {
  return storageKey(BEGIN_CHECKOUT, distributor);
}

/** The same reservations in any order are the same basket. */
export function basketSignature(reservationIds: readonly string[]): string {
  return [...new Set(reservationIds)].sort().join(' ');
}

/**
 * The value last announced under `name` in this tab, kept through the storage adapter (which
 * keeps it in the page's memory where storage is denied). Releases before the versioned keys kept
 * it as plain text under `tessera.<name>.<distributor>`: a tab reloaded across the upgrade reads
 * that once, so it does not announce the same basket again.
 */
export function tabMark(name: string, distributor: string): Stored<string> {
  return stored(name, distributor, (v) => (isText(v) ? v : null), {
    legacy: { key: `tessera.${name}.${distributor}`, text: true },
  });
}

/** True (and recorded) when `value` is not the one last recorded in `mark`. */
export function firstInTab(mark: Stored<string>, value: string): boolean {
  if (mark.read() === value) return false;
  mark.write(value);
  return true;
}

/**
 * True the first time this set of reservations reaches checkout (and records it); false when it
 * is the set last announced. An empty basket is never announced.
 */
export function firstCheckoutOf(distributor: string, reservationIds: readonly string[]): boolean {
  const signature = basketSignature(reservationIds);
  return signature !== '' && firstInTab(tabMark(BEGIN_CHECKOUT, distributor), signature);
}
