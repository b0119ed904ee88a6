/**
 * `tessera-brand`: check, resolve and print the custom properties of brand files.
 *   check <file...> [--fix]               exit 0 valid, 1 invalid, 2 unreadable or not JSON;
 *                                         contrast warnings carry a suggestion (contrast-fix.ts),
 *                                         --fix writes the suggestions into the file
 * A file deeper or larger than the widget accepts is invalid (exit 1): the widget would use the
 * default brand. At most MAX_MESSAGES_LOGGED problems are printed per file, then a count.
 *   resolve <file> [--scheme light|dark]  the fully resolved brand, in the brand file's shape
 *   css <file> [--scheme light|dark]      the --tessera-* custom properties
 *   render email|ticket --brand <file> --booking <file> --out <dir>
 *                                         the order email or the e-ticket PDF (cli-render.ts)
 *   preview <file> --surface widget|email|ticket
 *                                         a local preview server (cli-preview.ts)
 * `--json` prints one JSON document instead (for CI); `--version`, `--help`.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import type { ContrastSuggestion } from './contrast-fix.js';
import { brandCssText, brandCustomProperties } from './css.js';
import { FIELD_BY_PATH } from './fields.js';
import { brandLimitProblem, MAX_BRAND_BYTES, MAX_MESSAGES_LOGGED, tooLarge } from './limits.js';
import { hasErrors, processBrand, type ProcessedBrand } from './process.js';
import { resolvedToBrandFile } from './resolve.js';
import { formatMessage, type BrandMessage, type Scheme } from './types.js';
import { TESSERA_VERSION } from '../version.js';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

const USAGE = `usage:
  tessera-brand check <file...> [--json] [--fix]
  tessera-brand resolve <file> [--scheme light|dark]
  tessera-brand css <file> [--scheme light|dark] [--json]
  tessera-brand render email|ticket --brand <file> --booking <file> --out <dir>
                [--asset-base <url>] [--font-dir <dir>]
  tessera-brand preview <file> --surface widget|email|ticket [--booking <file>]
                [--port <n>] [--host <host>] [--font-dir <dir>]
  tessera-brand --version | --help

  check     validate brand files: one line per problem, its JSON pointer first;
            contrast problems (widget, email and e-ticket) are warnings and do not fail;
            each names the nearest passing colour of the same hue
  --fix     write those colours into the file (JSON, 2-space indents), then check it
  resolve   the brand with every field filled (JSON)
  css       the --tessera-* custom properties the widget sets
  render    the order confirmation email (email.html, email.txt, email.mjml) or the e-ticket
            (tickets.pdf) of a booking in the brand; --asset-base: where the brand's relative
            logo paths live (default its folder); --font-dir: fonts searched first
  preview   a local server that shows one surface in the brand, read afresh on every request:
            the email as HTML, the e-ticket as its PDF, the widget as the demo page with the
            brand (widget: in the Tessera repository only); prints its URL; Ctrl-C stops it.
            --booking default: examples/booking.json; --port default 0 (a free port)
  --json    one JSON document on stdout, for CI

exit codes: 0 valid (warnings allowed), 1 invalid, 2 unreadable, not JSON, or a usage error`;

type Loaded =
  { ok: true; processed: ProcessedBrand; json?: unknown } | { ok: false; problem: string };

/** The widget's answer to a file it refuses as a whole: the default brand and one problem. */
const refused = (message: string): ProcessedBrand => ({
  ...processBrand({}),
  messages: [{ pointer: '', severity: 'error', message: `${message}; using the default brand` }],
});

