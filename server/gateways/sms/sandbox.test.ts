import { describe, expect, it } from 'vitest';
import { createSandboxSms } from './sandbox';

describe('sandbox SMS', () => {
  it('logs the code and keeps the latest per number, newest first (development)', async () => {
    const lines: string[] = [];
    const sms = createSandboxSms({ log: { info: (_o, m) => lines.push(m) }, revealCodes: true, clock: () => new Date(0) });
    await sms.sendOtp({ phone: '9000000001', code: '111111', ttlMinutes: 5 });
    await sms.sendOtp({ phone: '9000000002', code: '222222', ttlMinutes: 5 });
    await sms.sendOtp({ phone: '9000000001', code: '333333', ttlMinutes: 5 });
    expect(sms.recent().map((r) => [r.phone, r.code])).toEqual([
      ['9000000001', '333333'],
      ['9000000002', '222222'],
    ]);
    expect(lines.some((l) => l.includes('333333'))).toBe(true);
  });

  it('in production it neither logs nor keeps the code', async () => {
    const logged: unknown[] = [];
    const sms = createSandboxSms({ log: { info: (o, m) => logged.push(o, m) }, revealCodes: false, clock: () => new Date(0) });
    await sms.sendOtp({ phone: '9000000001', code: '987654', ttlMinutes: 5 });
    expect(sms.recent()).toEqual([]);
    expect(JSON.stringify(logged)).not.toContain('987654');
  });
});
