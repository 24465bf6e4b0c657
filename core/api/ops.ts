import { z } from 'zod';
import { defineRoute, epochMs } from './route';
import { ROUTES } from './routes';

export const serverTimeRoute = defineRoute({
  ...ROUTES.serverTime,
  summary: "The server's clock, epoch ms",
  data: z.object({ serverTime: epochMs }),
});

export const healthRoute = defineRoute({
  ...ROUTES.health,
  summary: 'Liveness and database check',
  data: z.object({ ok: z.literal(true), db: z.enum(['pglite', 'postgres']), moneyMode: z.enum(['real', 'social']) }),
});
