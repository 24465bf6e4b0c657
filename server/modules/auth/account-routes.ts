import type { FastifyInstance } from 'fastify';
import { createAccountRoute, resendOtpRoute, socialLoginRoute, socialProvidersRoute, verifyAccountRoute } from '../../../core/api/auth';
import { isSandboxSms } from '../../gateways/sms';
import type { AppDeps } from '../../http/deps';
import { registerRoute, requireUser } from '../../http/route';
import { createAccountsService, type AccountsRuntime } from './accounts';

/** The development page that shows the sandbox SMS codes (never registered in production). */
export const DEV_OTP_PATH = '/api/dev/otp';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** createAccount, resendOtp, verifyAccount and social sign-in; the runtime comes from server/wiring.ts. */
export function registerAccountRoutes(app: FastifyInstance, deps: AppDeps, runtime: AccountsRuntime): void {
  const accounts = createAccountsService(deps, runtime);
  registerRoute(app, deps, createAccountRoute, (ctx) => accounts.createAccount(ctx.db, requireUser(ctx).id, ctx.body, ctx.request.ip));
  registerRoute(app, deps, resendOtpRoute, (ctx) => accounts.resendOtp(ctx.db, requireUser(ctx).id, ctx.request.ip));
  registerRoute(app, deps, verifyAccountRoute, (ctx) => accounts.verifyAccount(ctx.db, requireUser(ctx).id, ctx.body.otp, ctx.request.ip));
  registerRoute(app, deps, socialProvidersRoute, () => accounts.socialProviders());
  registerRoute(app, deps, socialLoginRoute, (ctx) => accounts.socialLogin(ctx.db, ctx.body));

  const sms = runtime.sms;
  if (deps.config.nodeEnv !== 'production' && isSandboxSms(sms)) {
    app.get<{ Querystring: { phone?: string } }>(
      DEV_OTP_PATH,
      { schema: { summary: 'Development only: the latest sandbox SMS codes (HTML; ?phone= for one number)' } },
      (request, reply) => {
        const phone = typeof request.query.phone === 'string' ? request.query.phone.slice(0, 20) : null;
        const rows = sms
          .recent()
          .filter((r) => phone === null || r.phone === phone)
          .map((r) => `<tr><td>${escapeHtml(r.phone)}</td><td><output data-phone="${escapeHtml(r.phone)}">${r.code}</output></td><td>${r.sentAt.toISOString()}</td></tr>`)
          .join('');
        reply.type('text/html; charset=utf-8');
        return reply.send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Sandbox SMS codes</title></head>` +
            `<body style="font-family:system-ui,sans-serif;max-width:520px;margin:32px auto;padding:0 16px"><h1 style="font-size:20px">Sandbox SMS codes (development only)</h1>` +
            `<p>SMS_PROVIDER=sandbox: no SMS leaves this server. The latest code per number:</p>` +
            `<table><thead><tr><th>Phone</th><th>Code</th><th>Sent</th></tr></thead><tbody>${rows}</tbody></table></body></html>`,
        );
      },
    );
  }
}
