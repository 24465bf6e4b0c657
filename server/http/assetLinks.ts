import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Digital Asset Links for a Trusted Web Activity: lets the configured Android app (TWA_PACKAGE_NAME signed with
 * TWA_SHA256_FINGERPRINTS) show the PWA full screen, without the browser's address bar. No app configured:
 * 404 in the API envelope, like any unknown path.
 */
export const ASSET_LINKS_PATH = '/.well-known/assetlinks.json';

export function registerAssetLinks(app: FastifyInstance, twa: Config['twa']): void {
  app.get(ASSET_LINKS_PATH, { schema: { hide: true } }, (_request, reply) => {
    if (!twa) return reply.code(404).send({ status: 404, code: 'NOT_FOUND', message: 'Not found' });
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/json')
      .send([
        {
          relation: ['delegate_permission/common.handle_all_urls'],
          target: { namespace: 'android_app', package_name: twa.packageName, sha256_cert_fingerprints: twa.sha256Fingerprints },
        },
      ]);
  });
}
