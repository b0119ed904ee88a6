import { expect } from '@open-wc/testing';
import { resolveMediaUrls } from '../../src/api/media-urls.js';

describe('media URLs from the API', () => {
  const page = 'https://shop.example/tickets/index.html';

  it('resolves relative image and seat-map URLs against api-base, wherever they are nested', () => {
    const body = {
      results: [
        {
          attraction_name: '/not/a/url',
          images: { image_w200_h200: '/img/a.svg', image_w345_h237: 'img/b.svg' },
        },
      ],
      attraction: {
        seat_map: '/maps/v1.svg',
        images: { images_w750_h340: ['/g/1.jpg', '', 'https://cdn.example/2.jpg'] },
      },
    };
    resolveMediaUrls(body, 'https://api.example/base/', page);
    expect(body.results[0].images).to.deep.equal({
      image_w200_h200: 'https://api.example/img/a.svg',
      image_w345_h237: 'https://api.example/base/img/b.svg',
    });
    // Not a media field: left alone.
    expect(body.results[0].attraction_name).to.equal('/not/a/url');
    expect(body.attraction.seat_map).to.equal('https://api.example/maps/v1.svg');
    // Empty stays empty (no image); absolute URLs, as a real API sends them, are unchanged.
    expect(body.attraction.images.images_w750_h340).to.deep.equal([
      'https://api.example/g/1.jpg',
      '',
      'https://cdn.example/2.jpg',
    ]);
  });

  it('resolves against the page when api-base is relative or empty (same origin)', () => {
    const a = resolveMediaUrls({ image_w320_h196: '/i.svg' }, '/api', page);
    expect(a.image_w320_h196).to.equal('https://shop.example/i.svg');
    const b = resolveMediaUrls({ image_w320_h196: 'i.svg' }, '', page);
    expect(b.image_w320_h196).to.equal('https://shop.example/tickets/i.svg');
    const c = resolveMediaUrls({ image_w320_h196: 'i.svg' }, '/api', page);
    expect(c.image_w320_h196).to.equal('https://shop.example/api/i.svg');
  });

  it('leaves bodies without media, and non-object bodies, as they are', () => {
    expect(resolveMediaUrls(null, 'https://api.example', page)).to.equal(null);
    expect(resolveMediaUrls('text', 'https://api.example', page)).to.equal('text');
    const body = { total: 3, items: [1, 2] };
    expect(resolveMediaUrls(body, 'https://api.example', page)).to.deep.equal(body);
  });
});
