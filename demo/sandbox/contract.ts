/**
 * Checks a response against src/api/openapi.yaml (POST /__sandbox/contract-check), so browser
 * conformance tests can validate what they provoke without shipping ajv (CommonJS) to the page.
 * ajv, yaml and the file system are loaded lazily: they are dev dependencies, like the sandbox
 * itself, and Node only (in the static demo's service worker this control answers 500).
 */
type Json = Record<string, unknown>;
type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };

interface Loaded {
  mtime: number;
  doc: Json;
  getSchema: (ref: string) => Validate | undefined;
  templates: { template: string; re: RegExp; params: number }[];
}

let loaded: Promise<Loaded> | undefined;
let loadedMtime = -1;

async function load(): Promise<Loaded> {
  const [{ readFile, stat }, { fileURLToPath }] = await Promise.all([
    import('node:fs/promises'),
    import('node:url'),
  ]);
  const DOC = fileURLToPath(new URL('../../src/api/openapi.yaml', import.meta.url));
  const mtime = (await stat(DOC)).mtimeMs;
  if (!loaded || mtime !== loadedMtime) {
    loadedMtime = mtime;
    loaded = (async () => {
      const [{ parse }, { Ajv2020 }] = await Promise.all([
        import('yaml'),
        import('ajv/dist/2020.js'),
      ]);
      const doc = parse(await readFile(DOC, 'utf8')) as Json;
      const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
      ajv.addSchema(doc as object, 'api');
      const templates = Object.keys(doc.paths as Json).map((template) => ({
        template,
        re: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        params: (template.match(/\{/g) ?? []).length,
      }));
      return {
        mtime,
        doc,
        getSchema: (ref) => ajv.getSchema(ref) as Validate | undefined,
        templates,
      };
    })();
  }
  return loaded;
}

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function at(doc: Json, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, key) => (node as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      doc,
    );
}

export interface ContractResult {
  ok: boolean;
  operation: string | null;
  errors: string[];
}

export async function checkResponse(
  method: string,
  path: string,
  status: number,
  body: unknown,
): Promise<ContractResult> {
  const { doc, getSchema, templates } = await load();
  const bare = path.split('?')[0];
  const match = templates.filter((t) => t.re.test(bare)).sort((a, b) => a.params - b.params)[0];
  const m = method.toLowerCase();
  const op = match
    ? (at(doc, `/paths/${escape(match.template)}/${m}`) as Json | undefined)
    : undefined;
  if (!match || !op)
    return { ok: false, operation: null, errors: [`${method} ${bare} is not in the contract`] };
  const operation = String(op.operationId ?? `${method} ${match.template}`);
  let pointer = `/paths/${escape(match.template)}/${m}/responses/${status}`;
  let response = at(doc, pointer) as Json | undefined;
  if (!response) {
    pointer = `/paths/${escape(match.template)}/${m}/responses/default`;
    response = at(doc, pointer) as Json | undefined;
  }
  if (!response)
    return {
      ok: false,
      operation,
      errors: [`status ${status} is not documented for ${operation}`],
    };
  if (typeof response.$ref === 'string') {
    pointer = response.$ref.slice(1);
    response = at(doc, pointer) as Json;
  }
  const schemaPointer = `${pointer}/content/application~1json/schema`;
  if (!at(doc, schemaPointer)) {
    return body === null || body === undefined || body === ''
      ? { ok: true, operation, errors: [] }
      : {
          ok: false,
          operation,
          errors: [`${operation} ${status} documents no body but one was sent`],
        };
  }
  const validate = getSchema(`api#${schemaPointer}`);
  if (!validate) return { ok: false, operation, errors: [`no schema at ${schemaPointer}`] };
  if (validate(body)) return { ok: true, operation, errors: [] };
  const errors = (validate.errors ?? []).map((e) => {
    const err = e as { instancePath: string; message?: string; params?: unknown };
    return `${err.instancePath || '/'} ${err.message ?? ''} ${JSON.stringify(err.params ?? {})}`;
  });
  return { ok: false, operation, errors };
}
