import { describe, expect, it } from 'vitest';
import * as routes from './ops';
import * as paths from './ops.paths';
import type { RouteDef } from './route';

describe('zod-free ops paths', () => {
  it('every path equals its route definition', () => {
    const entries = Object.entries(paths);
    expect(entries.length).toBe(8);
    for (const [name, path] of entries) {
      const route = (routes as Record<string, unknown>)[name.replace(/Path$/, 'Route')] as RouteDef;
      expect({ ...path, idempotent: path.idempotent ?? false }, name).toEqual({
        method: route.method,
        path: route.path,
        auth: route.auth,
        idempotent: route.idempotent ?? false,
      });
    }
  });
});
