/**
 * Card-number rules shared by the browser form and the stand-in's server: formatting, Luhn, expiry
 * and CVC checks with Stripe.js's validation codes and wording, so a buyer sees the same inline
 * messages as with the real Payment Element. Pure: no DOM, no Node.
 */

export interface CardInput {
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
  postalCode?: string;
}

export interface CardValidationError {
  type: 'validation_error';
  code: string;
  message: string;
  /** The field it belongs to, for inline display. */
  field: 'number' | 'expiry' | 'cvc';
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unknown';

export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^(36|30[0-5]|3[89])/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  return 'unknown';
}

/** How many digits a complete number of this brand has. */
export function numberLength(digits: string): number {
  const brand = cardBrand(digits);
  if (brand === 'amex') return 15;
  if (brand === 'diners') return 14;
  return 16;
}

export function cvcLength(digits: string): number {
  return cardBrand(digits) === 'amex' ? 4 : 3;
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "4242424242424242" -> "4242 4242 4242 4242"; American Express groups 4-6-5. */
export function formatNumber(text: string): string {
  const digits = digitsOf(text).slice(0, numberLength(digitsOf(text)));
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/**
 * "1230" -> "12 / 30"; a first digit above 1 is a one-digit month ("4" -> "04"). The separator
 * appears with the first year digit, so Backspace after the month is never undone by formatting.
 */
export function formatExpiry(text: string): string {
  let digits = digitsOf(text);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

export function validateNumber(text: string): CardValidationError | undefined {
  const digits = digitsOf(text);
  if (digits.length < numberLength(digits)) {
    return err('number', 'incomplete_number', 'Your card number is incomplete.');
  }
  if (!passesLuhn(digits)) return err('number', 'invalid_number', 'Your card number is invalid.');
  return undefined;
}

/** `text` is what the buyer typed ("MM / YY"); `now` decides what is in the past. */
export function validateExpiry(text: string, now: Date): CardValidationError | undefined {
  const digits = digitsOf(formatExpiry(text));
  if (digits.length < 4) {
    return err('expiry', 'incomplete_expiry', "Your card's expiration date is incomplete.");
  }
  return validateExpiryParts(Number(digits.slice(0, 2)), 2000 + Number(digits.slice(2)), now);
}

export function validateExpiryParts(
  month: number,
  year: number,
  now: Date,
): CardValidationError | undefined {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    return err('expiry', 'invalid_expiry_month', "Your card's expiration date is invalid.");
  }
  const thisYear = now.getFullYear();
  if (!Number.isInteger(year) || year < thisYear) {
    return err('expiry', 'invalid_expiry_year_past', "Your card's expiration year is in the past.");
  }
  if (year > thisYear + 50) {
    return err('expiry', 'invalid_expiry_year', "Your card's expiration year is invalid.");
  }
  if (year === thisYear && month < now.getMonth() + 1) {
    return err(
      'expiry',
      'invalid_expiry_month_past',
      "Your card's expiration date is in the past.",
    );
  }
  return undefined;
}

export function validateCvc(text: string, numberText: string): CardValidationError | undefined {
  const digits = digitsOf(text);
  if (digits.length < cvcLength(digitsOf(numberText))) {
    return err('cvc', 'incomplete_cvc', "Your card's security code is incomplete.");
  }
  return undefined;
}

/** Every rule at once, in the order Stripe reports them; empty when the card is well formed. */
export function validateCard(card: CardInput, now: Date): CardValidationError[] {
  const found = [
    validateNumber(card.number),
    validateExpiryParts(card.expMonth, card.expYear, now),
    validateCvc(card.cvc, card.number),
  ];
  return found.filter((e): e is CardValidationError => e !== undefined);
}

function err(field: CardValidationError['field'], code: string, message: string) {
  return { type: 'validation_error', code, message, field } satisfies CardValidationError;
}
