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

/**
 * A small illustrated scene (a stage for theatre keys, hills and a sun for tours, rings otherwise)
 * in a hue taken from the key, so each attraction's pictures differ and none carries debug text.
 */
export function imageSvg(key: string, width: number, height: number): string {
  const h = hash(key);
  const hue = h % 360;
  const w = width;
  const ht = height;
  const variant = (h >>> 9) % 3;
  const bg = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 62% 58%)"/><stop offset="1" stop-color="hsl(${(hue + 45) % 360} 60% 28%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`;
  let scene: string;
  if (key.startsWith('TH')) {
    const curtain = `hsl(${(hue + 330) % 360} 62% 38%)`;
    scene = `<ellipse cx="${w / 2}" cy="${ht * 0.98}" rx="${w * 0.32}" ry="${ht * 0.12}" fill="#fff" opacity="0.18"/>
<path d="M0 0 H${w * 0.22} Q${w * 0.2} ${ht * 0.6} ${w * 0.06} ${ht} H0 Z" fill="${curtain}"/>
<path d="M${w} 0 H${w * 0.78} Q${w * 0.8} ${ht * 0.6} ${w * 0.94} ${ht} H${w} Z" fill="${curtain}"/>
<path d="M0 0 H${w} V${ht * 0.08} Q${w / 2} ${ht * (0.16 + variant * 0.03)} 0 ${ht * 0.08} Z" fill="${curtain}" opacity="0.9"/>
<polygon points="${w * 0.42},0 ${w * 0.58},0 ${w * 0.68},${ht} ${w * 0.32},${ht}" fill="#fff" opacity="0.12"/>`;
  } else if (key.startsWith('TO')) {
    const sunX = w * (0.25 + variant * 0.25);
    scene = `<circle cx="${sunX}" cy="${ht * 0.32}" r="${Math.min(w, ht) * 0.12}" fill="#fff3c4" opacity="0.9"/>
<path d="M0 ${ht * 0.72} Q${w * 0.25} ${ht * 0.45} ${w * 0.5} ${ht * 0.7} T${w} ${ht * 0.62} V${ht} H0 Z" fill="hsl(${(hue + 120) % 360} 35% 30%)" opacity="0.85"/>
<path d="M0 ${ht * 0.85} Q${w * 0.35} ${ht * 0.7} ${w * 0.65} ${ht * 0.86} T${w} ${ht * 0.8} V${ht} H0 Z" fill="hsl(${(hue + 140) % 360} 40% 20%)"/>`;
  } else {
    const r = Math.min(w, ht);
    scene = [0.5, 0.35, 0.2]
      .map(
        (f, i) =>
          `<circle cx="${w * (0.3 + i * 0.2)}" cy="${ht / 2}" r="${r * f}" fill="none" stroke="#fff" stroke-width="${Math.max(2, r / 40)}" opacity="${0.15 + i * 0.1}"/>`,
      )
      .join('');
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${ht}" viewBox="0 0 ${w} ${ht}" role="img" aria-label="${escape(key)}">${bg}${scene}</svg>`;
}
