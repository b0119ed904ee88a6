/**
 * The Stripe.js stand-in, server side: the browser script at /sandbox-assets/stripe.js and the
 * JSON calls it makes under /__sandbox/stripe/ (retrieve, confirm with a card, answer a 3D Secure
 * challenge), plus test controls that create an intent without a booking and list the charges
 * of an intent.
 */
import type { Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import type { CardInput } from './cards.js';
import { IntentStore, toPublic, type IntentRecord, type IntentResult } from './intents.js';
import type { PaymentHooks, StripeStandIn } from './port.js';

let scriptBuild: Promise<string> | undefined;

/**
 * Bundles the browser script once per process (esbuild is a dev dependency, like the sandbox).
 * Node only: the static demo's build writes the same script as a file beside the service worker.
 */
export async function buildStandInScript(minify = false): Promise<string> {
  const [esbuild, { fileURLToPath }] = await Promise.all([import('esbuild'), import('node:url')]);
  const out = await esbuild.build({
    entryPoints: [fileURLToPath(new URL('./standin-browser.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    write: false,
    minify,
    legalComments: 'none',
  });
  return out.outputFiles[0].text;
}

function browserScript(): Promise<string> {
  scriptBuild ??= buildStandInScript().catch((e: unknown) => {
    scriptBuild = undefined;
    throw e;
  });
  return scriptBuild;
}

export function createStripeStandIn(hooks: PaymentHooks): StripeStandIn {
  const store = new IntentStore(hooks);
  return {
    createIntent: (amount, currency) => store.create(amount, currency),
    findIntent: (secret) => store.find(secret),
    reset: () => store.clear(),
    snapshot: () => store.records(),
    restore: (records) => store.load(records as IntentRecord[]),
    register(app: Hono) {
      app.get('/sandbox-assets/stripe.js', async (c) => {
        const body = await browserScript();
        return c.body(body, 200, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-cache',
          'Access-Control-Allow-Origin': '*',
        });
      });
      // The script runs on the widget's page, which may be another origin than the sandbox.
      app.use('/__sandbox/stripe/*', cors({ origin: '*', allowMethods: ['GET', 'POST'] }));

      app.post('/__sandbox/stripe/intents', async (c) => {
        const body = await jsonBody(c);
        const amount = body?.amount;
        const currency = body?.currency;
        if (!Number.isInteger(amount) || (amount as number) < 0) {
          return invalidBody(c, 'amount', 'amount must be a non-negative integer (minor units).');
        }
        if (typeof currency !== 'string' || !/^[A-Za-z]{3}$/.test(currency)) {
          return invalidBody(c, 'currency', 'currency must be a three-letter ISO code.');
        }
        return c.json(toPublic(store.create(amount as number, currency)));
      });

      // A test control, like POST intents: what the "provider" charged for one intent (Stripe's
      // GET /v1/charges?payment_intent=, which needs the secret key a browser never has).
      app.get('/__sandbox/stripe/charges', (c) =>
        c.json({
          object: 'list',
          data: store.chargesOf(c.req.query('payment_intent') ?? ''),
          has_more: false,
        }),
      );

      app.get('/__sandbox/stripe/payment_intents/:id', (c) =>
        reply(c, store.retrieve(c.req.param('id'), c.req.query('client_secret') ?? '')),
      );

      app.post('/__sandbox/stripe/payment_intents/:id/confirm', async (c) => {
        const body = await jsonBody(c);
        if (!body) return invalidBody(c, 'body', 'The body must be a JSON object.');
        const secret = typeof body.client_secret === 'string' ? body.client_secret : '';
        return reply(c, store.confirm(c.req.param('id'), secret, readCard(body.payment_method)));
      });

      app.post('/__sandbox/stripe/payment_intents/:id/authenticate', async (c) => {
        const body = await jsonBody(c);
        const result = body?.result;
        if (result !== 'complete' && result !== 'fail') {
          return invalidBody(c, 'result', 'result must be "complete" or "fail".');
        }
        const secret = typeof body?.client_secret === 'string' ? body.client_secret : '';
        return reply(c, store.authenticate(c.req.param('id'), secret, result === 'complete'));
      });
    },
  };
}

type Json = Record<string, unknown>;

async function jsonBody(c: Context): Promise<Json | undefined> {
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Json) : undefined;
  } catch {
    return undefined;
  }
}

/** `payment_method: {card: {number, exp_month, exp_year, cvc}, billing_details: {address: {postal_code}}}`. */
function readCard(pm: unknown): CardInput | undefined {
  const card = (pm as { card?: Json } | undefined)?.card;
  if (!card || typeof card !== 'object') return undefined;
  const address = (pm as { billing_details?: { address?: Json } }).billing_details?.address;
  return {
    number: String(card.number ?? ''),
    expMonth: Number(card.exp_month),
    expYear: Number(card.exp_year),
    cvc: String(card.cvc ?? ''),
    postalCode: typeof address?.postal_code === 'string' ? address.postal_code : undefined,
  };
}

function reply(c: Context, result: IntentResult) {
  return result.ok ? c.json(result.intent) : c.json({ error: result.error }, result.status);
}

function invalidBody(c: Context, param: string, message: string) {
  return c.json(
    { error: { type: 'invalid_request_error', code: 'parameter_invalid', param, message } },
    400,
  );
}
