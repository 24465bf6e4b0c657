import type { z } from 'zod';
import * as contracts from '../../core/api';
import type { RouteDef } from '../../core/api/route';

/**
 * The contract table as data, and plausible requests built from it, for the fuzz suite:
 * every RouteDef exported by core/api, and for each a query and body that pass (or nearly
 * pass) its zod schemas, so a mutation of one field reaches as deep into the server as it can.
 */

export function contractRoutes(): RouteDef[] {
  const seen = new Map<string, RouteDef>();
  const add = (value: unknown) => {
    if (isRouteDef(value)) seen.set(`${value.method} ${value.path}`, value);
  };
  for (const value of Object.values(contracts)) {
    if (Array.isArray(value)) value.forEach(add);
    else add(value);
  }
  return [...seen.values()].sort((a, b) => a.path.localeCompare(b.path));
}

function isRouteDef(value: unknown): value is RouteDef {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'auth' in value && 'data' in value;
}

/** Leaf candidates tried in order; the first the field's schema accepts is its sample. */
const STRING_CANDIDATES = ['9876543210', 'abcdef123456', 'HDFC0001234', 'ABCDE1234F', 'Test Player', '2000-01-01', 'en', 'web', 'A', 'upi', 'Flat 1, Road 2', '123456789012'];
const NUMBER_CANDIDATES = [1, 0, 10, 100, 500];
/** … 'match:1': a live stream topic (core/api/live.ts) */
const QUERY_CANDIDATES = ['1', 'true', 'abcdef123456', 'match:1'];

type Def = { type: string; [k: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Real values by field name (ids of seeded rows), used where the field's schema accepts them. */
export type KnownValues = Record<string, string | number>;

/** A JSON value the schema accepts when one is found (zod 4 definitions walked generically). */
export function sampleOf(schema: z.ZodType, known: KnownValues = {}): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return Object.fromEntries(
        Object.entries(shape).map(([k, v]) => [k, k in known && v.safeParse(known[k]).success ? known[k] : sampleOf(v, known)]),
      );
    }
    case 'array': {
      const element = sampleOf(def.element as z.ZodType, known);
      return [element];
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return sampleOf(def.innerType as z.ZodType, known);
    case 'pipe':
      return sampleOf(def.in as z.ZodType, known);
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'union':
      return sampleOf((def.options as z.ZodType[])[0]!, known);
    case 'boolean':
      return true;
    case 'record':
      return {};
    case 'number':
      return NUMBER_CANDIDATES.find((n) => schema.safeParse(n).success) ?? 1;
    case 'string':
      return STRING_CANDIDATES.find((s) => schema.safeParse(s).success) ?? 'x';
    default:
      return null;
  }
}

/** The top-level fields of an object schema (looking through refinements). */
export function objectShape(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
  if (def.type === 'pipe') return objectShape(def.in as z.ZodType);
  return {};
}

/** Query strings are text: the first candidate each field accepts. */
export function sampleQuery(schema: z.ZodType | undefined, known: KnownValues = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(objectShape(schema)).map(([k, v]) => {
      const real = k in known ? String(known[k]) : undefined;
      return [k, real !== undefined && v.safeParse(real).success ? real : (QUERY_CANDIDATES.find((c) => v.safeParse(c).success) ?? '1')];
    }),
  );
}
