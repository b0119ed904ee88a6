/** Types shared by the brand modules. */

export type Scheme = 'light' | 'dark';
export type ColorSchemeSetting = Scheme | 'inherit';

export interface FontFaceSpec {
  weight: number;
  url: string;
  style?: 'normal' | 'italic';
  family?: string;
}

/** A brand file as parsed JSON (after validation, only valid fields remain). */
export interface BrandFile {
  $schema?: string;
  schemaVersion?: 1;
  colorScheme?: ColorSchemeSetting;
  fontFaces?: FontFaceSpec[];
  logo?: string;
  logoDark?: string;
  dark?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface BrandMessage {
  /** JSON pointer of the field the message is about (`''` for the whole file). */
  pointer: string;
  severity: 'error' | 'warning';
  /** What is wrong and what is allowed, without the pointer. */
  message: string;
}

/** One scheme's fully resolved brand: every styling field has a value. */
export interface ResolvedBrand {
  scheme: Scheme;
  /** The file's colorScheme setting (light when unset). */
  colorScheme: ColorSchemeSetting;
  /** Every field of FIELDS by dotted path, as written (lengths keep their unit). */
  values: Record<string, string>;
  logo?: string;
  logoDark?: string;
  navbarLogo?: string;
  footerLogo?: string;
  fontFaces: FontFaceSpec[];
}

/** Formats one message as the CLI and the console show it. */
export function formatMessage(m: BrandMessage): string {
  return `${m.pointer || '/'}: ${m.severity === 'warning' ? 'warning: ' : ''}${m.message}`;
}
