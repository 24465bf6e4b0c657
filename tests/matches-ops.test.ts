import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../server/config';
import { runLifecycle } from '../server/modules/matches/lifecycle';
import { staffScriptSecret } from '../server/modules/ops/routes';
import { upsertStaffAccount } from '../server/modules/ops/staff-accounts';
import { fakeResults, insertSports, replayDeps, replayDirOf, rowsOf, type FakeResults } from './matches-support';
import { bearer, closeTestApps, createTestApp, guestToken, testDrivers, useTestDatabase } from './support/app';

const STARTED = new Date('2026-05-01T12:00:00Z');
const at = (seconds: number) => new Date(STARTED.getTime() + seconds * 1000);
const PASSWORD = 'staff-password-1';
const PHONES = { operator: '9000000001', finance: '9000000002', support: '9000000003' } as const;

describe.each(testDrivers())('staff operations on %s', (driver) => {
  const database = useTestDatabase(driver);
  let now = at(0);
  let results: FakeResults;
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};

  const login = async (phone: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/v4/utils/login', payload: { phone, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    return res.json().data.login_token as string;
  };
  const get = (who: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(tokens[who]!) });
  const post = (who: string, url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: { ...bearer(tokens[who]!), 'idempotency-key': randomUUID() }, payload });

  beforeAll(async () => {
    const db = database().db;
    await insertSports(db);
    // Two replayed matches: 1370351 (a win) and 1426269, both ingested to the end by the lifecycle.
    const deps = replayDeps(db, replayDirOf('1370351', '1426269'), STARTED, fakeResults(), { pointsFinalAfterMs: 3_600_000 });
    await runLifecycle(deps, at(0));
    await runLifecycle(deps, at(720));
    for (const [role, phone] of Object.entries(PHONES)) await upsertStaffAccount(db, { phone, password: PASSWORD, role: role as keyof typeof PHONES });
    results = fakeResults();
    app = await createTestApp(database(), { clock: () => now, results });
    for (const [role, phone] of Object.entries(PHONES)) tokens[role] = await login(phone);
    tokens.player = await guestToken(app);
  });
  afterEach(() => {
    results.calls.length = 0;
  });
  afterAll(closeTestApps);

  it('a player gets 403 on every ops route; each role reaches what ADR 008 gives it', async () => {
    for (const url of ['/api/ops/me', '/api/ops/matches', '/api/ops/audit', '/api/ops/questions?match_id=1370351', '/api/ops/reports?room_id=1']) {
      const res = await get('player', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    expect((await post('player', '/api/ops/questions/void', { question_id: 137035101 })).statusCode).toBe(403);
    expect((await get('support', '/api/ops/me')).json().data).toEqual({ role: 'support', permissions: ['matches.read', 'reports.read'] });
    expect((await get('support', '/api/ops/audit')).statusCode).toBe(403);
    expect((await get('finance', '/api/ops/audit')).statusCode).toBe(200);
    expect((await post('finance', '/api/ops/questions/void', { question_id: 137035101 })).statusCode).toBe(403);
    expect((await post('support', '/api/ops/matches/abandon', { match_id: 1370351, reason: 'rain' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/ops/matches' })).statusCode).toBe(401);
  });

  it('lists matches with their state and score, and a match’s questions with their answers', async () => {
    const res = await get('support', '/api/ops/matches');
    expect(res.statusCode).toBe(200);
    const m = res.json().data.matches.find((x: { match_id: number }) => x.match_id === 1370351);
    expect(m).toMatchObject({ name: 'Mumbai Indians vs Lucknow Super Giants', sport: 'cricket', feed: 'replay', status: 'completed' });
    expect(m.score.status).toBe('Mumbai Indians won by 81 runs');
    expect(m.resolved).toBeGreaterThan(0);
    const q = await get('support', '/api/ops/questions?match_id=1370351');
    expect(q.json().data.questions[1]).toMatchObject({ question_id: 137035102, resolver: 'cricket.winner', result: { status: 'settled', correct: 'A', source: 'feed' } });
    expect((await get('support', '/api/ops/questions?match_id=999')).statusCode).toBe(404);
  });

  it('operator corrects and voids questions before points final: staff answers, rescored, audited', async () => {
    const res = await post('operator', '/api/ops/questions/resolve', { question_id: 137035102, correct: 'B' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.result).toEqual({ status: 'settled', correct: 'B', source: 'staff' });
    expect(results.calls).toEqual([{ op: 'rescore', matchId: 1370351 }]);
    const voided = await post('operator', '/api/ops/questions/void', { question_id: 137035103 });
    expect(voided.json().data.result).toEqual({ status: 'void', correct: null, source: 'staff' });

    const bad = await post('operator', '/api/ops/questions/resolve', { question_id: 137035102, correct: 'maybe' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('INVALID_OPTION');
    expect((await post('operator', '/api/ops/questions/resolve', { question_id: 1, correct: 'A' })).statusCode).toBe(404);
    expect((await post('operator', '/api/ops/questions/resolve', { question_id: 'x', correct: 'A' })).statusCode).toBe(400);

    const audit = (await get('finance', '/api/ops/audit')).json().data.entries;
    expect(audit.slice(0, 2)).toMatchObject([
      { action: 'question.void', target_type: 'question', target_id: '137035103', actor_role: 'operator', detail: { match_id: 1370351 } },
      { action: 'question.resolve', target_id: '137035102', detail: { correct: 'B', before: { status: 'settled', correct: 'A', source: 'feed' } } },
    ]);
    // The feed never overwrites it.
    await runLifecycle(replayDeps(database().db, replayDirOf('1370351', '1426269'), STARTED, fakeResults(), { pointsFinalAfterMs: 3_600_000 }), at(730));
    expect(rowsOf<{ correct: string }>(await database().db.execute(sql`select correct from question_results where question_id = 137035102`))[0]!.correct).toBe('B');
  });

  it('operator finalizes a completed match now (settlement follows); after that questions are locked', async () => {
    const res = await post('operator', '/api/ops/matches/finalize', { match_id: 1370351 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('settled');
    expect(results.calls).toEqual([
      { op: 'rescore', matchId: 1370351 },
      { op: 'settle', matchId: 1370351 },
    ]);
    const late = await post('operator', '/api/ops/questions/void', { question_id: 137035104 });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('POINTS_FINAL');
    expect((await post('operator', '/api/ops/matches/abandon', { match_id: 1370351, reason: 'too late' })).json().code).toBe('POINTS_FINAL');
  });

  it('operator abandons a match: refunded, audited; a scheduled-but-unknown match is 404', async () => {
    now = at(725);
    const res = await post('operator', '/api/ops/matches/abandon', { match_id: 1426269, reason: 'floodlight failure' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('abandoned');
    expect(results.calls).toEqual([{ op: 'refund', matchId: 1426269 }]);
    const [entry] = (await get('operator', '/api/ops/audit?limit=1')).json().data.entries;
    expect(entry).toMatchObject({ action: 'match.abandon', target_id: '1426269', detail: { reason: 'floodlight failure' } });
    expect((await post('operator', '/api/ops/matches/abandon', { match_id: 424242, reason: 'nope' })).statusCode).toBe(404);
  });

  it('reads a room’s settlement report from settlement_reports; 404 until one exists', async () => {
    expect((await get('finance', '/api/ops/reports?room_id=123456')).statusCode).toBe(404);
    const db = database().db;
    const [room] = rowsOf<{ room_id: number }>(
      await db.execute(sql`insert into contest_rooms (config_id, room_index, room_name, size) values (13703511, 1, 'Practice #1', 1000) returning room_id`),
    );
    const at = new Date('2026-05-01T14:00:00Z');
    await db.execute(sql`insert into settlement_reports (room_id, document, sha256, published_at) values (${room!.room_id}, '{"room":1}', ${'ab'.repeat(32)}, ${at.toISOString()}::timestamptz)`);
    const res = await get('support', `/api/ops/reports?room_id=${room!.room_id}`);
    expect(res.json().data).toEqual({ room_id: room!.room_id, sha256: 'ab'.repeat(32), published_at: at.getTime(), document: '{"room":1}', part: 0, parts: 1, bytes: 10 });
    expect((await get('support', `/api/ops/reports?room_id=${room!.room_id}&part=1`)).statusCode).toBe(404);
    expect((await get('player', `/api/ops/reports?room_id=${room!.room_id}`)).statusCode).toBe(403);
  });

  it('npm run staff’s server path: only with the server secret; the new staff member logs in with the phone login', async () => {
    const body = { phone: '9000000009', password: PASSWORD, role: 'support' };
    const wrong = await app.inject({ method: 'POST', url: '/api/ops/staff', headers: { 'x-pickxi-staff-secret': 'guess' }, payload: body });
    expect(wrong.statusCode).toBe(403);
    const ok = await app.inject({ method: 'POST', url: '/api/ops/staff', headers: { 'x-pickxi-staff-secret': staffScriptSecret(testConfig().jwtSecret) }, payload: body });
    expect(ok.json().data).toMatchObject({ role: 'support', created: true });
    tokens.newSupport = await login('9000000009');
    expect((await get('newSupport', '/api/ops/me')).json().data.role).toBe('support');
  });
});
