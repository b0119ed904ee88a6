import { expect } from '@open-wc/testing';
import type { MessageOverrides } from '../../../src/public-api.js';
import type { TesseraBooking } from '../../../src/tessera-booking.js';
import { deepAll, deepText, mountWidget, waitFor } from '../sandbox-helpers.js';

// Ids from messages/messages.json (the package's list of every message with its English text).
const HEADLINE = 's14fd2ed3fef372ce'; // "Find your next experience"
const RESULTS = 's172caa457b66c9c0'; // "one{# result}other{# results}" (a plural message)
const FOOTER = 'sa96ccb45e25a5f96'; // "Prices in ${0}. Times are local to each venue."

function headline(el: Element): string {
  return deepAll(el, 'tessera-landing')[0]?.shadowRoot?.querySelector('h1')?.textContent ?? '';
}

function searchButton(el: Element): string {
  return (
    deepAll(el, 'tessera-navbar')[0]?.shadowRoot?.querySelector('button')?.textContent?.trim() ?? ''
  );
}

/** Mounts the widget with `messages` set before it is added to the page, as a host page does. */
async function mountWith(messages: MessageOverrides, attrs: Record<string, string> = {}) {
  const define = customElements.whenDefined('tessera-booking');
  await define;
  const original = document.createElement.bind(document);
  // mountWidget creates the element and appends it; set the property in between.
  document.createElement = ((tag: string) => {
    const made = original(tag);
    if (tag === 'tessera-booking') (made as TesseraBooking).messages = messages;
    return made;
  }) as typeof document.createElement;
  try {
    return await mountWidget({ view: 'landing' }, attrs);
  } finally {
    document.createElement = original;
  }
}

describe('<tessera-booking> takes the distributor’s own words through `messages`', () => {
  let el: TesseraBooking | undefined;
  let warnings: string[] = [];
  const warn = console.warn;
  beforeEach(() => {
    warnings = [];
    console.warn = (...args: unknown[]) => {
      const text = args.map(String).join(' ');
      if (text.startsWith('[tessera]')) warnings.push(text);
      warn.apply(console, args);
    };
  });
  afterEach(async () => {
    console.warn = warn;
    // The UI locale and the overrides are page-wide: leave the page in plain English.
    if (el) {
      el.messages = undefined;
      el.setAttribute('language', 'en');
      el.reset();
      await waitFor(() => headline(el!) === 'Find your next experience');
      el.remove();
    }
    el = undefined;
  });

  it('overrides an English message from the first render, one with its value moved, and a plural one', async () => {
    const seen: string[] = [];
    const watch = setInterval(() => el && seen.push(headline(el)), 5);
    el = await mountWith({
      en: {
        [HEADLINE]: 'What will you see tonight?',
        [RESULTS]: 'one{One show found}other{Shows found: #}',
        [FOOTER]: '${0} prices; each venue keeps its own time.',
      },
    });
    await waitFor(() => headline(el!) === 'What will you see tonight?');
    clearInterval(watch);
    expect(seen).not.to.include('Find your next experience');
    expect(searchButton(el)).to.equal('Search');
    await waitFor(() => deepText(el!).includes('EUR prices; each venue keeps its own time.'));
    el.search({ city: 'paris' });
    const count = await waitFor(() => /Shows found: (\d+)/.exec(deepText(el!)));
    expect(Number(count[1])).to.be.greaterThan(1);
    expect(deepText(el)).not.to.match(/\d+ results/);
    expect(warnings).to.deep.equal([]);
  });

  it('overrides in Spanish, leaves English and the other Spanish words as they are', async () => {
    el = await mountWith(
      {
        en: { [HEADLINE]: 'What will you see tonight?' },
        es: { [HEADLINE]: '¿Qué verás esta noche?' },
      },
      { language: 'es' },
    );
    await waitFor(() => headline(el!) === '¿Qué verás esta noche?');
    expect(searchButton(el)).to.equal('Buscar');
    el.setAttribute('language', 'fr');
    await waitFor(() => headline(el!) === 'Trouvez votre prochaine expérience');
    el.setAttribute('language', 'en');
    await waitFor(() => headline(el!) === 'What will you see tonight?');
    // Set again, changed: the new words replace the old ones.
    el.messages = { en: { [HEADLINE]: 'Tonight, then?' } };
    await waitFor(() => headline(el!) === 'Tonight, then?');
  });

  it('an unknown id, an unknown language and a value the message has not: each said once', async () => {
    const messages: MessageOverrides = {
      en: { s0000000000000000: 'Nowhere', [HEADLINE]: 'Hello ${0}', [FOOTER]: 'All in ${0}.' },
      xx: { [HEADLINE]: 'Hm' },
    };
    el = await mountWith(messages);
    await waitFor(() => warnings.length >= 3);
    // The good override in the same object is used.
    await waitFor(() => deepText(el!).includes('All in EUR.'));
    // The same mistakes set again, in a new object: not said again.
    el.messages = { ...messages, en: { ...messages.en } };
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 300));
    expect(warnings.filter((w) => w.includes('s0000000000000000'))).to.have.length(1);
    expect(warnings.filter((w) => w.includes('"xx"'))).to.have.length(1);
    expect(warnings.filter((w) => w.includes(HEADLINE) && w.includes('${0}'))).to.have.length(1);
    expect(warnings).to.have.length(3);
    el.reset();
    await waitFor(() => headline(el!) === 'Find your next experience');
  });
});
