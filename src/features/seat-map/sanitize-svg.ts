import DOMPurify from 'dompurify';

/**
 * Turns venue SVG text into a detached, sanitized `<svg>` element, or null when nothing usable is
 * left. DOMPurify's SVG profile drops scripts, event handlers, foreignObject and javascript: URLs;
 * ids and data-* attributes survive so seats can be matched to the seats response.
 */

let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // Own instance, so these hooks never affect other DOMPurify users on the page.
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    // The SVG is rendered inside the widget's shadow root: external references would let a venue
    // file fetch from third parties, so only in-document references (#id) are kept.
    if ((name === 'href' || name === 'xlink:href') && !value.startsWith('#')) data.keepAttr = false;
    if (name === 'style' && /url\s*\(|@import|expression\s*\(/i.test(value)) data.keepAttr = false;
  });
  return purifier;
}

export function sanitizeVenueSvg(source: string): SVGSVGElement | null {
  const fragment = getPurifier().sanitize(source, {
    USE_PROFILES: { svg: true, svgFilters: false },
    // A <style> element would style the whole shadow root, not only the map.
    FORBID_TAGS: ['style'],
    // Venue files draw seats with <use> of a symbol; the hook above keeps its href in-document.
    ADD_TAGS: ['use'],
    ADD_ATTR: ['href', 'xlink:href'],
    ALLOW_DATA_ATTR: true,
    RETURN_DOM_FRAGMENT: true,
  });
  const svg = fragment.querySelector('svg');
  return svg instanceof SVGSVGElement ? svg : null;
}
