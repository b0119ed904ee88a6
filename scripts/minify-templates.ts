/**
 * A Vite build plugin that takes the indentation out of Lit's tagged templates in src/: the text of
 * css`` styles and html``/svg`` templates reaches the bundle as written, and its whitespace is a
 * good share of the widget's first load. Only the literal text between `${}` changes, never an
 * expression; a template passed to msg() stays as written (lit-localize finds its translation by a
 * hash of that text).
 *
 * - css``: comments go, every whitespace run becomes one space, and none is kept next to
 *   `{ } ; , >`, inside `( )` or after `:`. A value's own spaces (`1px solid`) and quoted text
 *   stay.
 * - html`` and svg``: a whitespace run that holds a line break becomes one space. The page renders
 *   that the same (HTML collapses it anyway); no template of ours has such a run in a <pre>, a
 *   <textarea> or an element styled `white-space: pre*`. A comment (`<!-- … -->`) whole within
 *   the literal text goes: it is a note for the reader, and the browser would parse it into the
 *   DOM for nothing. One around an expression stays (Lit says not to write one).
 */
import type * as TS from 'typescript';
import type { Plugin } from 'vite';

type Tag = 'css' | 'html';

const QUOTED = /("|')(?:\\.|(?!\1)[^\\])*\1/g;

function minifyCssCode(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,>]) ?/g, '$1')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')')
    .replace(/: /g, ':')
    .replace(/;}/g, '}');
}

/** Minifies CSS text outside its quoted strings (`content: ', '` keeps its space). */
function minifyCss(source: string, first: boolean, last: boolean): string {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '');
  let out = '';
  let at = 0;
  for (const m of text.matchAll(QUOTED)) {
    out += minifyCssCode(text.slice(at, m.index)) + m[0];
    at = m.index + m[0].length;
  }
  out += minifyCssCode(text.slice(at));
  if (first) out = out.replace(/^ /, '');
  if (last) out = out.replace(/ $/, '');
  return out;
}

const minifyHtml = (text: string) =>
  text.replace(/<!--[\s\S]*?-->/g, '').replace(/[ \t\r]*\n\s*/g, ' ');

/** The TypeScript parser, imported on first use: loading the Vite config must not pay for it. */
let parser: typeof TS | undefined;
const typescript = async () => (parser ??= (await import('typescript')).default);

/** The source with the literal text of every css``, html`` and svg`` template minified. */
export async function minifyTemplatesIn(code: string, fileName: string): Promise<string> {
  const ts = await typescript();
  const tagOf = (node: TS.TaggedTemplateExpression): Tag | null => {
    if (!ts.isIdentifier(node.tag)) return null;
    if (node.tag.text === 'css') return 'css';
    if (node.tag.text === 'html' || node.tag.text === 'svg') return 'html';
    return null;
  };
  const insideMsg = ({ parent }: TS.Node) =>
    ts.isCallExpression(parent) &&
    ts.isIdentifier(parent.expression) &&
    parent.expression.text === 'msg';
  const file = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: TS.Node) => {
    if (ts.isTaggedTemplateExpression(node)) {
      const tag = tagOf(node);
      if (tag && !insideMsg(node)) {
        const t = node.template;
        const parts: TS.TemplateLiteralLikeNode[] = ts.isNoSubstitutionTemplateLiteral(t)
          ? [t]
          : [t.head, ...t.templateSpans.map((s) => s.literal)];
        parts.forEach((part, i) => {
          // Literal text sits between the delimiters: ` or } before it, ` or ${ after it.
          const start = part.getStart(file) + 1;
          const end =
            part.getEnd() -
            (part.kind === ts.SyntaxKind.TemplateHead || part.kind === ts.SyntaxKind.TemplateMiddle
              ? 2
              : 1);
          const raw = code.slice(start, end);
          const text =
            tag === 'css' ? minifyCss(raw, i === 0, i === parts.length - 1) : minifyHtml(raw);
          if (text !== raw) edits.push({ start, end, text });
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = code;
  for (const e of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, e.start) + e.text + out.slice(e.end);
  }
  return out;
}

export function minifyTemplates(): Plugin {
  return {
    name: 'tessera-minify-templates',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (!/[\\/]src[\\/].*\.ts$/.test(id) || !/\b(?:css|html|svg)`/.test(code)) return null;
      const out = await minifyTemplatesIn(code, id);
      return out === code ? null : { code: out, map: null };
    },
  };
}
