/**
 * The lines an element's words take on screen: each text node's line boxes, counted by their
 * bottoms (a button laid out in lines on purpose counts each of its lines).
 */
export function lines(el: Element): number {
  const range = document.createRange();
  range.selectNodeContents(el);
  const bottoms = [...range.getClientRects()]
    .filter((r) => r.width > 0)
    .map((r) => r.bottom)
    .sort((a, b) => a - b);
  return bottoms.filter((b, i) => i === 0 || b - bottoms[i - 1]! > 4).length;
}
