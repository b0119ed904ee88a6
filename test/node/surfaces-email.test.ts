// The order confirmation email (src/surfaces/email.ts): strict MJML validation for every demo
// brand, the text part, and the brand fields doc 3 gives the email.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import mjml2html from 'mjml';
import { processBrand } from '../../src/brand/process.js';
import {
  BookingShapeError,
  parseBooking,
  type SurfaceBooking,
} from '../../src/surfaces/booking.js';
import { emailMjml, renderEmail, type MjmlCompiler } from '../../src/surfaces/email.js';
import { formatMoney } from '../../src/components/format.js';
import { logoUrl, safeFontStack } from '../../src/surfaces/surface-brand.js';

const compile = mjml2html as unknown as MjmlCompiler;
const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;
const booking = parseBooking(json('examples/booking.json'));
const brandOf = (name: string) => processBrand(json(`demo/brands/${name}.json`)).resolved;
const demoBrands = readdirSync('demo/brands')
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

test('the email of every demo brand (the broken one too) passes MJML strict validation', async () => {
  assert.ok(demoBrands.length >= 6);
  for (const name of demoBrands) {
    const mjml = emailMjml(booking, brandOf(name));
    const direct = await compile(mjml, { validationLevel: 'soft', fonts: {} });
    assert.deepEqual(direct.errors, [], `${name}: ${JSON.stringify(direct.errors)}`);
    // renderEmail validates strictly: it throws on any error.
    const email = await renderEmail(booking, brandOf(name), compile);
    assert.match(email.html, /^<!doctype html>/i, name);
  }
});

test('strict validation is on: an invalid document is refused, not rendered', async () => {
  const bad = emailMjml(booking, brandOf('default')).replace('<mj-column>', '<mj-column foo="1">');
  await assert.rejects(
    Promise.resolve(compile(bad, { validationLevel: 'strict' })),
    /Attribute foo is illegal/,
  );
});

test('the text part has the reference, the total, every attraction and every ticket', async () => {
  const email = await renderEmail(booking, brandOf('grand-theatre'), compile);
  assert.ok(email.text.includes(`Booking reference: ${booking.reference}`), email.text);
  const total = formatMoney(booking.total, booking.currency, 'en');
  assert.equal(total, '£233.40');
  assert.ok(email.text.includes(`Paid: ${total}`), email.text);
  for (const r of booking.reservations) {
    assert.ok(email.text.includes(r.attraction_name));
    for (const t of r.tickets) assert.ok(email.text.includes(`- ${t.name}`));
  }
  assert.ok(email.text.includes('Stalls, row A, seat 1'));
  assert.ok(email.text.includes('Pickup: Hotel Caledonian, Princes St'));
  // Dates in the attraction's time zone: 19:30 in London, whatever the machine's zone.
  assert.ok(email.text.includes('Nov 24, 2026, 7:30 PM'), email.text);
  assert.equal(email.subject, `Your booking ${booking.reference} is confirmed`);
  assert.ok(email.html.includes(booking.reference) && email.html.includes(total));
});

test('header logo at logoHeight, footer colours, dividers and font fallbacks from the brand', async () => {
  const brand = brandOf('grand-theatre');
  const v = brand.light.values;
  const { html } = await renderEmail(booking, brand, compile, {
    assetBase: 'https://cdn.example.com/brands/',
  });
  // logoHeight 2.5rem is 40px; navbar.logo (the brand's dark-red header keeps a light mark),
  // resolved against the brand file's location.
  assert.match(
    html,
    /<img src="https:\/\/cdn\.example\.com\/brands\/logos\/grand-theatre-dark\.svg" alt="Tessera Tickets" height="40" style="display:block;height:40px;/,
  );
  for (const colour of [
    v['footer.background'],
    v['footer.text'],
    v['footer.link'],
    v['page.divider'],
    v['navbar.background'],
    v['page.background'],
  ])
    assert.ok(html.toLowerCase().includes(colour!.toLowerCase()), colour);
  assert.ok(html.includes('Source Serif Pro'), 'brand font');
  assert.ok(html.includes('Playfair Display'), 'heading font');
  assert.ok(!/<link[^>]+fonts\.googleapis/.test(html), 'no web fonts');
});

test('colorScheme picks the email scheme: dark uses logoDark and dark colours; inherit adds a dark media query', async () => {
  const dark = brandOf('midnight-jazz');
  const html = (await renderEmail(booking, dark, compile)).html;
  assert.ok(html.includes('logos/midnight-jazz-dark.svg'));
  assert.ok(html.includes(dark.dark.values['page.background']!));
  assert.ok(html.includes('content="dark"'));

  const inherit = brandOf('wanderlust-tours');
  const both = (await renderEmail(booking, inherit, compile)).html;
  assert.ok(both.includes('content="light dark"'));
  assert.match(both, /@media \(prefers-color-scheme: ?dark\)/);
  assert.ok(both.includes(inherit.dark.values['page.background']!));
  assert.ok(both.includes('logos/wanderlust.svg'), 'the light logo inline');
  // The footer's scheme-chosen logo swaps to logoDark where the dark media query applies.
  assert.match(
    both,
    /class="t-dark-logo" style="display:none;mso-hide:all"><img src="logos\/wanderlust-dark\.svg"/,
  );
  assert.match(both, /\.t-dark-logo\{display:block!important\}/);
});

