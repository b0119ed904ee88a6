import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateBrand } from '../../src/brand/validate-brand.generated.js';
import { validateBrandFile } from '../../src/brand/validate.js';
import { formatMessage } from '../../src/brand/types.js';

const accepts = (brand: unknown) => validateBrand(brand) === true;
const errorsOf = (brand: unknown) => validateBrandFile(brand).messages.map(formatMessage);

test('every documented colour format is accepted', () => {
  for (const colour of [
    '#abc',
    '#abcd',
    '#a1b2c3',
    '#a1b2c3d4',
    '#ABCDEF',
    'rgb(70, 87, 212)',
    'rgba(0, 0, 0, 0.04)',
    'rgb(70 87 212 / 50%)',
    'rgb(100%, 0%, 0%)',
    'hsl(233, 62%, 55%)',
    'hsla(233, 62%, 55%, 0.5)',
    'hsl(233deg 62% 55% / 0.5)',
    'transparent',
    'currentcolor',
    'currentColor',
  ]) {
    assert.ok(
      accepts({ primary: colour, page: { text: colour }, dark: { page: { text: colour } } }),
      colour,
    );
  }
});

test('colour near misses are rejected', () => {
  for (const colour of [
    '#12345',
    '#1234567',
    'blue',
    'rgb(1,2)',
    'hsl(1, 2, 3)',
    'CurrentColour',
    '#ggg',
    '',
  ]) {
    assert.equal(accepts({ primary: colour }), false, colour);
  }
});

test('lengths: 0 or a number with a documented unit', () => {
  for (const length of ['0', '8px', '1.5rem', '.5em', '20%', '10vw', '10vh', '2ch', '100px']) {
    assert.ok(accepts({ radius: length }), length);
  }
  for (const length of ['12', '1.5 rem', '-4px', '4pt', 'px', '0.5remm']) {
    assert.equal(accepts({ radius: length }), false, length);
  }
});

test('gradients: none, linear or radial with hex/rgb/hsl stops and optional percentages', () => {
  for (const g of [
    'none',
    'linear-gradient(#fff, #000)',
    'linear-gradient(90deg, #1d1040 0%, #0e0b1a 100%)',
    'linear-gradient(to top right, rgb(1, 2, 3) 10%, hsl(200, 50%, 50%))',
    'radial-gradient(circle at top left, #fff1e6 0%, #fde8d4 70%)',
    'radial-gradient(#fff, rgba(0, 0, 0, 0.5) 50%, #000)',
  ]) {
    assert.ok(accepts({ navbar: { backgroundImage: g } }), g);
  }
  for (const g of [
    'linear-gradient(red, blue)',
    'url(x.png)',
    'linear-gradient(#fff)',
    'conic-gradient(#fff, #000)',
  ]) {
    assert.equal(accepts({ navbar: { backgroundImage: g } }), false, g);
  }
});

test('headingScale is a number string from 0.25 to 4', () => {
  for (const s of ['0.25', '.3', '1', '1.25', '3.99', '4', '4.0'])
    assert.ok(accepts({ headingScale: s }), s);
  for (const s of ['0.2', '0.24', '4.01', '5', '1.', 'big', ''])
    assert.equal(accepts({ headingScale: s }), false, s);
  assert.equal(accepts({ headingScale: 1.25 }), false, 'a number, not a string');
});

test('schemaVersion is the constant 1 and colorScheme an enum', () => {
  assert.ok(accepts({ schemaVersion: 1, colorScheme: 'inherit' }));
  assert.equal(accepts({ schemaVersion: 2 }), false);
  assert.equal(accepts({ colorScheme: 'auto' }), false);
});

test('fontFaces items: weight 100..900 and url required, nothing else allowed', () => {
  assert.ok(
    accepts({ fontFaces: [{ weight: 400, url: 'f.woff2', style: 'italic', family: 'Brand' }] }),
  );
  assert.equal(accepts({ fontFaces: [{ weight: 950, url: 'f.woff2' }] }), false);
  assert.equal(accepts({ fontFaces: [{ weight: 99, url: 'f.woff2' }] }), false);
  assert.equal(accepts({ fontFaces: [{ url: 'f.woff2' }] }), false);
  assert.equal(accepts({ fontFaces: [{ weight: 400, url: 'f.woff2', display: 'swap' }] }), false);
});

