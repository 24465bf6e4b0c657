import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as api from './index';
import { DB_INT_MAX, type RouteDef } from './route';

/** Every route's query ids are bounded to the database's integer range: an oversized id is a 400, not a 500. */
const routes = Object.values(api as Record<string, unknown>).filter((v): v is RouteDef => typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'data' in v);
/** Ids where 0 means something by spec: team save uses match_id 0 (docs/product.md §4), team_id 0 is a team not saved yet. */
const ZERO_ALLOWED = new Set(['/api/v1/f2p/game/draft/saveTeam match_id', '/api/v1/f2p/game/draft/saveTeam team_id', '/api/v1/f2p/game/draft/getTeam match_id', '/api/v1/f2p/game/draft/getTeam team_id']);

const idFields = routes.flatMap((r) => {
  const shape = r.query instanceof z.ZodObject ? (r.query.shape as Record<string, z.ZodType>) : {};
  return Object.keys(shape)
    // order ids are UUIDs, slide ids and player ids (the feed's key for a player) are text
    .filter((k) => k.endsWith('_id') && k !== 'order_id' && k !== 'slide_id' && k !== 'player_id')
    .map((k) => [`${r.method} ${r.path} ${k}`, r, k] as const);
});

describe('ids in queries', () => {
  it('finds the id fields', () => {
    expect(idFields.length).toBeGreaterThan(15);
  });
  it.each(idFields)('%s refuses 0 and anything above 2^31-1', (_name, route, key) => {
    const q = route.query as z.ZodObject;
    const field = q.shape[key] as z.ZodType;
    expect(field.safeParse('1').success).toBe(true);
    expect(field.safeParse(String(DB_INT_MAX + 1)).success).toBe(false);
    expect(field.safeParse('0').success).toBe(ZERO_ALLOWED.has(`${route.path} ${key}`));
  });
});
