/**
 * A small field checker that collects every problem per field, then throws one validation error
 * (format 2). Query mode parses numbers and booleans from their string form.
 */
import { validationError } from './errors.js';

type Source = Record<string, unknown>;
interface StrRule {
  required?: boolean;
  max?: number;
  pattern?: RegExp;
  oneOf?: readonly string[];
  message?: string;
}
interface NumRule {
  required?: boolean;
  min?: number;
  max?: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class Checker {
  readonly errors: Record<string, string[]> = {};

  constructor(
    private readonly src: Source,
    private readonly mode: 'body' | 'query' = 'body',
    private readonly prefix = '',
  ) {}

  add(field: string, message: string): void {
    const key = this.prefix + field;
    (this.errors[key] ??= []).push(message);
  }

  /** A nested checker whose errors land in this one under `prefix`. */
  nested(src: Source, prefix: string): Checker {
    const child = new Checker(src, this.mode, this.prefix + prefix);
    Object.defineProperty(child, 'errors', { value: this.errors });
    return child;
  }

  private present(name: string, required?: boolean): unknown {
    const v = this.src[name];
    if (v === undefined || v === null || v === '') {
      if (required) this.add(name, 'This field is required.');
      return undefined;
    }
    return v;
  }

  str(name: string, rule: StrRule = {}): string | undefined {
    const v = this.present(name, rule.required);
    if (v === undefined) return undefined;
    if (typeof v !== 'string') return void this.add(name, 'Must be a string.');
    if (rule.max !== undefined && v.length > rule.max)
      return void this.add(name, `Must be at most ${rule.max} characters.`);
    if (rule.pattern && !rule.pattern.test(v))
      return void this.add(name, rule.message ?? 'Has an invalid format.');
    if (rule.oneOf && !rule.oneOf.includes(v))
      return void this.add(name, `Must be one of: ${rule.oneOf.join(', ')}.`);
    return v;
  }

  date(name: string, required = false): string | undefined {
    const v = this.str(name, { required, pattern: DATE, message: 'Must be a date YYYY-MM-DD.' });
    if (v !== undefined && Number.isNaN(Date.parse(`${v}T00:00:00Z`))) {
      this.add(name, 'Must be a valid date.');
      return undefined;
    }
    return v;
  }

  private num(name: string, rule: NumRule, integer: boolean): number | undefined {
    const raw = this.present(name, rule.required);
    if (raw === undefined) return undefined;
    const v = this.mode === 'query' && typeof raw === 'string' ? Number(raw) : raw;
    if (typeof v !== 'number' || !Number.isFinite(v) || (integer && !Number.isInteger(v)))
      return void this.add(name, integer ? 'Must be an integer.' : 'Must be a number.');
    if (rule.min !== undefined && v < rule.min)
      return void this.add(name, `Must be at least ${rule.min}.`);
    if (rule.max !== undefined && v > rule.max)
      return void this.add(name, `Must be at most ${rule.max}.`);
    return v;
  }

  int(name: string, rule: NumRule = {}): number | undefined {
    return this.num(name, rule, true);
  }

  float(name: string, rule: NumRule = {}): number | undefined {
    return this.num(name, rule, false);
  }

  bool(name: string): boolean | undefined {
    const raw = this.present(name);
    if (raw === undefined) return undefined;
    if (typeof raw === 'boolean') return raw;
    if (this.mode === 'query' && (raw === 'true' || raw === 'false')) return raw === 'true';
    return void this.add(name, 'Must be a boolean.');
  }

  /** Comma-separated integers (query) or an array of integers (body). */
  intList(name: string): number[] | undefined {
    const raw = this.present(name);
    if (raw === undefined) return undefined;
    const items = typeof raw === 'string' ? raw.split(',').map((s) => s.trim()) : raw;
    if (!Array.isArray(items)) return void this.add(name, 'Must be a list of integers.');
    const out = items.map((s) => (typeof s === 'string' && /^-?\d+$/.test(s) ? Number(s) : s));
    if (!out.every((n) => Number.isInteger(n)))
      return void this.add(name, 'Must be a comma-separated list of integers.');
    return out as number[];
  }

  list(name: string, required = false, minItems = 0): unknown[] | undefined {
    const raw = this.present(name, required);
    if (raw === undefined) return undefined;
    if (!Array.isArray(raw)) return void this.add(name, 'Must be a list.');
    if (raw.length < minItems)
      return void this.add(name, `Must hold at least ${minItems} item(s).`);
    return raw;
  }

  /** Each item must be an object; returns the items with their own nested checkers. */
  objects(name: string, required = false): { item: Source; check: Checker }[] | undefined {
    const items = this.list(name, required, required ? 1 : 0);
    if (!items) return undefined;
    const out: { item: Source; check: Checker }[] = [];
    items.forEach((item, i) => {
      if (typeof item !== 'object' || item === null || Array.isArray(item))
        this.add(`${name}[${i}]`, 'Must be an object.');
      else out.push({ item: item as Source, check: this.nested(item as Source, `${name}[${i}].`) });
    });
    return out;
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** Throws the collected validation error, if any. */
  done(): void {
    if (!this.ok) throw validationError(this.errors);
  }
}

export const UUID4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const E164 = /^\+[1-9]\d{6,14}$/;
