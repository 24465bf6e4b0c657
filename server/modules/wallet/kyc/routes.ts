import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { kycDocumentRoute, kycStatusRoute, kycUploadRoute } from '../../../../core/api/wallet-ops';
import { istDate, KYC_MAX_FILE_BYTES } from '../../../../core/rules/kyc';
import type { AppDeps } from '../../../http/deps';
import { registerRoute, requireUser } from '../../../http/route';
import { requireRealMoney } from '../money-mode';
import type { WalletKycRuntime } from './runtime';
import { readKycDocument, readKycStatus, submitKyc } from './service';
import { multipartError } from './multipart-errors';
import { parseKycUpload } from './upload-input';

/** The uploaded file, kept off request.body so the Idempotency-Key hash covers a digest, not 2 MB. */
const uploadedBytes = new WeakMap<FastifyRequest, Uint8Array>();
/** Work to do once the upload's transaction has committed (before the reply is sent). */
const afterCommit = new WeakMap<FastifyRequest, () => Promise<void>>();

/** KYC status, document and upload; the verifier comes from server/wiring.ts. */
export function registerWalletKycRoutes(app: FastifyInstance, deps: AppDeps, runtime: WalletKycRuntime): void {
  const { verifier } = runtime;

  registerRoute(app, deps, kycStatusRoute, (ctx) => {
    requireRealMoney(deps.config);
    return readKycStatus(ctx.db, requireUser(ctx).id);
  });

  // Only the token's own player: there is no user id parameter to point at someone else's file.
  registerRoute(app, deps, kycDocumentRoute, (ctx) => {
    requireRealMoney(deps.config);
    return readKycDocument(ctx.db, requireUser(ctx).id);
  });

  // Multipart is parsed only for the upload route (its own plugin scope).
  void app.register(async (scope) => {
    // multipart/form-data only: a JSON body here is a 415 (it would otherwise reach the handler unchecked).
    scope.removeContentTypeParser(['application/json', 'text/plain']);
    await scope.register(multipart, {
      attachFieldsToBody: 'keyValues',
      // One byte over the limit is enough to know the file is too large; the parser stops
      // there and checkKycFile answers with the size error flag instead of a bare 413.
      throwFileSizeLimit: false,
      limits: { fileSize: KYC_MAX_FILE_BYTES + 1, fields: 10, files: 1, parts: 12 },
    });

    // Errors thrown here go on to the app's error handler, which writes the envelope.
    scope.setErrorHandler((error) => {
      throw multipartError(error) ?? error;
    });

    scope.addHook('preHandler', async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const file = body['panFile'];
      const normalized: Record<string, unknown> = { ...body };
      if (file instanceof Uint8Array) {
        uploadedBytes.set(request, file);
        normalized['panFile'] = { sha256: createHash('sha256').update(file).digest('hex'), size: file.length };
      }
      request.body = normalized;
    });

    scope.addHook('onSend', async (request, reply, payload) => {
      // onSend runs after the handler's transaction has committed and before the reply leaves,
      // so the work sees the committed rows and a test's inject() returns after it.
      const work = afterCommit.get(request);
      if (work && reply.statusCode === 200) {
        afterCommit.delete(request);
        await work().catch((err: unknown) => request.log.error({ err }, 'KYC submission to the verifier failed'));
      }
      return payload;
    });

    registerRoute(scope, deps, kycUploadRoute, async (ctx) => {
      requireRealMoney(deps.config);
      const user = requireUser(ctx);
      const now = deps.clock();
      const input = parseKycUpload(
        (ctx.body ?? {}) as Record<string, unknown>,
        uploadedBytes.get(ctx.request) ?? null,
        istDate(now.getTime()),
      );
      const submission = await submitKyc(ctx.db, user.id, input, now);
      afterCommit.set(ctx.request, async () => {
        await verifier.submit(submission);
      });
      return { status: 'pending' as const };
    });
  });
}
