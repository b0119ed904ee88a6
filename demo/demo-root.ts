/**
 * The folder the demo is served from: the path before its `demo/` folder. `/` for `npm start`,
 * `npm run dev` and a static host's root; `/<project>/` for the static demo on a sub-path (a
 * GitHub Pages project site). The demo's pages sit in `demo/` and `demo/brand-panel/`.
 */
export function demoRoot(): URL {
  const at = location.pathname.lastIndexOf('/demo/');
  return new URL(at < 0 ? '/' : location.pathname.slice(0, at + 1), location.href);
}
