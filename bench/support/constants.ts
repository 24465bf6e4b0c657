/** The same-process reference route: a bare Fastify handler returning a constant. */
export const BARE_ROUTE = '/api/__bench/bare';
