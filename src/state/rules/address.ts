/**
 * The provider's address a line each: the API joins an address's lines with newlines. Shown a
 * line each, every line isolated in its own direction (on an Arabic page "78 Grand Road" read
 * "Grand Road 78" without). The tour's pickup list and the basket's facts both use it.
 */
export function addressLines(address: string | null | undefined): string[] {
  return (address ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}