test('footer.logo and navbar.logo replace the scheme-chosen logo in their place', async () => {
  const brand = processBrand({
    logo: 'https://x.test/logo.png',
    navbar: { logo: 'https://x.test/navbar.png' },
    footer: { logo: 'https://x.test/footer.png' },
  }).resolved;
  const { html } = await renderEmail(booking, brand, compile);
  assert.ok(html.includes('https://x.test/navbar.png'));
  assert.ok(html.includes('https://x.test/footer.png'));
  assert.ok(!html.includes('https://x.test/logo.png'));
});

test('booking text is text: markup in names is escaped and never read as MJML', async () => {
  const hostile: SurfaceBooking = structuredClone(booking);
  hostile.reservations[0]!.attraction_name =
    '<mj-include path="/etc/passwd" /><script>alert(1)</script>';
  hostile.customer = { first_name: '"><img src=x onerror=alert(1)>' };
  const email = await renderEmail(hostile, brandOf('default'), compile);
  assert.ok(!email.html.includes('<script>alert(1)'));
  assert.ok(!email.html.includes('<img src=x'));
  assert.ok(email.html.includes('&lt;mj-include path='));
  assert.ok(!email.html.includes('root:'));
});

test('values that did not come through validation are still guarded: font list, logo scheme', async () => {
  // The validator refuses both; a caller passing its own resolved brand gets the same guard.
  const brand = brandOf('default');
  for (const scheme of ['light', 'dark'] as const) {
    brand[scheme].values.font = 'x;}</style><script>alert(1)</script>';
    brand[scheme].logo = 'javascript:alert(1)';
  }
  const { html } = await renderEmail(booking, brand, compile);
  assert.ok(!html.includes('javascript:'));
  assert.ok(!html.includes('<script>alert(1)'));
  assert.ok(html.includes('font-family:Helvetica, Arial, sans-serif'));
  assert.equal(safeFontStack('"Brand Sans"'), '"Brand Sans", Helvetica, Arial, sans-serif');
  assert.equal(safeFontStack('Georgia, serif'), 'Georgia, serif');
  assert.equal(logoUrl('data:image/png;base64,AA'), 'data:image/png;base64,AA');
  assert.equal(logoUrl('logo.png', 'https://a.test/b/brand.json'), 'https://a.test/b/logo.png');
});

test('a language without its own words reads English throughout; API text stays as sent', async () => {
  // Japanese names from the sandbox, in a booking made in a language the widget does not speak.
  const ja = { ...parseBooking(json('test/fixtures/booking-ja.json')), language: 'zh' };
  const email = await renderEmail(ja, brandOf('default'), compile);
  assert.match(email.html, /<html lang="en" dir="ltr"/);
  assert.ok(email.text.includes('Booking confirmed'));
  assert.ok(email.text.includes('ファントム・ライトハウス'));
  assert.ok(email.text.includes('Paid: £233.40'));
});

test('Arabic: right to left, its own words, dates and money in Arabic; the reference kept left to right', async () => {
  const ar = parseBooking(json('test/fixtures/booking-ar.json'));
  const email = await renderEmail(ar, brandOf('wanderlust-tours'), compile);
  assert.match(email.html, /<html lang="ar" dir="rtl"/);
  assert.match(email.html, /text-align:right/);
  assert.ok(email.html.includes('<span dir="ltr">TSB-000001</span>'));
  assert.ok(email.text.includes('تم تأكيد الحجز'));
  assert.ok(email.text.includes(`رقم الحجز: ${ar.reference}`));
  assert.ok(email.text.includes(`المبلغ المدفوع: ${formatMoney(ar.total, ar.currency, 'ar')}`));
  assert.equal(email.subject, `تم تأكيد حجزك ${ar.reference}`);
});

test('Arabic: values from the API are isolated, so an age range "18+" does not read "+18"', async () => {
  const ar = parseBooking(json('test/fixtures/booking-ar.json'));
  const email = await renderEmail(ar, brandOf('wanderlust-tours'), compile);
  assert.ok(email.html.includes('\u206818+\u2069'), 'the age range is isolated');
  assert.ok(email.html.includes('\u2068Hotel Caledonian, Princes St\u2069'), 'a pickup point too');
  const en = await renderEmail(
    parseBooking(json('examples/booking.json')),
    brandOf('wanderlust-tours'),
    compile,
  );
  assert.ok(!en.html.includes('\u2068'), 'a left-to-right email needs no isolates');
});

test('Japanese: its own words, the total formatted for Japanese, names as sent', async () => {
  const ja = parseBooking(json('test/fixtures/booking-ja.json'));
  assert.equal(ja.language, 'ja');
  const email = await renderEmail(ja, brandOf('default'), compile);
  assert.match(email.html, /<html lang="ja" dir="ltr"/);
  assert.ok(email.text.includes('予約が確定しました'), email.text);
  assert.ok(email.text.includes('ファントム・ライトハウス'));
  assert.ok(!email.text.includes('Booking confirmed'), email.text);
  assert.ok(email.text.includes(formatMoney(ja.total, ja.currency, 'ja')), email.text);
});

test('parseBooking names the first field that is wrong', () => {
  assert.throws(() => parseBooking({ ...booking, reference: '' }), BookingShapeError);
  assert.throws(() => parseBooking({ ...booking, reference: '' }), /booking\.reference/);
  assert.throws(
    () => parseBooking({ ...booking, reservations: [{ attraction_name: 'x' }] }),
    /booking\.reservations\[0\]\.start_datetime/,
  );
});
