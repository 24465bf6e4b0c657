import type { FastifyInstance } from 'fastify';
import { GATEWAY_NAMES } from '../../../core/api/wallet-ops';
import {
  PAYMENT_PATHS,
  renderSandboxPaymentPage,
  type PaymentGateways,
  type SandboxAction,
} from '../../gateways/payment';
import type { AppDeps } from '../../http/deps';
import { handleNotification } from './payments';

/*
 * The provider-facing routes (no player auth; trust comes from signatures):
 *   POST /api/v1/payments/webhook/:gateway   raw body → verify → credit once
 *   POST /api/v1/payments/paytm/callback     Paytm's browser form post (CHECKSUMHASH) → 303 to the PWA
 *   GET  /api/v1/payments/sandbox/pay?token= PickXI's sandbox payment page (Pay / Fail / Cancel)
 *   POST /api/v1/payments/sandbox/pay        the page's form → signed webhook to our own webhook route → 303
 * They live in their own encapsulated scope whose only body parser keeps the raw bytes:
 * signatures cover bytes, and JSON parsing before verification would break every one of them.
 */

const SANDBOX_ACTIONS: readonly SandboxAction[] = ['pay', 'fail', 'cancel'];

const htmlPage = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px"><h1 style="font-size:20px">${title}</h1><p>${text}</p><p><a href="/wallet">PickXI wallet</a></p></body></html>`;

const SANDBOX_ERRORS: Record<string, { status: number; text: string }> = {
  bad_token: { status: 400, text: 'This payment link is not valid.' },
  unknown_order: { status: 404, text: 'This payment was not found.' },
  expired: { status: 410, text: 'This payment session has expired. Please start again from the wallet.' },
  already_completed: { status: 409, text: 'This payment was already completed.' },
};

function rawBody(body: unknown): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.alloc(0);
}

export function registerPaymentProviderRoutes(app: FastifyInstance, deps: AppDeps, gateways: PaymentGateways | null): void {
  const root = app;
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    // One route per gateway (not /:gateway) so each is documented and unknown names are plain 404s.
    for (const name of GATEWAY_NAMES) {
      scope.post(
        PAYMENT_PATHS.webhook(name),
        { schema: { summary: `Server-to-server payment notification from ${name} (raw body, signature-verified)` } },
        async (request, reply) => {
          const result = await handleNotification(deps, gateways, name, rawBody(request.body), request.headers, request.log);
          if (!result.ok) {
            return reply
              .code(result.status)
              .send({ status: result.status, code: result.status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', message: result.message });
          }
          return { status: 200, data: { received: true, orderId: result.orderId, outcome: result.outcome } };
        },
      );
    }

    scope.post(PAYMENT_PATHS.paytmCallback, { schema: { summary: 'Paytm browser callback (form post with CHECKSUMHASH); 303 to the PWA' } }, async (request, reply) => {
      const result = await handleNotification(deps, gateways, 'paytm', rawBody(request.body), request.headers, request.log);
      if (!result.ok) {
        return reply.code(result.status).send({ status: result.status, code: 'VALIDATION_FAILED', message: result.message });
      }
      return reply.redirect(`${deps.config.payment.publicBaseUrl}${PAYMENT_PATHS.returnPage(result.orderId)}`, 303);
    });

    scope.get<{ Querystring: { token?: string } }>(PAYMENT_PATHS.sandboxPay, { schema: { summary: 'PickXI sandbox payment page (HTML)' } }, (request, reply) => {
      reply.type('text/html; charset=utf-8');
      const sandbox = gateways?.sandbox;
      if (!sandbox) return reply.code(404).send(htmlPage('Not available', 'The test payment provider is not enabled.'));
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      const page = sandbox.openPage(token.slice(0, 2000));
      if (!page.ok) {
        const e = SANDBOX_ERRORS[page.reason] ?? { status: 400, text: 'Invalid request.' };
        return reply.code(e.status).send(htmlPage('Payment', e.text));
      }
      return reply.send(renderSandboxPaymentPage(page.order, token));
    });

    scope.post(PAYMENT_PATHS.sandboxPay, { schema: { summary: 'Sandbox payment page form: Pay / Fail / Cancel; 303 to the PWA' } }, async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      const sandbox = gateways?.sandbox;
      if (!sandbox) return reply.code(404).send(htmlPage('Not available', 'The test payment provider is not enabled.'));
      const form = new URLSearchParams(rawBody(request.body).toString('utf8'));
      const token = form.get('token') ?? '';
      const action = form.get('action') ?? '';
      if (token.length === 0 || token.length > 2000 || !(SANDBOX_ACTIONS as readonly string[]).includes(action)) {
        return reply.code(400).send(htmlPage('Payment', 'Invalid request.'));
      }
      const done = sandbox.complete(token, action as SandboxAction);
      if (!done.ok) {
        const e = SANDBOX_ERRORS[done.reason] ?? { status: 400, text: 'Invalid request.' };
        return reply.code(e.status).send(htmlPage('Payment', e.text));
      }
      // Through the very same route, verification and crediting a real provider's webhook uses.
      const delivered = await root.inject({
        method: 'POST',
        url: PAYMENT_PATHS.webhook('sandbox'),
        headers: done.webhook.headers,
        payload: done.webhook.body,
      });
      if (delivered.statusCode !== 200) {
        // Not fatal: getOrderStatus asks the sandbox and credits from its answer.
        request.log.warn({ status: delivered.statusCode, orderId: done.order.orderId }, 'sandbox webhook not accepted');
      }
      // Relative: the page is served by us, and CSP form-action 'self' also governs the redirect
      // after a form post, so an absolute PUBLIC_BASE_URL on another host/port would be blocked.
      return reply.redirect(PAYMENT_PATHS.returnPage(done.order.orderId), 303);
    });
  });
}
