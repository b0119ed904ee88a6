// ESLint rule: the steps under src/features do not import from each other. What two steps share
// lives in src/state (data, rules) or src/components (UI pieces, styles); code outside
// src/features (state, components, api, brand) never imports a step. src/tessera-booking.ts, the
// root element, composes the steps. Every import counts: `import`, `import type`, `export ... from`
// and `import()`. Exceptions are listed in eslint.config.js, each with its reason.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FEATURES = 'src/features/';

/** Repository-relative posix path; null outside the repository. */
function repoPath(absolute) {
  const rel = relative(ROOT, absolute);
  return rel.startsWith('..') ? null : rel.split(sep).join('/');
}

/** `*` one path segment, `**` any depth, `{a,b}` either. */
function globToRegExp(glob) {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      out += '.*';
      i++;
    } else if (c === '*') out += '[^/]*';
    else if (c === '{') out += '(?:';
    else if (c === '}') out += ')';
    else if (c === ',') out += '|';
    else out += c.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

/** The step a repository path belongs to, or null outside src/features. */
function featureOf(path) {
  return path.startsWith(FEATURES) ? path.slice(FEATURES.length).split('/')[0] : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Steps share through src/state and src/components, not each other.' },
    schema: [
      {
        type: 'object',
        properties: {
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                from: { type: 'string' },
                to: { type: 'string' },
                lazyOnly: { type: 'boolean' },
              },
              required: ['from', 'to'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        "features/{{from}} imports '{{specifier}}' from features/{{to}}: move what both steps use into src/state (data, rules) or src/components (UI pieces, styles).",
      intoFeature:
        "{{file}} imports '{{specifier}}' from features/{{to}}: src/state, src/components, src/api and src/brand never import a step; move what they need out of it.",
    },
  },
  create(context) {
    const file = repoPath(context.filename);
    if (!file || !file.startsWith('src/')) return {};
    const from = featureOf(file);
    const allow = (context.options[0]?.allow ?? []).map((a) => ({
      from: globToRegExp(a.from),
      to: globToRegExp(a.to),
      lazyOnly: a.lazyOnly ?? false,
    }));

    const check = (node, lazy) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const specifier = node.value;
      if (!specifier.startsWith('.')) return;
      const target = repoPath(resolve(dirname(context.filename), specifier));
      const to = target && featureOf(target);
      if (!to || to === from) return;
      // The root element composes the steps.
      if (!from && !file.slice('src/'.length).includes('/')) return;
      const targetTs = target.replace(/\.js$/, '.ts');
      const allowed = allow.some(
        (a) => a.from.test(file) && a.to.test(targetTs) && (lazy || !a.lazyOnly),
      );
      if (allowed) return;
      context.report({
        node,
        messageId: from ? 'crossFeature' : 'intoFeature',
        data: { from, to, specifier, file },
      });
    };

    return {
      ImportDeclaration: (node) => check(node.source, false),
      ExportNamedDeclaration: (node) => check(node.source, false),
      ExportAllDeclaration: (node) => check(node.source, false),
      ImportExpression: (node) => check(node.source, true),
      // import('./x.js').Type in a type position.
      TSImportType: (node) => check(node.argument?.literal ?? node.argument, false),
    };
  },
};
