/**
 * The order confirmation email: MJML built from a booking and a resolved brand, compiled to HTML
 * that the major mail clients render (tables, inline styles, no web fonts), and its plain-text
 * part. The MJML compiler is passed in (`mjml` in Node, `mjml-browser` in a page), so this module
 * is the same in both and loads neither.
 *
 * Doc 3's fields used: colorScheme (light, dark; inherit is light plus a dark media query for the
 * clients that honour it), page.* (body), navbar.background/text/border (header; its gradient is
 * web only), logo/logoDark/navbar.logo at logoHeight (header), page.divider (rules), footer.*
 * and footer.logo (footer), font and headingFont with safe fallbacks, primary (total).
 */
import type { ResolvedBrand } from '../brand/types.js';
import type { SurfaceBooking } from './booking.js';
import { bookingFacts, type BookingFacts, type ItemFacts } from './facts.js';
import { emailScheme, lengthPx, logoUrl, safeFontStack, schemeLogo } from './surface-brand.js';

/** Escapes text for MJML content and attribute values. */
const esc = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export interface EmailOptions {
  /** Base URL that relative logo references are resolved against (the brand file's location). */
  assetBase?: string;
}

export interface MjmlResult {
  html: string;
  errors: { line?: number; message: string; tagName?: string }[];
}
/** `mjml2html` of `mjml` or `mjml-browser`: MJML 5 answers with a promise. */
export type MjmlCompiler = (
  mjml: string,
  options: Record<string, unknown>,
) => MjmlResult | Promise<MjmlResult>;

export interface RenderedEmail {
  subject: string;
  mjml: string;
  html: string;
  text: string;
}

type Palette = ResolvedBrand['values'];

/**
 * An amount kept in its own left-to-right order: in a right-to-left email, bidi would otherwise
 * tear a symbol like "UK£" apart ("£UK").
 */
const money = (s: string) => `<span dir="ltr">${esc(s)}</span>`;

function logoImg(
  src: string | undefined,
  alt: string,
  height: number,
  color: string,
  darkSrc?: string,
): string {
  if (src && darkSrc && darkSrc !== src) {
    // `inherit`: the dark mark is shown instead in the clients that honour the dark media query.
    return `<div class="t-light-logo">${logoImg(src, alt, height, color)}</div><div class="t-dark-logo" style="display:none;mso-hide:all">${logoImg(darkSrc, alt, height, color)}</div>`;
  }
  if (!src) return `<span style="font-size:20px;font-weight:700;color:${color}">${esc(alt)}</span>`;
  return `<img src="${esc(src)}" alt="${esc(alt)}" height="${height}" style="display:block;height:${height}px;width:auto;max-width:100%;border:0">`;
}

function row(cells: string[], styles: string[]): string {
  return `<tr>${cells.map((c, i) => `<td style="padding:4px 0;vertical-align:top;${styles[i] ?? ''}">${c}</td>`).join('')}</tr>`;
}

function itemSection(item: ItemFacts, f: BookingFacts, v: Palette, start: string, end: string) {
  const muted = `color:${v['page.textMuted']}`;
  const mutedSpan = (s: string) => `<span class="t-muted" style="${muted}">${esc(s)}</span>`;
  const facts = item.facts
    .map((x) =>
      row(
        [mutedSpan(x.label), `${esc(x.value)}${x.detail ? `<br>${mutedSpan(x.detail)}` : ''}`],
        [`width:35%;text-align:${start}`, `text-align:${start}`],
      ),
    )
    .join('');
  const lines = [
    ...item.tickets.map((t) =>
      row(
        [`${esc(t.name)}${t.detail ? `<br>${mutedSpan(t.detail)}` : ''}`, money(t.price)],
        [`text-align:${start}`, `text-align:${end};white-space:nowrap`],
      ),
    ),
    ...item.fees.map((x) =>
      row(
        [mutedSpan(x.name), `<span class="t-muted" style="${muted}">${money(x.price)}</span>`],
        [`text-align:${start}`, `text-align:${end}`],
      ),
    ),
    row(
      [`<strong>${esc(f.words.subtotal)}</strong>`, `<strong>${money(item.subtotal)}</strong>`],
      [
        `text-align:${start};border-top:1px solid ${v['page.divider']}`,
        `text-align:${end};border-top:1px solid ${v['page.divider']}`,
      ],
    ),
  ].join('');
  return `<mj-section padding="8px 0">
      <mj-column>
        <mj-text css-class="t-text" font-family="${esc(safeFontStack(v.headingFont))}" font-size="20px" font-weight="700" padding-bottom="4px">${esc(item.title)}</mj-text>
        <mj-text css-class="t-text" padding-top="0">${esc(item.when)}${item.where ? `<br>${mutedSpan(item.where)}` : ''}</mj-text>
        <mj-table css-class="t-text" color="${v['page.text']}">${facts}</mj-table>
        <mj-text css-class="t-text" font-weight="700" padding-bottom="0">${esc(f.words.tickets)}</mj-text>
        <mj-table css-class="t-text" color="${v['page.text']}">${lines}</mj-table>
        <mj-divider css-class="t-divider" border-width="1px" border-color="${v['page.divider']}" />
      </mj-column>
    </mj-section>`;
}

