/**
 * Randomness and signing with the Web Crypto API only (globalThis.crypto), so the same sandbox
 * runs in Node and in a service worker (the static demo).
 */
const crypto = globalThis.crypto;

export const randomUUID = (): string => crypto.randomUUID();

/** base64url of bytes (no padding), as Node's `Buffer#toString('base64url')`. */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `bytes` random bytes as base64url text. */
export function randomToken(bytes: number): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** A uniform integer in [min, max). */
export function randomInt(min: number, max: number): number {
  const span = max - min;
  const limit = Math.floor(0x1_0000_0000 / span) * span;
  const word = new Uint32Array(1);
  do crypto.getRandomValues(word);
  while (word[0] >= limit);
  return min + (word[0] % span);
}

/** HMAC-SHA-256 of `data` under `secret`, as base64url. */
export async function hmacSha256(secret: string, data: string): Promise<string> {
  const text = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    text.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, text.encode(data))));
}

/** Compares two strings in time that depends only on their length. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
