/**
 * The 3D Secure challenge, as Stripe's test-mode page presents it: a modal dialog over the page
 * where the buyer completes or fails the authentication. Closing it (Escape) fails it, as closing
 * Stripe's modal does.
 */
import { ensureStyles } from './appearance.js';

export interface ChallengeDetails {
  amount: number;
  currency: string;
}

let counter = 0;

/** Minor units shown in the currency's own number of decimals (JPY has none). */
function formatAmount({ amount, currency }: ChallengeDetails): string {
  const code = currency.toUpperCase();
  try {
    const format = new Intl.NumberFormat(undefined, { style: 'currency', currency: code });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    return `${amount} ${code} (minor units)`;
  }
}

/** The element that really has focus, looking through open shadow roots. */
function deepActiveElement(doc: Document): HTMLElement | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** Shows the challenge; resolves true when the buyer completes it, false when they fail or close it. */
export function runChallenge(
  details: ChallengeDetails,
  doc: Document = document,
): Promise<boolean> {
  ensureStyles(doc);
  counter += 1;
  const titleId = `sx-challenge-title-${counter}`;
  const textId = `sx-challenge-text-${counter}`;
  const returnFocus = deepActiveElement(doc);

  const dialog = doc.createElement('dialog');
  dialog.className = 'sx-challenge';
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', titleId);
  dialog.setAttribute('aria-describedby', textId);

  const title = doc.createElement('h2');
  title.id = titleId;
  title.textContent = '3D Secure authentication';
  const text = doc.createElement('p');
  text.id = textId;
  text.textContent =
    `Your bank asks you to confirm a payment of ${formatAmount(details)}. ` +
    'This is the sandbox: no real bank is contacted.';
  const complete = doc.createElement('button');
  complete.type = 'button';
  complete.className = 'sx-complete';
  complete.textContent = 'Complete authentication';
  const fail = doc.createElement('button');
  fail.type = 'button';
  fail.className = 'sx-fail';
  fail.textContent = 'Fail authentication';
  const actions = doc.createElement('div');
  actions.className = 'sx-challenge-actions';
  actions.append(complete, fail);
  dialog.append(title, text, actions);

  return new Promise<boolean>((resolve) => {
    let settled = false;
    const finish = (passed: boolean) => {
      if (settled) return;
      settled = true;
      dialog.close();
      dialog.remove();
      returnFocus?.focus();
      resolve(passed);
    };
    complete.addEventListener('click', () => finish(true));
    fail.addEventListener('click', () => finish(false));
    dialog.addEventListener('cancel', (e) => {
      e.preventDefault();
      finish(false);
    });
    // Keep Tab inside the two buttons (the native modal would also let focus reach browser UI).
    dialog.addEventListener('keydown', (e) => {
      if (e.key !== 'Tab') return;
      const order = [complete, fail];
      const at = order.indexOf(doc.activeElement as HTMLButtonElement);
      const next = e.shiftKey ? (at <= 0 ? order.length - 1 : at - 1) : (at + 1) % order.length;
      e.preventDefault();
      order[next].focus();
    });
    doc.body.append(dialog);
    dialog.showModal();
    complete.focus();
  });
}
