/**
 * GA4's begin_checkout means "this basket went to checkout", once per basket, not once per visit
 * of the step. The checkout announces a set of reservation ids only when it differs from the last
 * one announced, kept in sessionStorage (this tab, this distributor), so a reload or going back
 * and forth between basket and checkout does not repeat it, and a changed basket fires again.
 */

export function beginCheckoutKey(distributor: string): string {
  return `tessera.begin-checkout.${distributor}`;
}

/** The same reservations in any order are the same basket. */
export function basketSignature(reservationIds: readonly string[]): string {
  return [...new Set(reservationIds)].sort().join(' ');
}

/** Where sessionStorage is denied (some sandboxed frames) the page itself remembers. */
const inPage = new Map<string, string>();

function read(key: string): string | null {
  try {
    return globalThis.sessionStorage.getItem(key);
  } catch {
    return inPage.get(key) ?? null;
  }
}

function write(key: string, value: string) {
  try {
    globalThis.sessionStorage.setItem(key, value);
  } catch {
    inPage.set(key, value);
  }
}

/** True (and recorded) when `value` is not the one last recorded under `key` in this tab. */
export function firstInTab(key: string, value: string): boolean {
  if (read(key) === value) return false;
  write(key, value);
  return true;
}

/**
 * True the first time this set of reservations reaches checkout (and records it); false when it
 * is the set last announced. An empty basket is never announced.
 */
export function firstCheckoutOf(distributor: string, reservationIds: readonly string[]): boolean {
  const signature = basketSignature(reservationIds);
  return signature !== '' && firstInTab(beginCheckoutKey(distributor), signature);
}