async function load(file: string): Promise<Loaded> {
  let text: string;
  try {
    // Sized before reading, so a huge file is neither read nor parsed.
    const { size } = await stat(file);
    if (size > MAX_BRAND_BYTES) return { ok: true, processed: refused(tooLarge(size)) };
    text = await readFile(file, 'utf8');
  } catch (e) {
    return {
      ok: false,
      problem: `cannot read: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, problem: `not JSON: ${(e as Error).message}` };
  }
  const problem = brandLimitProblem(json);
  return problem
    ? { ok: true, processed: refused(problem) }
    : { ok: true, processed: processBrand(json), json };
}

/** A line is cut at this many characters: a value can be as long as the file. */
const MAX_LINE = 500;

/** Prints the messages, at most MAX_MESSAGES_LOGGED of them, then how many more there are. */
function printMessages(messages: readonly BrandMessage[], print: (line: string) => void) {
  for (const m of messages.slice(0, MAX_MESSAGES_LOGGED)) {
    const line = formatMessage(m);
    print(line.length > MAX_LINE ? `${line.slice(0, MAX_LINE)}…` : line);
  }
  if (messages.length > MAX_MESSAGES_LOGGED) {
    print(`… and ${messages.length - MAX_MESSAGES_LOGGED} more problems`);
  }
}

const isContrast = (m: BrandMessage) =>
  m.severity === 'warning' && m.message.startsWith('contrast of');

/** The contrast suggestions of a loaded file (none when the file was refused as a whole). */
async function suggestionsOf(loaded: Loaded & { ok: true }): Promise<ContrastSuggestion[]> {
  if (loaded.json === undefined || !loaded.processed.messages.some(isContrast)) return [];
  const { contrastSuggestions } = await import('./contrast-fix.js');
  return contrastSuggestions(loaded.json).suggestions;
}

/**
 * The messages with each contrast warning's suggestion added, and a line for each suggestion
 * that only the others make necessary (a dark value that inherited a fixed light one).
 */
function withSuggestions(
  messages: readonly BrandMessage[],
  suggestions: readonly ContrastSuggestion[],
): BrandMessage[] {
  const by = new Map(suggestions.map((s) => [s.pointer, s]));
  const out = messages.map((m) => {
    if (!isContrast(m)) return m;
    const s = by.get(m.pointer);
    if (s) return { ...m, message: `${m.message}; nearest passing colour: ${s.to}` };
    const leader = leaderWith(m.pointer, by);
    return leader
      ? { ...m, message: `${m.message}; it follows ${leader}, whose suggestion fixes it` }
      : m;
  });
  const warned = new Set(messages.filter(isContrast).map((m) => m.pointer));
  for (const s of suggestions) {
    if (warned.has(s.pointer)) continue;
    if (s.keepsDarkFor) {
      out.push({
        pointer: s.pointer,
        severity: 'warning',
        message: `keeps ${s.to} in the dark scheme once ${s.keepsDarkFor} takes its suggestion (a top-level value also holds in dark)`,
      });
      continue;
    }
    out.push({
      pointer: s.pointer,
      severity: 'warning',
      message: `${s.from} needs to become ${s.to} once the other contrast suggestions are applied`,
    });
  }
  return out;
}

/** The field `pointer`'s field follows (in the same scheme) that has a suggestion, if any. */
function leaderWith(pointer: string, by: ReadonlyMap<string, unknown>): string | undefined {
  const dark = pointer.startsWith('/dark/') ? '/dark' : '';
  let path = pointer.slice(dark.length + 1).replace(/\//g, '.');
  for (let leader = FIELD_BY_PATH.get(path)?.follows; leader;) {
    if (by.has(`${dark}/${leader.replace(/\./g, '/')}`)) return leader;
    path = leader;
    leader = FIELD_BY_PATH.get(path)?.follows;
  }
  return undefined;
}

/** `--fix`: writes the suggestions into the file; answers what it wrote. */
async function fix(file: string, loaded: Loaded & { ok: true }): Promise<ContrastSuggestion[]> {
  if (loaded.json === undefined) return [];
  const { contrastSuggestions } = await import('./contrast-fix.js');
  const { suggestions, fixed } = contrastSuggestions(loaded.json);
  if (suggestions.length) await writeFile(file, `${JSON.stringify(fixed, null, 2)}\n`);
  return suggestions;
}

/** `check --json`: every file's verdict and problems, in one document. */
async function checkJson(files: string[], io: CliIo, fixing: boolean): Promise<number> {
  let code = 0;
  const results = [];
  for (const file of files) {
    let loaded = await load(file);
    if (!loaded.ok) {
      code = 2;
      results.push({ file, valid: false, error: loaded.problem, problems: [] });
      continue;
    }
    const fixed = fixing ? await fix(file, loaded) : [];
    if (fixed.length) loaded = await load(file);
    if (!loaded.ok) throw new Error(`${file} cannot be read after --fix`);
    const { messages } = loaded.processed;
    const valid = !hasErrors(messages);
    if (!valid) code = Math.max(code, 1);
    const suggestions = await suggestionsOf(loaded);
    results.push({
      file,
      valid,
      problems: withSuggestions(messages, suggestions),
      suggestions,
      ...(fixing ? { fixed } : {}),
    });
  }
  io.out(JSON.stringify({ version: TESSERA_VERSION, exitCode: code, files: results }, null, 2));
  return code;
}

async function check(files: string[], io: CliIo, fixing: boolean): Promise<number> {
  let code = 0;
  for (const file of files) {
    if (files.length > 1) io.out(`# ${file}`);
    let loaded = await load(file);
    if (!loaded.ok) {
      io.err(`${file}: ${loaded.problem}`);
      code = 2;
      continue;
    }
    if (fixing) {
      const fixed = await fix(file, loaded);
      for (const s of fixed)
        io.out(
          s.keepsDarkFor
            ? `${s.pointer}: kept: ${s.to} (the dark scheme's own value)`
            : `${s.pointer}: fixed: ${s.from} → ${s.to}`,
        );
      if (fixed.length) loaded = await load(file);
      if (!loaded.ok) throw new Error(`${file} cannot be read after --fix`);
    }
    const suggestions = await suggestionsOf(loaded);
    printMessages(withSuggestions(loaded.processed.messages, suggestions), io.out);
    if (hasErrors(loaded.processed.messages)) code = Math.max(code, 1);
    else if (loaded.processed.messages.length === 0) io.out('valid');
  }
  return code;
}

/**
 * `--name value` pairs of a command, each name one of `known` and repeatable (every value kept in
 * order); null, with the usage on stderr, for an unknown name or a name without its value.
 */
function optionValues(
  command: string,
  args: readonly string[],
  known: readonly string[],
  io: CliIo,
): Record<string, string[]> | null {
  const values: Record<string, string[]> = {};
  for (let i = 0; i < args.length; i += 2) {
    const [name, value] = [args[i]!, args[i + 1]];
    if (!known.includes(name) || value === undefined) {
      io.err(`${command}: unexpected ${JSON.stringify(name)}\n${USAGE}`);
      return null;
    }
    (values[name] ??= []).push(value);
  }
  return values;
}

const RENDER_OPTIONS = ['--brand', '--booking', '--out', '--asset-base', '--font-dir'] as const;

/** `render email|ticket …`: see cli-render.ts. */
async function renderCommand(rest: readonly string[], io: CliIo): Promise<number> {
  const [surface, ...args] = rest;
  const values = optionValues('render', args, RENDER_OPTIONS, io);
  if (!values) return 2;
  const one = (name: string) => values[name]?.[0];
  const brandFile = one('--brand');
  const bookingFile = one('--booking');
  const out = one('--out');
  if ((surface !== 'email' && surface !== 'ticket') || !brandFile || !bookingFile || !out) {
    io.err(`render needs email or ticket, --brand, --booking and --out\n${USAGE}`);
    return 2;
  }
  const loaded = await load(brandFile);
  if (!loaded.ok) {
    io.err(`${brandFile}: ${loaded.problem}`);
    return 2;
  }
  // As resolve and css: problems on stderr, invalid fields at their defaults, exit 1.
  printMessages(loaded.processed.messages, io.err);
  const { render, RenderError } = await import('./cli-render.js');
  try {
    const assetBase = one('--asset-base');
    const files = await render(
      {
        surface,
        brandFile,
        processed: loaded.processed,
        bookingFile,
        out,
        fontDirs: values['--font-dir'] ?? [],
        ...(assetBase ? { assetBase } : {}),
      },
      io.err,
    );
    for (const file of files) io.out(file);
  } catch (e) {
    if (!(e instanceof RenderError)) throw e;
    io.err(e.message);
    return 2;
  }
  return hasErrors(loaded.processed.messages) ? 1 : 0;
}

const PREVIEW_OPTIONS = ['--surface', '--booking', '--port', '--host', '--font-dir'] as const;

/** `preview <file> --surface …`: serves until SIGINT or SIGTERM (see cli-preview.ts). */
async function previewCommand(rest: readonly string[], io: CliIo): Promise<number> {
  const [brandFile, ...args] = rest;
  const values = optionValues('preview', args, PREVIEW_OPTIONS, io);
  if (!values) return 2;
  const surface = values['--surface']?.[0];
  const port = Number(values['--port']?.[0] ?? 0);
  if (
    !brandFile ||
    (surface !== 'widget' && surface !== 'email' && surface !== 'ticket') ||
    !Number.isInteger(port) ||
    port < 0 ||
    port > 65535
  ) {
    io.err(`preview needs a brand file and --surface widget, email or ticket\n${USAGE}`);
    return 2;
  }
  const first = await load(brandFile);
  if (!first.ok) {
    io.err(`${brandFile}: ${first.problem}`);
    return 2;
  }
  printMessages(first.processed.messages, io.err);
  const { startPreview } = await import('./cli-preview.js');
  const { RenderError } = await import('./cli-render.js');
  let preview;
  try {
    const bookingFile = values['--booking']?.[0];
    preview = await startPreview(
      {
        brandFile,
        surface,
        port,
        host: values['--host']?.[0] ?? '127.0.0.1',
        fontDirs: values['--font-dir'] ?? [],
        ...(bookingFile ? { bookingFile } : {}),
        // Read afresh on every request; a file being edited that is not JSON keeps the last good one.
        loadBrand: async () => {
          const loaded = await load(brandFile);
          return loaded.ok ? loaded.processed : first.processed;
        },
      },
      io.err,
    );
  } catch (e) {
    if (!(e instanceof RenderError) && (e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    io.err((e as Error).message);
    return 2;
  }
  io.out(`${surface} preview of ${brandFile}: ${preview.url}`);
  await new Promise<void>((done) => {
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
  });
  await preview.close();
  return 0;
}

/**
 * The CLI on this process: its arguments, stdout and stderr, its exit code. Output cut short by
 * the reader (`tessera-brand check … | head -3`) ends it quietly, not with a stack trace.
 */
export async function run(): Promise<void> {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
  process.exitCode = await main(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
}

async function main(argv: readonly string[], io: CliIo): Promise<number> {
  // `npx @tessera-booking/widget tessera-brand check …` runs the package's one bin with the bin's
  // name as its first argument.
  const [command, ...rest] = argv[0] === 'tessera-brand' ? argv.slice(1) : argv;
  if (!command || command === '--help' || command === '-h') {
    (command ? io.out : io.err)(USAGE);
    return command ? 0 : 2;
  }
  if (command === '--version' || command === '-v') {
    io.out(TESSERA_VERSION);
    return 0;
  }
  if (command === 'render') return renderCommand(rest, io);
  if (command === 'preview') return previewCommand(rest, io);
  let scheme: Scheme = 'light';
  let json = false;
  let fixing = false;
  const files: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--json') json = true;
    else if (rest[i] === '--fix' && command === 'check') fixing = true;
    else if (rest[i] === '--scheme') {
      const value = rest[++i];
      if (value !== 'light' && value !== 'dark') {
        io.err(`--scheme must be light or dark\n${USAGE}`);
        return 2;
      }
      scheme = value;
    } else if (rest[i]!.startsWith('--')) {
      // An option this command does not take, not a file called "--bogus".
      io.err(`unknown option ${rest[i]} for ${command}\n${USAGE}`);
      return 2;
    } else files.push(rest[i]!);
  }
  if (files.length === 0 || (command !== 'check' && files.length !== 1)) {
    io.err(USAGE);
    return 2;
  }
  if (command === 'check') return json ? checkJson(files, io, fixing) : check(files, io, fixing);
  if (command !== 'resolve' && command !== 'css') {
    io.err(`unknown command ${JSON.stringify(command)}\n${USAGE}`);
    return 2;
  }
  const loaded = await load(files[0]!);
  if (!loaded.ok) {
    io.err(`${files[0]}: ${loaded.problem}`);
    return 2;
  }
  // Problems go to stderr so the output stays usable; invalid fields resolve to their defaults.
  printMessages(loaded.processed.messages, io.err);
  const resolved = loaded.processed.resolved[scheme];
  if (command === 'resolve') io.out(JSON.stringify(resolvedToBrandFile(resolved), null, 2));
  else if (json) {
    const properties = Object.fromEntries(brandCustomProperties(resolved));
    io.out(JSON.stringify({ scheme, properties, problems: loaded.processed.messages }, null, 2));
  } else io.out(brandCssText(resolved).trimEnd());
  return hasErrors(loaded.processed.messages) ? 1 : 0;
}
