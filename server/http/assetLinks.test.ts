import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../config';
import { ASSET_LINKS_PATH, registerAssetLinks } from './assetLinks';

const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'pickxi-assetlinks-'));
const FINGERPRINT = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0').slice(-2)).join(':');

async function get(twa: Parameters<typeof registerAssetLinks>[1]) {
  const app = Fastify();
  registerAssetLinks(app, twa);
  const response = await app.inject({ method: 'GET', url: ASSET_LINKS_PATH });
  await app.close();
  return response;
}

describe('/.well-known/assetlinks.json (Trusted Web Activity)', () => {
  it('publishes the configured Android app and its signing fingerprints', async () => {
    const config = loadConfig({ DATA_DIR, TWA_PACKAGE_NAME: 'in.pickxi.app', TWA_SHA256_FINGERPRINTS: `${FINGERPRINT}, ${FINGERPRINT.toUpperCase()}` });
    expect(config.twa).toEqual({ packageName: 'in.pickxi.app', sha256Fingerprints: [FINGERPRINT.toUpperCase(), FINGERPRINT.toUpperCase()] });
    const response = await get(config.twa);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: { namespace: 'android_app', package_name: 'in.pickxi.app', sha256_cert_fingerprints: [FINGERPRINT.toUpperCase(), FINGERPRINT.toUpperCase()] },
      },
    ]);
  });

  it('answers 404 in the envelope when no app is configured', async () => {
    const response = await get(loadConfig({ DATA_DIR }).twa);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('refuses a half or malformed configuration at start', () => {
    const base = { DATA_DIR };
    expect(() => loadConfig({ ...base, TWA_PACKAGE_NAME: 'in.pickxi.app' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, TWA_PACKAGE_NAME: 'in.pickxi.app', TWA_SHA256_FINGERPRINTS: 'AB:CD' })).toThrow(/TWA_SHA256_FINGERPRINTS/);
    expect(() => loadConfig({ ...base, TWA_PACKAGE_NAME: 'pickxi', TWA_SHA256_FINGERPRINTS: FINGERPRINT })).toThrow(/TWA_PACKAGE_NAME/);
  });
});
