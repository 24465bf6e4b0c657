import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The built PWA. Hashed files under /assets/ never change: cache for a year. The shell files
 * (index.html, the service worker, the manifest, registerSW) must be revalidated every time,
 * or an update never reaches the player.
 */
const NO_CACHE_FILES = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(root: string, filePath: string): string {
  const relative = path.relative(root, filePath).split(path.sep).join('/');
  if (relative.startsWith('assets/')) return IMMUTABLE;
  if (NO_CACHE_FILES.has(relative) || relative.startsWith('workbox-')) return 'no-cache';
  // icons, images, locale files: short cache, revalidate after
  return 'public, max-age=3600';
}

export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<boolean> {
  if (!existsSync(path.join(staticDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    cacheControl: false,
    // Serve build-time .br/.gz siblings when they exist (saves compressing on every request).
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header('cache-control', cacheControlFor(staticDir, filePath));
    },
  });
  return true;
}

/** SPA fallback: a page navigation outside /api that is not a file gets the shell. */
export function wantsSpaShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export function sendSpaShell(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
