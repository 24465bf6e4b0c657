import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMsg91Sms } from './msg91';
import { SmsError } from './types';

/** A local stand-in for control.msg91.com that records requests and answers as MSG91 documents. */
interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}
let server: Server;
let baseUrl: string;
const seen: Seen[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{"type":"success","request_id":"3461707a4e4a363736333831"}' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sms = () => createMsg91Sms({ authKey: 'test-auth-key-123', templateId: 'tmpl-otp-1', baseUrl }, (url, init) => fetch(url, init));

describe('MSG91 SendOTP adapter', () => {
  it('POSTs /api/v5/otp with the template, 91-prefixed number, our code and expiry, authkey header', async () => {
    seen.length = 0;
    answer = { status: 200, body: '{"type":"success","request_id":"3461707a4e4a363736333831"}' };
    const result = await sms().sendOtp({ phone: '9876543210', code: '042917', ttlMinutes: 5 });
    expect(result).toEqual({ providerRef: '3461707a4e4a363736333831' });
    expect(seen).toHaveLength(1);
    const req = seen[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/api/v5/otp');
    expect(Object.fromEntries(req.query)).toEqual({ template_id: 'tmpl-otp-1', mobile: '919876543210', otp: '042917', otp_expiry: '5' });
    expect(req.headers['authkey']).toBe('test-auth-key-123');
    expect(req.headers['content-type']).toBe('application/json');
    // the key travels in a header, never in the URL (logs and proxies keep URLs)
    expect(req.query.has('authkey')).toBe(false);
  });

  it('an error reply (200 with type error) is an SmsError carrying MSG91\'s message', async () => {
    answer = { status: 200, body: '{"type":"error","message":"Invalid authkey"}' };
    await expect(sms().sendOtp({ phone: '9876543210', code: '111111', ttlMinutes: 5 })).rejects.toThrow(new SmsError('MSG91 refused the OTP: Invalid authkey'));
  });

  it('an HTTP failure or a body that is not JSON is an SmsError', async () => {
    answer = { status: 500, body: '<html>oops</html>' };
    await expect(sms().sendOtp({ phone: '9876543210', code: '111111', ttlMinutes: 5 })).rejects.toThrow('MSG91 refused the OTP: HTTP 500');
  });

  it('an unreachable host is an SmsError, not a crash', async () => {
    const down = createMsg91Sms({ authKey: 'k-12345678', templateId: 't-1234', baseUrl: 'http://127.0.0.1:1' }, (url, init) => fetch(url, init));
    await expect(down.sendOtp({ phone: '9876543210', code: '111111', ttlMinutes: 5 })).rejects.toBeInstanceOf(SmsError);
  });
});
