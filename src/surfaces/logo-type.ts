/**
 * What kind of image a logo file is, from its first bytes (and its name for an SVG without an XML
 * prologue): the e-ticket draws SVG, PNG and JPEG. Shared by Node (cli-render.ts) and a browser.
 */
export type LogoType = 'svg' | 'png' | 'jpeg';

export function logoType(name: string, data: Uint8Array): LogoType | undefined {
  if (data[0] === 0x89 && data[1] === 0x50) return 'png';
  if (data[0] === 0xff && data[1] === 0xd8) return 'jpeg';
  const head = new TextDecoder().decode(data.slice(0, 512));
  if (/\.svg$/i.test(name.split(/[?#]/)[0] ?? '') || /<svg[\s>]/.test(head)) return 'svg';
  return undefined;
}
