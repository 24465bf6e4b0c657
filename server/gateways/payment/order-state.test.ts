import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderStatusDataSchema } from '../../../core/api/wallet-ops';
import { createPaytmGateway } from './paytm';
import { generatePaytmSignature } from './paytm-checksum';
import { createSandboxGateway } from './sandbox';
import { fakeFetch } from './testing';
import {
  applyDecision,
  decideOrderUpdate,
  orderStatusReply,
  resolveNotification,
  type OrderRow,
  type PaymentEvidence,
} from './order-state';

const row: OrderRow = { id: 'PX01ORDER', amountPaise: 10_000, status: 'created' };
const ev = (status: PaymentEvidence['status'], amountPaise = 10_000): PaymentEvidence => ({
  orderId: 'PX01ORDER',
  status,
  amountPaise,
  providerPaymentId: 'P1',
});

describe('decideOrderUpdate', () => {
  it('credits a paid order once, for the row amount', () => {
    const d = decideOrderUpdate(row, ev('paid'));
    expect(d).toMatchObject({ action: 'credit', amountPaise: 10_000 });
    const after = applyDecision(row, d);
    expect(after).toEqual({ row: { ...row, status: 'paid' }, credited: true });
    expect(decideOrderUpdate(after.row, ev('paid'))).toEqual({ action: 'ignore', why: 'already_final' });
  });
  it('sends an amount mismatch to review and never credits it', () => {
    const d = decideOrderUpdate(row, ev('paid', 1_000_000));
    expect(d).toEqual({ action: 'review', from: ['created', 'failed', 'cancelled', 'expired'], expectedPaise: 10_000, reportedPaise: 1_000_000 });
    const after = applyDecision(row, d).row;
    expect(after.status).toBe('review');
    expect(decideOrderUpdate(after, ev('paid'))).toEqual({ action: 'ignore', why: 'already_final' });
  });
  it('a success after a failed attempt still credits; pending changes nothing; other orders are ignored', () => {
    const failed = applyDecision(row, decideOrderUpdate(row, ev('failed'))).row;
    expect(failed.status).toBe('failed');
    expect(applyDecision(failed, decideOrderUpdate(failed, ev('paid'))).credited).toBe(true);
    expect(decideOrderUpdate(row, ev('pending'))).toEqual({ action: 'ignore', why: 'still_pending' });
    expect(decideOrderUpdate(row, { ...ev('paid'), orderId: 'PX01OTHER' })).toEqual({ action: 'ignore', why: 'order_mismatch' });
  });

  const evidenceArb = fc.oneof(
    fc.constant(ev('paid')),
    fc.constant(ev('paid', 20_000)),
    fc.constantFrom(ev('failed'), ev('cancelled'), ev('expired'), ev('pending')),
  );

  it('property: webhook, redirect poll and reconciliation racing on stale reads credit at most once', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(evidenceArb, fc.nat({ max: 3 })), { maxLength: 30 }), (steps) => {
        // Each step decides from a snapshot up to 3 steps old (a concurrent reader), then applies
        // its decision to the CURRENT row, exactly like a guarded UPDATE.
        const history: OrderRow[] = [row];
        let current = row;
        let credits = 0;
        for (const [evidence, lag] of steps) {
          const stale = history[Math.max(0, history.length - 1 - lag)]!;
          const { row: next, credited } = applyDecision(current, decideOrderUpdate(stale, evidence));
          if (credited) credits += 1;
          current = next;
          history.push(current);
        }
        expect(credits).toBeLessThanOrEqual(1);
        expect(current.status === 'paid').toBe(credits === 1);
        // with fresh reads, the first right-amount paid before any mismatch always credits
        const firstPaid = steps.findIndex(([e]) => e.status === 'paid');
        if (firstPaid >= 0 && steps[firstPaid]![0].amountPaise === 10_000 && steps.every(([, lag]) => lag === 0)) {
          expect(credits).toBe(1);
        }
      }),
    );
  });
});

describe('orderStatusReply', () => {
  it('maps row states to status_code and valid contract data', () => {
    const codes = (['created', 'paid', 'failed', 'cancelled', 'expired', 'review'] as const).map((status) => {
      const reply = orderStatusReply({ ...row, status });
      expect(orderStatusDataSchema.safeParse(reply).success).toBe(true);
      return reply.status_code;
    });
    expect(codes).toEqual([0, 1, 2, 3, 4, 0]);
    expect(orderStatusReply(row).data.message).toBe('Awaiting confirmation for order PX01ORDER for Rs. 100');
    expect(orderStatusReply({ ...row, status: 'paid' }).data.message).toBe('Rs. 100 added to your wallet');
  });
});

describe('resolveNotification', () => {
  it('sandbox: the signed webhook is the evidence; a forged one is rejected', async () => {
    let t = 1_763_700_000_000;
    const gw = createSandboxGateway({ secret: 'sandbox-secret-for-tests-0123456789abcdef', publicBaseUrl: 'http://x', now: () => t });
    const order = await gw.createOrder({ orderId: 'PX01ORDER', amountPaise: 10_000, customer: { id: 'u' }, returnUrl: 'r', notifyUrl: 'n' });
    const done = gw.complete(order.providerRef, 'pay');
    if (!done.ok) throw new Error(done.reason);
    t += 1000;
    expect(await resolveNotification(gw, done.webhook.body, done.webhook.headers, t)).toEqual({
      ok: true,
      evidence: { orderId: 'PX01ORDER', status: 'paid', amountPaise: 10_000, providerPaymentId: expect.any(String) },
    });
    expect(await resolveNotification(gw, done.webhook.body, { ...done.webhook.headers, 'x-webhook-signature': 'AAAA' }, t)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('paytm: a valid callback is confirmed with the status API, whose answer wins', async () => {
    const key = 'Zx9!kQ2#mN4$pL7&';
    const { fetch, calls } = fakeFetch([
      { status: 200, body: { body: { resultInfo: { resultStatus: 'PENDING' }, orderId: 'PX01ORDER', txnAmount: '100.00' } } },
    ]);
    const gw = createPaytmGateway({ mid: 'MID1', merchantKey: key, website: 'WEBSTAGING', env: 'staging' }, { fetch });
    const fields = { MID: 'MID1', ORDERID: 'PX01ORDER', STATUS: 'TXN_SUCCESS', TXNAMOUNT: '100.00', TXNID: 'T1' };
    const body = new URLSearchParams({ ...fields, CHECKSUMHASH: generatePaytmSignature(fields, key) }).toString();
    const r = await resolveNotification(gw, body, {}, 0);
    expect(calls).toHaveLength(1);
    expect(r).toMatchObject({ ok: true, evidence: { status: 'pending' } });
  });
});
