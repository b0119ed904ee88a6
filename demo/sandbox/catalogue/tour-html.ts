/** The HTML fields of a tour, as a provider would send them (and one hostile set for tests). */
import type { TourHtml } from './types.js';
import type { TourSpec } from './tour-specs.js';

/** The words of the HTML fields in one language; English below, translations in ../i18n. */
export interface HtmlWords {
  meet: (pickup: boolean) => string;
  freeTime: string;
  back: (city: string) => string;
  included: string[];
  excluded: string[];
  essential: string;
  pleaseNote: (terms: (text: string) => string) => string;
  hotelPickup: string;
  meetingPoint: (city: string) => string;
  arrive: (time: string) => string;
  returns: (city: string) => string;
}

export const HTML_EN: HtmlWords = {
  meet: (pickup) => `Meet your guide${pickup ? ' or board at your pickup point' : ''}.`,
  freeTime: 'Free time for photos and refreshments.',
  back: (city) => `Return to central ${city}.`,
  included: ['Professional guide', 'Entry tickets where stated', 'Bottled water'],
  excluded: ['Gratuities', 'Hotel drop-off', 'Food and drinks unless stated'],
  essential:
    '<p>Bring a <strong>valid photo ID</strong> and wear comfortable shoes.</p><p>The tour runs in light rain.</p>',
  pleaseNote: (terms) =>
    `<p>Itinerary may change because of traffic or weather. See the ${terms('terms')}.</p>`,
  hotelPickup: '<p>Hotel pickup from the selected point.</p>',
  meetingPoint: (city) =>
    `<p>Meet at the visitor kiosk, ${city} centre.<br>Look for the guide with the orange umbrella.</p>`,
  arrive: (time) => `<p>${time}; please arrive <em>15 minutes</em> early.</p>`,
  returns: (city) => `<p>Returns to the departure point in ${city}.</p>`,
};

/** What the HTML names: the tour's name and summary and its city, in the language written. */
export interface HtmlNames {
  name: string;
  summary: string;
  city: string;
}

const list = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const terms = (text: string) =>
  `<a href="https://example.com/terms" target="_blank" rel="noopener">${text}</a>`;

export function tourHtml(
  spec: TourSpec,
  names: HtmlNames,
  firstTime: string,
  words: HtmlWords = HTML_EN,
): TourHtml {
  if (spec.xss) return xssHtml();
  const pickup = Boolean(spec.pickup && spec.pickup !== 'on-request');
  return {
    itinerary: [
      `<h3>${names.name}</h3>`,
      '<ol>',
      `<li><strong>${firstTime}</strong> ${words.meet(pickup)}</li>`,
      `<li>${names.summary}</li>`,
      `<li>${words.freeTime}</li>`,
      `<li>${words.back(names.city)}</li>`,
      '</ol>',
    ].join(''),
    included: list(words.included),
    excluded: list(words.excluded),
    essential_information: words.essential,
    please_note: words.pleaseNote(terms),
    departure_point: pickup ? words.hotelPickup : words.meetingPoint(names.city),
    departure_time: words.arrive(firstTime),
    return_details: words.returns(names.city),
  };
}

/** Payloads a sanitizer must neutralise: scripts, event handlers, javascript: URLs, frames. */
function xssHtml(): TourHtml {
  return {
    itinerary:
      '<h3>Itinerary</h3><ol><li>Walk the bridge<script>window.__xss = (window.__xss || 0) + 1</script></li><li><img src="x" onerror="window.__xss = (window.__xss || 0) + 1">Photo stop</li></ol>',
    included:
      '<ul><li>Guide</li><li><a href="javascript:window.__xss=(window.__xss||0)+1">Free map</a></li></ul>',
    excluded:
      '<ul><li onclick="window.__xss=1">Food</li><li><iframe src="javascript:alert(1)"></iframe>Drinks</li></ul>',
    essential_information:
      '<p>Bring water.</p><svg><script>window.__xss=1</script></svg><style>body{display:none}</style>',
    please_note:
      '<p><a href="JaVaScRiPt:alert(1)">Terms</a> and <form action="https://evil.test"><input name="card"></form></p>',
    departure_point:
      '<p onmouseover="window.__xss=1">Brooklyn side of the bridge</p><object data="javascript:alert(1)"></object>',
    departure_time: '<p>18:00<img src=x onerror=alert(1)></p>',
    return_details: '<p>Ends in DUMBO.<math><mi xlink:href="javascript:alert(1)">x</mi></math></p>',
  };
}
