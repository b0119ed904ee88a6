// The build's template minifier (scripts/minify-templates.ts): what it takes out of Lit's css``,
// html`` and svg`` text, and what it must leave alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { minifyTemplatesIn } from '../../scripts/minify-templates.js';

const min = (code: string) => minifyTemplatesIn(code, 'x.ts');

test('css``: comments, indentation and spaces around punctuation go; values keep their spaces', async () => {
  const out = await min(`const s = css\`
  /* why */
  :host > .a,
  .b .c {
    border: 1px solid var(--x);
    inline-size: calc( 100% - 2px );
  }
  @media (min-width: 768px) {
    .a { padding: 0 }
  }
\`;`);
  assert.equal(
    out,
    'const s = css`:host>.a,.b .c{border:1px solid var(--x);inline-size:calc(100% - 2px)}' +
      '@media (min-width:768px){.a{padding:0}}`;',
  );
});

test('css``: quoted text and the spaces next to an expression stay', async () => {
  const out = await min("const s = css`.a::after { content: ', : '; margin: ${gap} 0; }`;");
  assert.equal(out, "const s = css`.a::after{content:', : ';margin:${gap} 0}`;");
});

test('html`` and svg``: a line break and its indentation become one space; expressions stay', async () => {
  const out = await min(
    'const t = html`<p>\n      ${a ? html`<b>\n  x</b>` : "  keep\\n  "}\n    </p>`;\n' +
      'const i = svg`<g>\n  <path d="M0 0"/>\n</g>`;',
  );
  assert.equal(
    out,
    'const t = html`<p> ${a ? html`<b> x</b>` : "  keep\\n  "} </p>`;\n' +
      'const i = svg`<g> <path d="M0 0"/> </g>`;',
  );
});

test('html``: a comment whole within the literal text goes; one around an expression stays', async () => {
  const out = await min(
    'const t = html`<div>\n  <!-- Why the button says so. -->\n  <button>Go</button>\n</div>`;\n' +
      'const u = html`<p><!-- ${note} --></p>`;',
  );
  assert.equal(
    out,
    'const t = html`<div> <button>Go</button> </div>`;\n' +
      'const u = html`<p><!-- ${note} --></p>`;',
  );
});

test('a template given to msg() and any other tag stay as written', async () => {
  const code =
    'const a = msg(html`Hello\n  <b>${name}</b>`);\n' +
    'const b = str`x\n  y`;\n' +
    'const c = `plain\n  text`;\n' +
    'const d = unsafeCSS(`a {\n  b: c }`);';
  assert.equal(await min(code), code);
});
