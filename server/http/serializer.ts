import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * 200 responses are serialized by fast-json-stringify compiled from the zod envelope's JSON
 * Schema (what fastify does for JSON-Schema routes). zod's own encode walked every field of
 * a 10 KB challenge list on each request and was the largest cost of the hot path.
 * Like zod, it writes only the declared fields, so nothing undeclared can leak.
 *
 * Under NODE_ENV=test every response is also checked against the zod schema, so a handler
 * that drifts from its contract fails the test suite.
 */
export function compileEnvelopeSerializer(schema: z.ZodType, checkWithZod: boolean): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  delete jsonSchema['$schema'];
  const stringify = fastJson(jsonSchema as unknown as Parameters<typeof fastJson>[0]) as (doc: unknown) => string;
  if (!checkWithZod) return stringify;
  return (data) => {
    const checked = schema.safeParse(data);
    if (!checked.success) {
      throw new Error(`Response does not match its contract: ${z.prettifyError(checked.error)}`);
    }
    return stringify(data);
  };
}
