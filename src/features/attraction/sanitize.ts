/**
 * Sanitizes one of a tour's HTML fields (itinerary, included, ...) into nodes of this document.
 * The text is parsed into an inert document (DOMParser: nothing runs, nothing loads), then the
 * result is built anew from it: only text formatting and lists are made, with `document.
 * createElement`, text only as text nodes, and no attribute but a link's href (http, https,
 * mailto or tel, absolute) with target="_blank" and rel="noopener noreferrer". Nothing parsed is
 * ever inserted and nothing is serialised to be parsed again, so no markup can change meaning on
 * the way. An element outside the list is left out with its text kept, except those whose content
 * is not text for a reader (scripts, styles, frames, forms' controls, SVG, MathML), left out whole.
 */
const TAGS = new Set([
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'h3',
  'h4',
  'h5',
  'span',
  'div',
]);

const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'select',
  'textarea',
  'button',
  'input',
  'title',
  'head',
  'xmp',
  'plaintext',
]);

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The link's absolute URL when it is one a buyer may follow, else null. */
function safeHref(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function copy(from: Node, to: Node): void {
  for (let node = from.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === Node.TEXT_NODE) {
      to.appendChild(document.createTextNode((node as Text).data));
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const el = node as Element;
    const name = el.localName;
    if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml' || DROP_WITH_CONTENT.has(name)) continue;
    if (!TAGS.has(name)) {
      copy(el, to);
      continue;
    }
    const made = document.createElement(name);
    if (name === 'a') {
      const href = safeHref(el.getAttribute('href'));
      if (href) {
        made.setAttribute('href', href);
        made.setAttribute('target', '_blank');
        made.setAttribute('rel', 'noopener noreferrer');
      }
    }
    copy(el, made);
    to.appendChild(made);
  }
}

export function sanitizeHtml(dirty: string | null | undefined): DocumentFragment {
  const out = document.createDocumentFragment();
  if (!dirty) return out;
  const parsed = new DOMParser().parseFromString(dirty, 'text/html');
  copy(parsed.body, out);
  return out;
}
