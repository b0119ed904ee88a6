/** Phone verification: the SMS code goes to the server log and GET /__sandbox/sms. */
import { randomInt } from '../random.js';
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import { businessError } from '../errors.js';
import { REFUSALS } from '../i18n/refusals.js';
import { bodyChecker, readJson, requireDistributor, useSession, type Env } from '../http.js';
import { E164 } from '../validate.js';

const PHONE = {
  required: true,
  pattern: E164,
  message: 'Must be an E.164 number such as +447700900123.',
};

export function phoneRoutes(app: Hono<Env>, { store, log }: Deps): void {
  for (const v of ['v1', 'v2']) {
    app.post(`/${v}/phone-number-verification`, async (c) => {
      requireDistributor(c);
      useSession(c, store);
      const check = bodyChecker(await readJson(c));
      const phone = check.str('phone_number', PHONE);
      check.done();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      store.sms.set(phone!, code);
      log(`SMS to ${phone}: your verification code is ${code}`);
      return c.body(null, 204);
    });

    app.post(`/${v}/verification-code-confirmation`, async (c) => {
      requireDistributor(c);
      const s = useSession(c, store);
      const check = bodyChecker(await readJson(c));
      const phone = check.str('phone_number', PHONE);
      const code = check.str('phone_number_verification_code', { required: true, max: 12 });
      check.done();
      if (!store.sms.has(phone!))
        throw businessError(400, 28, 'Missing phone verification', REFUSALS.requestCodeFirst);
      if (store.sms.get(phone!) !== code)
        throw businessError(400, 29, 'Invalid phone code', REFUSALS.wrongCode);
      s.verifiedPhones.add(phone!);
      return c.body(null, 204);
    });
  }
}
