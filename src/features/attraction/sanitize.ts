import DOMPurify from 'dompurify';

/**
 * Sanitizes one of a tour's HTML fields (itinerary, included, ...). Only text formatting and
 * lists survive; links open in a new tab without an opener.
 */
const ALLOWED_TAGS = [
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
];

let hooked = false;

export function sanitizeHtml(dirty: string | null | undefined): string {
  if (!dirty) return '';
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(dirty, { ALLOWED_TAGS, ALLOWED_ATTR: ['href'] });
}
