/** /sandbox-assets/*: generated images and seat maps, so the demo works offline. */
import type { Hono } from 'hono';
import { imageSvg } from '../catalogue/images.js';
import { seatMapSvg, VENUES } from '../catalogue/venues.js';
import type { Deps } from '../deps.js';
import { httpError } from '../errors.js';
import type { Env } from '../http.js';

const SVG = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  // Drawn from the key and the size alone: the same URL is always the same image, as on a CDN.
  'Cache-Control': 'public, max-age=31536000, immutable',
};

export function assetRoutes(app: Hono<Env>, _deps: Deps): void {
  app.get('/sandbox-assets/images/:key/:size', (c) => {
    const m = /^(\d{1,4})x(\d{1,4})\.svg$/.exec(c.req.param('size'));
    if (!m) throw httpError(404, 'No such image.');
    return c.body(imageSvg(c.req.param('key'), Number(m[1]), Number(m[2])), 200, SVG);
  });

  app.get('/sandbox-assets/seatmaps/:file', (c) => {
    const venue = VENUES[c.req.param('file').replace(/\.svg$/, '')];
    if (!venue) throw httpError(404, 'No such seat map.');
    return c.body(seatMapSvg(venue), 200, SVG);
  });
}
