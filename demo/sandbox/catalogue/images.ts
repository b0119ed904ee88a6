/** Locally generated SVG images, so every image URL of the catalogue works offline. */
import { hash } from './prng.js';

export const LIST_SIZES = ['w200_h200', 'w288_h125', 'w345_h237'];
export const THEATER_SIZES = [
  'w96_h96',
  'w200_h200',
  'w279_h213',
  'w288_h125',
  'w304_h81',
  'w345_h237',
];
export const TOUR_SIZES = [
  'w200_h200',
  'w288_h125',
  'w288_h204',
  'w345_h237',
  'w446_h300',
  'w1600_h300',
];
export const SUMMARY_SIZES = ['w153_h121', 'w264_h125', 'w304_h88', 'w124_h124'];

/** URL of a generated image: /sandbox-assets/images/<key>/<w>x<h>.svg */
export const imageUrl = (key: string, size: string) => {
  const [w, h] = size.slice(1).split('_h');
  return `/sandbox-assets/images/${encodeURIComponent(key)}/${w}x${h}.svg`;
};

/** `{image_wW_hH: url}` for each size. */
export function imageSet(key: string, sizes: string[]): Record<string, string> {
  return Object.fromEntries(sizes.map((s) => [`image_${s}`, imageUrl(key, s)]));
}

const escape = (s: string) =>
  s.replace(
    /[<>&"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[ch] ?? ch,
  );

/** A gradient with the key as its label; the hue comes from the key so each attraction differs. */
export function imageSvg(key: string, width: number, height: number): string {
  const hue = hash(key) % 360;
  const size = Math.max(10, Math.min(width, height) / 6);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(key)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 65% 30%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${size}" text-anchor="middle" dominant-baseline="middle">${escape(key)}</text>
</svg>`;
}
