import { describe, expect, it } from 'vitest';
import { createSandboxSocial, sandboxIdToken } from './sandbox';

describe('sandbox social sign-in', () => {
  const social = createSandboxSocial();
  it('reads the subject, email and name of a sandbox token', async () => {
    expect(await social.verify(sandboxIdToken({ sub: 'asha-01', email: 'asha@example.com', name: 'Asha' }))).toEqual({
      provider: 'sandbox',
      subject: 'asha-01',
      email: 'asha@example.com',
      name: 'Asha',
    });
  });
  it('refuses anything else', async () => {
    for (const bad of ['', 'eyJhbGciOi.x.y', 'sandbox.', 'sandbox.%%%', `sandbox.${Buffer.from('[1]').toString('base64url')}`, sandboxIdToken({ sub: 'has space' }), sandboxIdToken({ sub: '' })]) {
      expect(await social.verify(bad)).toBeNull();
    }
  });
});
