/**
 * Screenshots of the demo in Spanish and French at 375 px, for checking that longer words fit
 * (not a test): landing, results with the pager, the theatre step with seats, the basket, the
 * checkout's details form and the payment form. Driven by role and accessible name in each
 * language, so a missing translation stops the run.
 * Run: node --import tsx test/features/shell/locale-shots.ts [outDir]
 * (Vite on PORT, default 8218; PNGs to /tmp/shots-locales unless told otherwise).
 */
import { mkdirSync } from 'node:fs';
import { createServer } from 'vite';
import { chromium, type Page } from 'playwright-core';

const port = Number(process.env.PORT ?? 8218);
const out = process.argv[2] ?? '/tmp/shots-locales';
const WIDTH = 375;

/** The words the run clicks on, per language. */
const WORDS = {
  es: {
    landing: 'Encuentra tu próxima experiencia',
    choose: /^Elegir /,
    best: 'Buscar los mejores asientos',
    add: 'Añadir a la cesta',
    basket: 'Tu cesta',
    checkout: 'Ir al pago',
    details: 'Tus datos',
    email: 'Correo electrónico',
    first: 'Nombre',
    last: 'Apellidos',
    phone: 'Móvil',
    next: 'Continuar',
    pay: /^Pagar /,
  },
  fr: {
    landing: 'Trouvez votre prochaine expérience',
    choose: /^Choisir /,
    best: 'Trouver les meilleures places',
    add: 'Ajouter au panier',
    basket: 'Votre panier',
    checkout: 'Passer au paiement',
    details: 'Vos coordonnées',
    email: 'E-mail',
    first: 'Prénom',
    last: 'Nom',
    phone: 'Téléphone mobile',
    next: 'Continuer',
    pay: /^Payer /,
  },
} as const;
type Lang = keyof typeof WORDS;

/** Opens the demo at a route with the widget in `lang`. */
async function open(page: Page, lang: Lang, route = '') {
  const query = route ? `?tessera=${encodeURIComponent(route)}` : '';
  await page.goto(`http://127.0.0.1:${port}/demo/${query}`);
  await page.evaluate((l) => document.querySelector('#widget')!.setAttribute('language', l), lang);
}

async function shot(page: Page, lang: Lang, name: string) {
  await page.waitForTimeout(300);
  const file = `${out}/${lang}-${WIDTH}-${name}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
  // Phone-screen slices too, to look at at full size.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, i = 1; y < height; y += 812, i++) {
    const clip = { x: 0, y, width: WIDTH, height: Math.min(812, height - y) };
    await page.screenshot({ path: file.replace('.png', `.${i}.png`), fullPage: true, clip });
  }
}

async function run(page: Page, lang: Lang) {
  const w = WORDS[lang];
  const main = page.locator('tessera-booking main');
  await open(page, lang);
  await page.getByRole('heading', { level: 1, name: w.landing }).waitFor();
  await page.locator('tessera-landing .show').first().waitFor();
  await shot(page, lang, 'landing');

  await open(page, lang, 'search?size=12');
  await page.locator('tessera-result-card').first().waitFor();
  await shot(page, lang, 'results');

  await open(page, lang, 'attraction/TH-LON-01');
  await main.getByRole('button', { name: w.choose }).first().click({ timeout: 30000 });
  await page.locator('tessera-theatre-purchase select').first().selectOption('2');
  await page.locator('tessera-seat-map circle.seat').first().waitFor({ timeout: 30000 });
  await main.getByRole('button', { name: w.best }).click();
  await shot(page, lang, 'theatre');

  await main.getByRole('button', { name: w.add }).click();
  await main.getByRole('heading', { name: w.basket }).waitFor();
  await shot(page, lang, 'basket');

  await main.getByRole('button', { name: w.checkout }).click();
  await main.getByRole('heading', { name: w.details }).waitFor();
  await shot(page, lang, 'checkout');

  await main.getByRole('textbox', { name: w.email }).fill('ada@example.com');
  await main.getByRole('textbox', { name: w.first, exact: true }).fill('Ada');
  await main.getByRole('textbox', { name: w.last, exact: true }).fill('Lovelace');
  await main.getByRole('textbox', { name: w.phone }).fill('+447700900123');
  await main.getByRole('button', { name: w.next }).click();
  await main.getByRole('button', { name: w.pay }).waitFor({ timeout: 30000 });
  await shot(page, lang, 'payment');
}

mkdirSync(out, { recursive: true });
const server = await createServer({
  configFile: 'vite.config.ts',
  server: { port, strictPort: true },
  logLevel: 'error',
});
await server.listen();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const lang of Object.keys(WORDS) as Lang[]) {
    const page = await browser.newPage({
      deviceScaleFactor: 1,
      viewport: { width: WIDTH, height: 812 },
    });
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await run(page, lang);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
