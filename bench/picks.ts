import { randomUUID } from 'node:crypto';
import { bearerOf, compareToBare } from './api';
import { load } from './support/load';
import { startTarget } from './support/target';

const CHALLENGE = 79639; // seeded: cricket, 12 picks / 6 powerups, starts 40 minutes after the seed

interface QuestionsResponse {
  data: { matches: { match_id: number; questions: { question_id: number; options: { key: string }[] }[] }[] };
}

/**
 * Bulk answer submit (POST /api/v5/utils/users/answerInBulk): the whole set
 * edited in one idempotent request, a fresh Idempotency-Key each time.
 * Throughput against the bare route, then p99 at a fixed offered load.
 */
export async function benchBulkAnswers(): Promise<void> {
  const target = await startTarget();
  try {
    const headers = { ...bearerOf(target), 'content-type': 'application/json' };
    const questions = (await (
      await fetch(`${target.url}/api/v5/utils/users/questions?challenge_id=${CHALLENGE}`, { headers })
    ).json()) as QuestionsResponse;
    const match = questions.data.matches[0]!;
    const answers = match.questions.slice(0, 12).map((q, i) => ({
      match_id: match.match_id,
      question_id: q.question_id,
      answer: q.options[0]!.key,
      answer_time: Date.now(),
      powerups: i < 3 ? ['2x'] : i < 6 ? ['no_negs'] : [],
    }));
    const created = await fetch(`${target.url}/api/v5/utils/users/answerInBulk`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ challenge_id: CHALLENGE, answers }),
    });
    if (!created.ok) throw new Error(`creating S1 failed: ${created.status} ${await created.text()}`);

    const route = {
      path: '/api/v5/utils/users/answerInBulk',
      method: 'POST' as const,
      headers,
      body: JSON.stringify({ challenge_id: CHALLENGE, draft_num: 1, answers }),
      perRequestHeaders: () => ({ 'idempotency-key': randomUUID() }),
    };
    await compareToBare(target, 'bulk answer submit (edit S1, whole set per request)', route);
    const RATE = 50; // below what this machine serves closed-loop, so the p99 is latency, not queueing
    const fixed = await load({ ...route, url: target.url + route.path, overallRate: RATE, connections: 20 });
    console.info(`  at a fixed ${RATE} req/s offered: p99 ${fixed.p99Ms} ms (${fixed.requestsPerSecond.toFixed(0)} req/s served)`);
  } finally {
    await target.stop();
  }
}
