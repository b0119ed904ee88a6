import { test } from 'node:test';
import assert from 'node:assert/strict';
import { processBrand } from '../../src/brand/process.js';
import { contrastRatio } from '../../src/brand/color.js';
import { brandToStripeAppearance } from '../../src/brand/stripe.js';
import { resolveBrand } from '../../src/brand/resolve.js';

const warnings = (brand: object) =>
  processBrand(brand).messages.filter((m) => m.severity === 'warning');

test('WCAG ratios match known values and composite alpha first', () => {
  assert.equal(contrastRatio('#000000', '#ffffff')!.toFixed(2), '21.00');
  assert.equal(contrastRatio('#888888', '#ffffff')!.toFixed(2), '3.54');
  // Half-transparent black on white reads as mid grey (3.98:1), not as black (21:1).
  assert.equal(contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')!.toFixed(2), '3.98');
  assert.equal(contrastRatio('currentcolor', '#ffffff'), undefined);
});

test('low-contrast text, links and button text are warned with both fields and the ratio', () => {
  const w = warnings({
    page: { text: '#aaaaaa', link: '#bbbbbb' },
    primaryButton: { text: '#6677ee' },
  });
  const text = w.find(
    (m) => m.pointer === '/page/text' && m.message.includes('on page.background'),
  );
  assert.ok(text, 'body text warning');
  assert.match(
    text.message,
    /page\.text \(#aaaaaa\) on page\.background \(#ffffff\) is 2\.32:1 in the light scheme/,
  );
  assert.ok(w.some((m) => m.pointer === '/page/link'));
  assert.ok(
    w.some(
      (m) => m.pointer === '/primaryButton/text' && m.message.includes('primaryButton.background'),
    ),
  );
});

test('field borders and the focus ring need 3:1', () => {
  const w = warnings({ field: { border: '#dddddd' }, page: { focusRing: '#eeeeee' } });
  assert.ok(w.some((m) => m.pointer === '/field/border' && /at least 3:1/.test(m.message)));
  assert.ok(w.some((m) => m.pointer === '/page/focusRing'));
});

test('status colours are checked on their own fills', () => {
  const w = warnings({});
  assert.ok(w.some((m) => m.pointer === '/status/success' && m.message.includes('2.57:1')));
  assert.ok(w.some((m) => m.pointer === '/status/warning'));
  assert.ok(!w.some((m) => m.pointer.startsWith('/dark/')), 'the default dark scheme passes');
});

test('the dark scheme is checked separately, pointing into dark', () => {
  const w = warnings({
    page: { textMuted: '#737373' },
    field: { border: '#8c8c8c' },
    status: { success: '#007a65', warning: '#a35a00' },
    dark: { page: { text: '#333333' } },
  });
  assert.ok(w.some((m) => m.pointer === '/dark/page/text' && m.message.includes('dark scheme')));
  assert.ok(!w.some((m) => m.pointer.startsWith('/page/')), 'the light scheme passes');
});

test('a dark brand without logo is warned that e-tickets and light emails need one', () => {
  assert.ok(
    warnings({ colorScheme: 'dark' }).some(
      (m) => m.pointer === '/logo' && /e-tickets/.test(m.message),
    ),
  );
  assert.ok(!warnings({ colorScheme: 'dark', logo: 'l.svg' }).some((m) => m.pointer === '/logo'));
});

test('Stripe appearance follows the brand per scheme', () => {
  const brand = {
    primary: '#8c1c2c',
    font: 'Georgia, serif',
    field: { radius: '0.25rem', border: '#8f7b66' },
    dark: { page: { text: '#f3e9d8' } },
  };
  const light = brandToStripeAppearance(resolveBrand(brand, 'light'));
  assert.equal(light.theme, 'stripe');
  assert.equal(light.variables?.colorPrimary, '#8c1c2c');
  assert.equal(light.variables?.fontFamily, 'Georgia, serif');
  assert.equal(light.variables?.borderRadius, '4px');
  assert.equal(light.variables?.colorDanger, '#c9224a');
  assert.equal(light.rules?.['.Input']?.border, '1px solid #8f7b66');
  const dark = brandToStripeAppearance(processBrand(brand).resolved, 'dark');
  assert.equal(dark.theme, 'night');
  assert.equal(dark.variables?.colorText, '#f3e9d8');
  assert.equal(dark.variables?.colorBackground, '#1a1a1a');
});