test('neutral keys are 50 to 900 only', () => {
  assert.ok(
    accepts({
      neutral: { '50': '#fff', '500': '#888', '900': '#111' },
      dark: { neutral: { '50': '#111' } },
    }),
  );
  assert.equal(accepts({ neutral: { '1000': '#000' } }), false);
});

test('dark allows colours and gradients only', () => {
  assert.ok(
    accepts({
      dark: {
        primary: '#fff',
        navbar: { backgroundImage: 'none' },
        primaryButton: { hover: '#000' },
      },
    }),
  );
  assert.equal(accepts({ dark: { card: { shadow: 'none' } } }), false);
  assert.equal(accepts({ dark: { radius: '4px' } }), false);
  assert.equal(accepts({ dark: { logo: 'x.svg' } }), false);
});

test('unknown keys are rejected at the top and inside groups', () => {
  assert.equal(accepts({ colour: '#fff' }), false);
  assert.equal(accepts({ page: { backgroud: '#fff' } }), false);
});

test('messages give the pointer, what is wrong and what is allowed', () => {
  const messages = errorsOf({
    primary: 'blue',
    page: { backgroud: '#fff' },
    dark: { card: { shadow: 'none' } },
  });
  assert.deepEqual(messages, [
    '/dark/card/shadow: not allowed in dark (dark overrides colours and gradients only); allowed here: background, border',
    '/page/backgroud: unknown key; did you mean "background"?',
    '/primary: "blue" is not a valid colour; allowed: #rgb, #rgba, #rrggbb or #rrggbbaa hex, rgb()/rgba(), hsl()/hsla(), transparent or currentcolor',
  ]);
});

test('shadows, gradients and fonts cannot smuggle CSS', () => {
  for (const bad of [
    '0 0 1px red; color: red',
    '0 0 1px url(x)',
    '0 0 var(--x) red',
    'expression(alert(1))',
    '{',
    '<style>',
    '0 0 1px \\75 rl(x)',
  ]) {
    const { messages, brand } = validateBrandFile({ card: { shadow: bad } });
    assert.equal(messages.length, 1, bad);
    assert.match(messages[0]!.message, /not allowed in a shadow/);
    assert.equal(
      (brand.card as Record<string, unknown>).shadow,
      undefined,
      'the bad value is dropped',
    );
  }
  assert.match(errorsOf({ font: 'Inter; color: red' })[0]!, /^\/font: contains ";"/);
});

test('logo and font URLs must be https: or relative', () => {
  const ok = validateBrandFile({
    logo: 'https://cdn.example/logo.svg',
    logoDark: 'logos/x.svg',
    fontFaces: [{ weight: 400, url: '/f.woff2' }],
  });
  assert.deepEqual(ok.messages, []);
  for (const url of [
    'javascript:alert(1)',
    ' JaVa\tScRiPt:alert(1)',
    'data:image/svg+xml,x',
    'http://x.example/l.svg',
    '//x.example/l.svg',
  ]) {
    const { messages, brand } = validateBrandFile({
      logo: url,
      navbar: { logo: url },
      fontFaces: [{ weight: 400, url }],
    });
    assert.deepEqual(
      messages.map((m) => m.pointer),
      ['/fontFaces/0/url', '/logo', '/navbar/logo'],
      url,
    );
    assert.equal(brand.logo, undefined);
    assert.deepEqual(brand.fontFaces, []);
  }
});

test('an invalid brand keeps its valid fields and drops only the invalid ones', () => {
  const { brand } = validateBrandFile({
    primary: '#123456',
    secondary: 'navy',
    page: { text: '#000', nope: 1 },
  });
  assert.deepEqual(brand, { primary: '#123456', page: { text: '#000' } });
});

test('a file that is not an object is one message and the default brand', () => {
  for (const input of [null, [], 'brand', 3]) {
    const { brand, messages } = validateBrandFile(input);
    assert.deepEqual(brand, {});
    assert.equal(messages.length, 1);
    assert.equal(messages[0]!.pointer, '');
  }
});
