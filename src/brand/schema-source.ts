/**
 * Builds the published JSON Schema (draft 2020-12) of the brand file from the field table.
 * Build-time only: `npm run gen:brand` writes it to brand-schema/brand.schema.json and compiles
 * the validator from it; a Node test fails when either file is stale.
 */
import { FIELD_DESCRIPTIONS, surfacesNote } from './field-docs.js';
import { FIELDS, type FieldDef, type FieldKind } from './fields.js';

const SCHEMA_ID = 'https://schemas.tessera.dev/brand/1/brand.schema.json';

const NUM = String.raw`(?:\d+(?:\.\d+)?|\.\d+)`;
const HEX = String.raw`#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})`;
const PCT_OR_NUM = `${NUM}%?`;
const RGB =
  String.raw`rgba?\(\s*(?:${PCT_OR_NUM}\s*,\s*${PCT_OR_NUM}\s*,\s*${PCT_OR_NUM}(?:\s*,\s*${PCT_OR_NUM})?` +
  String.raw`|${PCT_OR_NUM}\s+${PCT_OR_NUM}\s+${PCT_OR_NUM}(?:\s*/\s*${PCT_OR_NUM})?)\s*\)`;
const HUE = String.raw`-?${NUM}(?:deg|grad|rad|turn)?`;
const HSL =
  String.raw`hsla?\(\s*(?:${HUE}\s*,\s*${NUM}%\s*,\s*${NUM}%(?:\s*,\s*${PCT_OR_NUM})?` +
  String.raw`|${HUE}\s+${NUM}%?\s+${NUM}%?(?:\s*/\s*${PCT_OR_NUM})?)\s*\)`;
const STOP = String.raw`(?:${HEX}|${RGB}|${HSL})(?:\s+-?${NUM}%){0,2}`;
const STOPS = String.raw`${STOP}(?:\s*,\s*${STOP})+`;
const SIDE = '(?:top|bottom|left|right)';
const LINEAR_HEAD = String.raw`(?:-?${NUM}(?:deg|grad|rad|turn)|to\s+${SIDE}(?:\s+${SIDE})?)`;
const POSITION = String.raw`at(?:\s+(?:center|${SIDE}|${NUM}%)){1,2}`;
const RADIAL_HEAD =
  String.raw`(?:(?:circle|ellipse)(?:\s+(?:closest|farthest)-(?:side|corner))?(?:\s+${POSITION})?` +
  `|${POSITION})`;

const PATTERNS: Record<FieldKind, string | undefined> = {
  colour: `^(?:${HEX}|${RGB}|${HSL}|transparent|currentcolor|currentColor)$`,
  length: `^(?:0|${NUM}(?:px|rem|em|%|vw|vh|ch))$`,
  gradient:
    String.raw`^(?:none|linear-gradient\(\s*(?:${LINEAR_HEAD}\s*,\s*)?${STOPS}\s*\)` +
    String.raw`|radial-gradient\(\s*(?:${RADIAL_HEAD}\s*,\s*)?${STOPS}\s*\))$`,
  scale: String.raw`^(?:0?\.(?:2[5-9]|[3-9])\d*|[1-3](?:\.\d+)?|4(?:\.0+)?)$`,
  shadow: undefined,
  font: undefined,
};

const KIND_DEFS: Record<FieldKind, Record<string, unknown>> = {
  colour: {
    type: 'string',
    pattern: PATTERNS.colour,
    description:
      'Colour: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba(), hsl()/hsla(), transparent or currentcolor.',
  },
  length: {
    type: 'string',
    pattern: PATTERNS.length,
    description: 'Length: 0, or a number followed by px, rem, em, %, vw, vh or ch.',
  },
  gradient: {
    type: 'string',
    pattern: PATTERNS.gradient,
    description:
      'none, or linear-gradient(...)/radial-gradient(...) with hex, rgb() or hsl() stops and optional percentages.',
  },
  shadow: {
    type: 'string',
    maxLength: 200,
    description: 'CSS box-shadow text, e.g. 0px 4px 4px rgba(0, 0, 0, 0.1).',
  },
  font: { type: 'string', minLength: 1, maxLength: 300, description: 'A CSS font-family list.' },
  scale: {
    type: 'string',
    pattern: PATTERNS.scale,
    description: 'A number from 0.25 to 4 written as a string.',
  },
};

const DEF_NAME: Record<FieldKind, string> = {
  colour: 'colour',
  length: 'length',
  gradient: 'gradient',
  shadow: 'shadow',
  font: 'font',
  scale: 'headingScale',
};

const title = (key: string) =>
  key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (x) => x.toUpperCase());

function fieldSchema(field: FieldDef, value: string, description: string) {
  const key = field.path.split('.').pop()!;
  return {
    $ref: `#/$defs/${DEF_NAME[field.kind]}`,
    title: title(key),
    description,
    default: value,
  };
}

