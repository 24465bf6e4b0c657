import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KYC_MAX_FILE_BYTES } from '../core/rules/kyc';
import { kycSubmissions, users } from '../server/db/schema';
import { createManualScheduler, type ManualScheduler } from '../server/modules/wallet/payout/scheduling';
import { bearer, closeTestApps, createTestApp, guestToken, newGaid, testDrivers, useTestDatabase } from './support/app';

/** KYC over HTTP: status, multipart upload, background verification, the document, one account per PAN. */

const NOW = new Date('2026-11-21T06:00:00Z');
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 1, 2, 3, 4]);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9, 9, 9]);

interface FilePart {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** A multipart/form-data body as a browser's FormData would send it. */
function form(fields: Record<string, string>, file?: FilePart): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pickxi${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="panFile"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A PAN no other test uses (the database is shared by the tests of a file, and a verified PAN is taken). */
function freshPan(): string {
  const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 23)); // A..W: never the sandbox's XXX
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return `${letter()}${letter()}${letter()}P${letter()}${digits}${letter()}`;
}
const fieldsWith = (panNumber: string) => ({ panNumber, fullName: 'Ravi Kumar', dateOfBirth: '1990-05-17' });
let goodFields = fieldsWith(freshPan());
const jpegFile: FilePart = { filename: 'pan.jpg', contentType: 'image/jpeg', bytes: JPEG };