/** Dark values for `colorScheme: inherit`, in the clients that honour prefers-color-scheme. */
function darkStyle(d: Palette): string {
  const bg = (cls: string, color: string) =>
    `.${cls},.${cls}>table{background:${color}!important;background-color:${color}!important}`;
  return `@media (prefers-color-scheme: dark){
${bg('t-body', d['page.background']!)}
.t-body>div{background-color:${d['page.background']}!important}
${bg('t-header', d['navbar.background']!)}
${bg('t-footer', d['footer.background']!)}
.t-text div,.t-text td{color:${d['page.text']}!important;border-color:${d['page.divider']}!important}
.t-light-logo{display:none!important}
.t-dark-logo{display:block!important}
.t-muted{color:${d['page.textMuted']}!important}
.t-divider p{border-color:${d['page.divider']}!important}
.t-header div{color:${d['navbar.text']}!important}
.t-footer div{color:${d['footer.text']}!important}
.t-footer a{color:${d['footer.link']}!important}
}`;
}

/**
 * The email's MJML. `brand` is both resolved schemes of the brand (processBrand(...).resolved).
 */
export function emailMjml(
  booking: SurfaceBooking,
  brand: { light: ResolvedBrand; dark: ResolvedBrand },
  options: EmailOptions = {},
): string {
  const f = bookingFacts(booking);
  const w = f.words;
  const scheme = emailScheme(brand.light);
  const b = brand[scheme];
  const v = b.values;
  const start = f.dir === 'rtl' ? 'right' : 'left';
  const end = f.dir === 'rtl' ? 'left' : 'right';
  const logoHeight = lengthPx(v.logoHeight, 32);
  const name = f.sellerName;
  const headerLogo = logoUrl(b.navbarLogo ?? schemeLogo(b, scheme), options.assetBase);
  const footerLogo = logoUrl(b.footerLogo ?? schemeLogo(b, scheme), options.assetBase);
  const inherit = brand.light.colorScheme === 'inherit';
  // navbar.logo and footer.logo are keyed to their surface: only the scheme-chosen logo swaps.
  const darkLogo = inherit ? logoUrl(schemeLogo(brand.dark, 'dark'), options.assetBase) : undefined;
  const seller = booking.seller;
  const footerLines = [
    name ? `<strong>${esc(name)}</strong>` : '',
    seller?.url && /^https?:/i.test(seller.url)
      ? `<a href="${esc(seller.url)}" style="color:${v['footer.link']}">${esc(seller.url.replace(/^https?:\/\//, ''))}</a>`
      : '',
    seller?.email
      ? `<a href="mailto:${esc(seller.email)}" style="color:${v['footer.link']}">${esc(seller.email)}</a>`
      : '',
    esc(w.footerNote),
  ].filter(Boolean);

  return `<mjml lang="${esc(f.language)}" dir="${f.dir}">
  <mj-head>
    <mj-title>${esc(w.subject(f.reference))}</mj-title>
    <mj-preview>${esc(w.preview(f.reference))}</mj-preview>
    <mj-raw><meta name="color-scheme" content="${inherit ? 'light dark' : scheme}"><meta name="supported-color-schemes" content="${inherit ? 'light dark' : scheme}"></mj-raw>
    <mj-attributes>
      <mj-all font-family="${esc(safeFontStack(v.font))}" />
      <mj-section direction="${f.dir}" />
      <mj-column direction="${f.dir}" />
      <mj-text color="${v['page.text']}" font-size="15px" line-height="1.5" align="${start}" />
      <mj-table font-size="15px" line-height="1.5" align="${start}" />
    </mj-attributes>
    ${inherit ? `<mj-style>${darkStyle(brand.dark.values)}</mj-style>` : ''}
  </mj-head>
  <mj-body background-color="${v['page.background']}" width="600px" css-class="t-body">
    <mj-section css-class="t-header" background-color="${v['navbar.background']}" border-bottom="1px solid ${v['navbar.border']}" padding="16px 0">
      <mj-column>
        <mj-text css-class="t-header" color="${v['navbar.text']}">${logoImg(headerLogo, name, logoHeight, v['navbar.text']!, b.navbarLogo ? undefined : darkLogo)}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="24px 0 8px">
      <mj-column>
        <mj-text css-class="t-text" font-family="${esc(safeFontStack(v.headingFont))}" font-size="26px" font-weight="700" line-height="1.25">${esc(w.heading)}</mj-text>
        <mj-text css-class="t-text">${esc(w.greeting(f.customerName))}<br>${esc(w.intro)}</mj-text>
        <mj-text css-class="t-text" padding-bottom="0"><span class="t-muted" style="color:${v['page.textMuted']}">${esc(w.reference)}</span></mj-text>
        <mj-text css-class="t-text" font-size="24px" font-weight="700" letter-spacing="1px" padding-top="0"><span dir="ltr">${esc(f.reference)}</span></mj-text>
        <mj-divider css-class="t-divider" border-width="1px" border-color="${v['page.divider']}" />
      </mj-column>
    </mj-section>
    ${f.items.map((item) => itemSection(item, f, v, start, end)).join('\n')}
    <mj-section padding="8px 0 24px">
      <mj-column>
        <mj-table css-class="t-text" color="${v['page.text']}" font-size="18px">${row(
          [`<strong>${esc(w.total)}</strong>`, `<strong>${money(f.total)}</strong>`],
          [`text-align:${start}`, `text-align:${end};white-space:nowrap`],
        )}</mj-table>
      </mj-column>
    </mj-section>
    <mj-section css-class="t-footer" background-color="${v['footer.background']}" border-top="1px solid ${v['footer.border']}" padding="24px 0 ${lengthPx(v['footer.paddingBottom'], 32)}px">
      <mj-column>
        ${footerLogo ? `<mj-text css-class="t-footer">${logoImg(footerLogo, name, Math.min(logoHeight, 32), v['footer.text']!, b.footerLogo ? undefined : darkLogo)}</mj-text>` : ''}
        <mj-text css-class="t-footer" color="${v['footer.text']}" font-size="13px">${footerLines.join('<br>')}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** The plain-text part: the same facts, one per line. */
function emailText(booking: SurfaceBooking): string {
  const f = bookingFacts(booking);
  const w = f.words;
  const out = [
    w.heading,
    '',
    w.greeting(f.customerName),
    w.intro,
    '',
    `${w.reference}: ${f.reference}`,
  ];
  for (const item of f.items) {
    out.push('', '----------------------------------------', item.title, item.when);
    if (item.where) out.push(item.where);
    for (const x of item.facts)
      out.push(`${x.label}: ${x.value}${x.detail ? ` (${x.detail})` : ''}`);
    out.push('', `${w.tickets}:`);
    for (const t of item.tickets)
      out.push(`- ${t.name}${t.detail ? ` (${t.detail})` : ''}: ${t.price}`);
    for (const x of item.fees) out.push(`- ${x.name}: ${x.price}`);
    out.push(`${w.subtotal}: ${item.subtotal}`);
  }
  out.push('', '----------------------------------------', `${w.total}: ${f.total}`, '');
  if (f.sellerName) out.push(f.sellerName);
  if (booking.seller?.url) out.push(booking.seller.url);
  if (booking.seller?.email) out.push(booking.seller.email);
  out.push(w.footerNote);
  return `${out.join('\n')}\n`;
}

/**
 * Renders the email: MJML validated strictly (any error throws), no web fonts, includes ignored
 * (booking text can never name a file to read).
 */
export async function renderEmail(
  booking: SurfaceBooking,
  brand: { light: ResolvedBrand; dark: ResolvedBrand },
  compile: MjmlCompiler,
  options: EmailOptions = {},
): Promise<RenderedEmail> {
  const mjml = emailMjml(booking, brand, options);
  const result = await compile(mjml, {
    validationLevel: 'strict',
    fonts: {},
    ignoreIncludes: true,
    keepComments: false,
  });
  return {
    subject: bookingFacts(booking).words.subject(booking.reference),
    mjml,
    html: result.html,
    text: emailText(booking),
  };
}
