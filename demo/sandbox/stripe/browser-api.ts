/**
 * The stand-in script's calls to the sandbox (browser side). Like Stripe.js, every failure comes
 * back as a result with an `error`, never as a rejection, so the page handles one shape.
 */
import type { PublicPaymentIntent, StripeErrorBody } from './intents.js';

export type ApiResult = { paymentIntent: PublicPaymentIntent } | { error: StripeErrorBody };

export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export class IntegrationError extends Error {
  override name = 'IntegrationError';
}

/** Stripe derives the intent id from its client secret ("pi_x_secret_y" -> "pi_x"). */
export function intentIdOf(clientSecret: string): string {
  const at = typeof clientSecret === 'string' ? clientSecret.indexOf('_secret_') : -1;
  if (at <= 0) {
    throw new IntegrationError(
      `Invalid value for clientSecret: expected a PaymentIntent client secret of the form ` +
        `\${id}_secret_\${secret}.`,
    );
  }
  return clientSecret.slice(0, at);
}

export class StandInApi {
  /** `base` is the stand-in's JSON root, e.g. "http://127.0.0.1:4010/__sandbox/stripe/". */
  constructor(private readonly base: URL) {}

  retrieve(clientSecret: string): Promise<ApiResult> {
    const url = this.url(`payment_intents/${encodeURIComponent(intentIdOf(clientSecret))}`);
    url.searchParams.set('client_secret', clientSecret);
    return this.call(url, { method: 'GET' });
  }

  confirm(clientSecret: string, card: CardDetails, postalCode: string | null): Promise<ApiResult> {
    const id = intentIdOf(clientSecret);
    const body = {
      client_secret: clientSecret,
      payment_method: {
        type: 'card',
        card,
        billing_details: { address: { postal_code: postalCode } },
      },
    };
    return this.post(`payment_intents/${encodeURIComponent(id)}/confirm`, body);
  }

  authenticate(clientSecret: string, passed: boolean): Promise<ApiResult> {
    const id = intentIdOf(clientSecret);
    const body = { client_secret: clientSecret, result: passed ? 'complete' : 'fail' };
    return this.post(`payment_intents/${encodeURIComponent(id)}/authenticate`, body);
  }

  private post(path: string, body: unknown): Promise<ApiResult> {
    return this.call(this.url(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  private url(path: string): URL {
    return new URL(path, this.base);
  }

  private async call(url: URL, init: RequestInit): Promise<ApiResult> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, credentials: 'omit' });
    } catch {
      return connectionError();
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return connectionError();
    }
    const error = (body as { error?: StripeErrorBody } | null)?.error;
    // Stripe.js reports its API's own failures (5xx) as api_error, whatever the body says.
    if (response.status >= 500) {
      const message = error?.message ?? 'Something went wrong on the payment provider’s end.';
      return { error: { type: 'api_error', code: 'api_error', message } };
    }
    if (!response.ok || error) return { error: error ?? connectionError().error };
    return { paymentIntent: body as PublicPaymentIntent };
  }
}

function connectionError(): { error: StripeErrorBody } {
  return {
    error: {
      type: 'api_connection_error',
      code: 'api_connection_error',
      message: 'We could not reach the payment provider. Check your connection and try again.',
    },
  };
}
