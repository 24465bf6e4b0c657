/**
 * PostgreSQL array literals, sent as ONE text parameter and cast in the statement (`${intArray(ids)}::bigint[]`).
 * One parameter whatever the length: no statement meets PostgreSQL's limit of 65,535 bind parameters, and the
 * planner sees how many elements there are (`= any(…)`, `unnest(…)`), which it cannot for a JSON document.
 */
export function intArray(values: readonly number[]): string {
  for (const v of values) if (!Number.isSafeInteger(v)) throw new RangeError(`not an integer: ${v}`);
  return `{${values.join(',')}}`;
}

/** Every element quoted, `"` and `\` escaped: any text survives, commas and braces included. */
export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