function describe(field: FieldDef, dark = false): string {
  const text = FIELD_DESCRIPTIONS[field.path];
  if (!text) throw new Error(`brand field ${field.path} has no description in field-docs.ts`);
  return `${text} ${surfacesNote(field.path, dark)}`;
}

const urlSchema = (path: string, titleText: string, description: string) => ({
  type: 'string',
  title: titleText,
  description: `${description} An https: URL or a path relative to the brand file; empty for none. ${surfacesNote(path)}`,
  default: '',
});

function group(titleText: string, description: string, properties: Record<string, unknown>) {
  return {
    type: 'object',
    title: titleText,
    description,
    default: {},
    additionalProperties: false,
    properties,
  };
}

/** Nests `[path, schema]` pairs into top-level properties and group objects. */
function nest(
  entries: [string, Record<string, unknown>][],
  groupDescription: (g: string) => string,
) {
  const top: Record<string, unknown> = {};
  for (const [path, schema] of entries) {
    const [g, key] = path.split('.');
    if (key === undefined) {
      top[g!] = schema;
      continue;
    }
    const existing = top[g!] as { properties: Record<string, unknown> } | undefined;
    const target = existing ?? group(title(g!), groupDescription(g!), {});
    target.properties[key] = schema;
    top[g!] = target;
  }
  return top;
}

/** The dark default of a field, or the value it ends up with in the default brand's dark scheme. */
export type DarkValueOf = (field: FieldDef) => string;

export function buildBrandSchema(darkValueOf: DarkValueOf): Record<string, unknown> {
  const base = nest(
    FIELDS.map((x) => [x.path, fieldSchema(x, x.default, describe(x))]),
    (g) => `The ${g} group of fields (no other properties allowed).`,
  );
  (base.navbar as { properties: Record<string, unknown> }).properties.logo = urlSchema(
    'navbar.logo',
    'Navbar logo',
    'Logo for the navbar surface, whatever the scheme; unset keeps the scheme-chosen logo.',
  );
  (base.footer as { properties: Record<string, unknown> }).properties.logo = urlSchema(
    'footer.logo',
    'Footer logo',
    'Logo in the order confirmation email footer; unset keeps the scheme-chosen logo.',
  );
  const dark = nest(
    FIELDS.filter((x) => x.dark).map((x) => [
      x.path,
      fieldSchema(x, darkValueOf(x), `Dark scheme: ${describe(x, true)}`),
    ]),
    (g) => `Dark-scheme overrides of the ${g} group.`,
  );
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: SCHEMA_ID,
    title: 'Tessera brand file',
    description:
      'Colours, fonts and shapes of the Tessera booking widget, its emails and e-tickets. Every field is optional.',
    type: 'object',
    additionalProperties: false,
    properties: {
      $schema: {
        type: 'string',
        title: 'Schema',
        description: 'URL or path of this JSON Schema, for editors.',
        default: SCHEMA_ID,
      },
      schemaVersion: {
        const: 1,
        title: 'Schema version',
        description: 'Contract version the file was written for.',
        default: 1,
      },
      colorScheme: {
        enum: ['light', 'dark', 'inherit'],
        title: 'Colour scheme',
        description:
          "Scheme used where nothing else decides (emails; the widget unless its color-scheme attribute is set). inherit follows the page visitor's prefers-color-scheme. Surfaces: the widget, the order email (the e-ticket is always light).",
        default: 'light',
      },
      fontFaces: {
        type: 'array',
        title: 'Font faces',
        description: 'Hosted font files, loaded through the FontFace API.',
        default: [],
        items: {
          type: 'object',
          title: 'Font face',
          description: 'One hosted font file.',
          default: { weight: 400, url: '' },
          additionalProperties: false,
          required: ['weight', 'url'],
          properties: {
            weight: {
              type: 'integer',
              minimum: 100,
              maximum: 900,
              title: 'Weight',
              description: 'Font weight, 100 to 900.',
              default: 400,
            },
            url: {
              type: 'string',
              title: 'URL',
              description: 'https: URL or path relative to the brand file.',
              default: '',
            },
            style: {
              enum: ['normal', 'italic'],
              title: 'Style',
              description: 'normal or italic.',
              default: 'normal',
            },
            family: {
              type: 'string',
              minLength: 1,
              title: 'Family',
              description: 'Family name; defaults to the first family of font.',
              default: 'Inter',
            },
          },
        },
      },
      ...base,
      logo: urlSchema(
        'logo',
        'Logo',
        'Mark for light backgrounds; e-tickets and light emails always use it, so a dark brand still needs one.',
      ),
      logoDark: urlSchema('logoDark', 'Dark logo', 'Mark for dark backgrounds.'),
      dark: group(
        'Dark scheme',
        'Overrides for the dark scheme: colours and gradients only.',
        dark,
      ),
    },
    $defs: Object.fromEntries(
      (Object.keys(KIND_DEFS) as FieldKind[]).map((k) => [DEF_NAME[k], KIND_DEFS[k]]),
    ),
  };
}