describe.each(testDrivers())('KYC on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database().db;
  afterEach(closeTestApps);

  let scheduler: ManualScheduler;
  beforeEach(() => {
    goodFields = fieldsWith(freshPan());
  });
  async function app(moneyMode: 'real' | 'social' = 'real'): Promise<FastifyInstance> {
    scheduler = createManualScheduler();
    return createTestApp(database(), {
      config: { moneyMode },
      clock: () => NOW,
      register: (a) => {
        a.walletKyc.scheduler.use(scheduler);
        a.walletPayout.scheduler.use(createManualScheduler());
      },
    });
  }

  async function player(a: FastifyInstance): Promise<{ token: string; id: number }> {
    const gaid = newGaid();
    const token = await guestToken(a, gaid);
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.gaid, gaid));
    if (!row) throw new Error('no user');
    return { token, id: row.id };
  }

  const upload = (a: FastifyInstance, token: string, body: { payload: Buffer; headers: Record<string, string> }, key = randomUUID()) =>
    a.inject({
      method: 'POST',
      url: '/api/v3/game/kyc/upload',
      headers: { ...bearer(token), 'idempotency-key': key, ...body.headers },
      payload: body.payload,
    });
  const status = (a: FastifyInstance, token: string) =>
    a.inject({ method: 'GET', url: '/api/v3/game/kyc/status', headers: bearer(token) });
  const document = (a: FastifyInstance, token: string, query = '') =>
    a.inject({ method: 'GET', url: `/api/v3/game/kyc/document${query}`, headers: bearer(token) });
  const submissionsOf = async (userId: number) =>
    (await db().select({ n: count() }).from(kycSubmissions).where(eq(kycSubmissions.userId, userId)))[0]?.n ?? 0;

  it('starts not submitted, goes pending on upload and verified when the verifier answers', async () => {
    const a = await app();
    const p = await player(a);
    const before = await status(a, p.token);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.json().data).toEqual({ status: 'not_submitted', panLast4: null, fullName: null, reason: null, submittedAt: null });

    const res = await upload(a, p.token, form({ ...goodFields, panNumber: goodFields.panNumber.toLowerCase() }, jpegFile));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 200, data: { status: 'pending' } });
    expect((await status(a, p.token)).json().data).toEqual({
      status: 'pending',
      panLast4: goodFields.panNumber.slice(-4),
      fullName: 'Ravi Kumar',
      reason: null,
      submittedAt: NOW.getTime(),
    });

    // The sandbox answers "later": only when the scheduler runs.
    expect(scheduler.pending).toBe(1);
    await scheduler.runAll();
    expect((await status(a, p.token)).json().data).toMatchObject({ status: 'verified', reason: null });
  });

  it('returns the own document as bytes, and nobody else gets it', async () => {
    const a = await app();
    const owner = await player(a);
    const other = await player(a);
    expect((await upload(a, owner.token, form(goodFields, { filename: 'pan.png', contentType: 'image/png', bytes: PNG }))).statusCode).toBe(200);

    const res = await document(a, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data as { contentType: string; data: string };
    expect(data.contentType).toBe('image/png');
    expect(new Uint8Array(Buffer.from(data.data, 'base64'))).toEqual(PNG);

    // Another player has no document; naming the owner's id changes nothing.
    for (const query of ['', `?user_id=${owner.id}`]) {
      const theirs = await document(a, other.token, query);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).not.toContain(data.data);
    }
    expect((await document(a, 'not-a-token')).statusCode).toBe(401);
  });

  it.each([
    ['a bad PAN', form({ ...goodFields, panNumber: 'ABCDE12345' }, jpegFile), 'panNumber', 'PAN_INVALID'],
    ['an under-18 date of birth', form({ ...goodFields, dateOfBirth: '2009-01-01' }, jpegFile), 'dateOfBirth', 'UNDER_AGE'],
    ['an impossible date', form({ ...goodFields, dateOfBirth: '1990-02-30' }, jpegFile), 'dateOfBirth', 'DOB_INVALID'],
    ['a bad name', form({ ...goodFields, fullName: 'R2D2' }, jpegFile), 'fullName', 'NAME_INVALID'],
    [
      'a .jpg that is really text',
      form(goodFields, { filename: 'pan.jpg', contentType: 'image/jpeg', bytes: new TextEncoder().encode('hello, not an image') }),
      'panFile',
      'UNSUPPORTED_TYPE',
    ],
    ['no file at all', form(goodFields), 'panFile', 'MISSING'],
    ['the file sent as an empty value', form({ ...goodFields, panFile: '' }), 'panFile', 'MISSING'],
    ['an empty file', form(goodFields, { filename: 'pan.jpg', contentType: 'image/jpeg', bytes: new Uint8Array(0) }), 'panFile', 'EMPTY'],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_name, body, field, code) => {
    const a = await app();
    const p = await player(a);
    const res = await upload(a, p.token, body);
    expect(res.statusCode).toBe(400);
    const env = res.json() as { status: number; code: string; message: string; data: { fields: Record<string, string> } };
    expect(env).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(env.message.length).toBeGreaterThan(5);
    expect(env.data.fields[field]).toBe(code);
    expect(await submissionsOf(p.id)).toBe(0);
    expect(scheduler.pending).toBe(0);
    expect((await status(a, p.token)).json().data.status).toBe('not_submitted');
  });

  it('flags an oversize file with the size error (TOO_LARGE), whatever its type', async () => {
    const a = await app();
    const p = await player(a);
    const big = new Uint8Array(KYC_MAX_FILE_BYTES + 1);
    big.set(JPEG);
    const res = await upload(a, p.token, form(goodFields, { filename: 'pan.jpg', contentType: 'image/jpeg', bytes: big }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', data: { fields: { panFile: 'TOO_LARGE' } } });
    expect(res.json().message).toMatch(/2 MB/);
    expect(await submissionsOf(p.id)).toBe(0);

    // Exactly at the limit is fine.
    const ok = new Uint8Array(KYC_MAX_FILE_BYTES);
    ok.set(JPEG);
    expect((await upload(a, p.token, form(goodFields, { ...jpegFile, bytes: ok }))).statusCode).toBe(200);
  });

  it('reports every bad field at once', async () => {
    const a = await app();
    const p = await player(a);
    const res = await upload(a, p.token, form({ panNumber: '123', fullName: '', dateOfBirth: '2015-01-01' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({
      panNumber: 'PAN_INVALID',
      fullName: 'NAME_INVALID',
      dateOfBirth: 'UNDER_AGE',
      panFile: 'MISSING',
    });
  });

  it('a rejected PAN can be submitted again; a pending or verified one cannot', async () => {
    const a = await app();
    const p = await player(a);
    // The sandbox rejects PANs starting with XXX.
    expect((await upload(a, p.token, form({ ...goodFields, panNumber: 'XXXPX1234X' }, jpegFile))).statusCode).toBe(200);
    const again = await upload(a, p.token, form(goodFields, jpegFile));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'KYC_ALREADY_SUBMITTED', message: 'Your KYC is being verified' });

    await scheduler.runAll();
    expect((await status(a, p.token)).json().data).toMatchObject({ status: 'rejected', reason: 'PAN could not be verified' });

    expect((await upload(a, p.token, form(goodFields, jpegFile))).statusCode).toBe(200);
    await scheduler.runAll();
    expect((await status(a, p.token)).json().data).toMatchObject({ status: 'verified', panLast4: goodFields.panNumber.slice(-4) });
    const verified = await upload(a, p.token, form(goodFields, jpegFile));
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe('Your KYC is already verified');
    expect(await submissionsOf(p.id)).toBe(2);
  });

  it('one verified account per PAN: a second account is refused with 409', async () => {
    const a = await app();
    const first = await player(a);
    const second = await player(a);
    const pan = freshPan();
    await upload(a, first.token, form({ ...goodFields, panNumber: pan }, jpegFile));
    await scheduler.runAll();
    const res = await upload(a, second.token, form({ ...goodFields, panNumber: pan.toLowerCase() }, jpegFile));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAN_ALREADY_VERIFIED', message: 'This PAN is already verified on another account' });
    expect(await submissionsOf(second.id)).toBe(0);
  });

  it('when two accounts with one PAN are verified at the same time, the index lets only one through', async () => {
    const a = await app();
    const first = await player(a);
    const second = await player(a);
    const pan = freshPan();
    // Both are pending before either is verified, so the upload check cannot catch it.
    expect((await upload(a, first.token, form({ ...goodFields, panNumber: pan }, jpegFile))).statusCode).toBe(200);
    expect((await upload(a, second.token, form({ ...goodFields, panNumber: pan }, jpegFile))).statusCode).toBe(200);
    await scheduler.runAll();
    expect((await status(a, first.token)).json().data.status).toBe('verified');
    expect((await status(a, second.token)).json().data).toMatchObject({
      status: 'rejected',
      reason: 'This PAN is already verified on another account',
    });
  });

  it('a verdict is applied once: a repeated answer changes nothing', async () => {
    const a = await app();
    const p = await player(a);
    await upload(a, p.token, form({ ...goodFields, panNumber: 'XXXPX9999X' }, jpegFile));
    await scheduler.runAll();
    const [row] = await db().select().from(kycSubmissions).where(eq(kycSubmissions.userId, p.id));
    if (!row) throw new Error('no submission');
    const { applyKycResult } = await import('../server/modules/wallet/kyc/service');
    await applyKycResult(db(), 'sandbox', { submissionId: row.id, userId: String(p.id), status: 'verified', reason: null }, NOW);
    expect((await status(a, p.token)).json().data.status).toBe('rejected');
  });

  it('replays an upload with the same Idempotency-Key without a second submission', async () => {
    const a = await app();
    const p = await player(a);
    const key = randomUUID();
    const body = form(goodFields, jpegFile);
    const one = await upload(a, p.token, body, key);
    const two = await upload(a, p.token, body, key);
    expect(two.statusCode).toBe(200);
    expect(two.headers['idempotent-replayed']).toBe('true');
    expect(two.json()).toEqual(one.json());
    expect(await submissionsOf(p.id)).toBe(1);
    expect(scheduler.pending).toBe(1);
    // The same key with another file is a different request.
    const other = await upload(a, p.token, form(goodFields, { filename: 'pan.png', contentType: 'image/png', bytes: PNG }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('answers malformed or oversized forms with a 4xx envelope, never a 500, and stores nothing', async () => {
    const a = await app();
    const p = await player(a);
    const twoFiles = form(goodFields, jpegFile);
    const boundary = /boundary=(.+)$/.exec(twoFiles.headers['content-type'] ?? '')?.[1] ?? '';
    const extra = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="other"; filename="b.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const cases = [
      // a second file part
      { payload: Buffer.concat([extra, Buffer.from(JPEG), Buffer.from('\r\n'), twoFiles.payload]), headers: twoFiles.headers },
      // cut off in the middle of the file
      { payload: twoFiles.payload.subarray(0, twoFiles.payload.length - 20), headers: twoFiles.headers },
      // too many fields
      form(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, 'x']))),
      // JSON instead of a form
      { payload: Buffer.from(JSON.stringify(goodFields)), headers: { 'content-type': 'application/json' } },
    ];
    const expected = [
      [413, 'PAYLOAD_TOO_LARGE'],
      [400, 'VALIDATION_FAILED'],
      [413, 'PAYLOAD_TOO_LARGE'],
      // the upload takes multipart only (ADR 010): any other body is refused before it is read
      [415, 'UNSUPPORTED_MEDIA_TYPE'],
    ];
    for (const [i, body] of cases.entries()) {
      const res = await upload(a, p.token, body);
      expect([res.statusCode, res.json().code]).toEqual(expected[i]);
      expect(res.json()).toMatchObject({ status: res.statusCode, message: expect.any(String) });
    }
    expect(await submissionsOf(p.id)).toBe(0);
  });

  it('after a restart, a submission still pending goes to the verifier again', async () => {
    const a = await app();
    const p = await player(a);
    expect((await upload(a, p.token, form(goodFields, jpegFile))).statusCode).toBe(200);
    // The process dies before the verifier answers.
    await a.close();
    const restarted = await app();
    await restarted.listen({ port: 0, host: '127.0.0.1' });
    expect(await restarted.walletKyc.resubmitting).toBeGreaterThanOrEqual(1);
    await scheduler.runAll();
    expect((await status(restarted, p.token)).json().data.status).toBe('verified');
  });

  it('documents the KYC and payout endpoints in OpenAPI', async () => {
    const a = await app();
    const doc = (await a.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const expected: Array<[string, string]> = [
      ['/api/v2/game/users/paymentInfo', 'put'],
      ['/api/v3/game/cashfree/addBankBeneficiary', 'post'],
      ['/api/v1/wallet/withdraw', 'post'],
      ['/api/v4/wallet/dynamicWithdrawal', 'get'],
      ['/api/v3/game/kyc/status', 'get'],
      ['/api/v3/game/kyc/upload', 'post'],
      ['/api/v3/game/kyc/document', 'get'],
    ];
    for (const [path, method] of expected) expect(doc.paths[path]).toHaveProperty(method);
  });

  it('needs a logged-in player', async () => {
    const a = await app();
    const res = await a.inject({ method: 'POST', url: '/api/v3/game/kyc/upload', ...form(goodFields, jpegFile) });
    expect(res.statusCode).toBe(401);
  });

  it('is off in social money mode: 403 MONEY_MODE_DISABLED, nothing stored', async () => {
    const a = await app('social');
    const p = await player(a);
    for (const res of [await status(a, p.token), await document(a, p.token), await upload(a, p.token, form(goodFields, jpegFile))]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, code: 'MONEY_MODE_DISABLED' });
    }
    expect(await submissionsOf(p.id)).toBe(0);
  });
});
