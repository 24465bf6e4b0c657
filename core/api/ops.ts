import { z } from 'zod';
import { defineRoute, epochMs } from './route';

export const serverTimeRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/utility/getServerTime',
  auth: 'user',
  summary: "The server's clock, epoch ms",
  data: z.object({ serverTime: epochMs }),
});

export const healthRoute = defineRoute({
  method: 'GET',
  path: '/api/health',
  auth: 'none',
  summary: 'Liveness and database check',
  data: z.object({ ok: z.literal(true), db: z.enum(['pglite', 'postgres']), moneyMode: z.enum(['real', 'social']) }),
});
