import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changePasswordRoute,
  coolOffRoute,
  playDetailsRoute,
  playLimitsRoute,
  profileRoute,
  selfExcludeRoute,
  setDepositLimitsRoute,
  updateEmailRoute,
  updateProfileRoute,
  uploadPhotoRoute,
} from '../../../core/api/profile';
import { ApiError } from '../../../core/errors';
import { PHOTO_MAX_BYTES } from '../../../core/rules/profile';
import type { AppDeps } from '../../http/deps';
import { registerRoute, requireUser } from '../../http/route';
import { multipartError } from '../wallet/kyc/multipart-errors';
import { createPlayService } from './play';
import { PHOTO_PATH_PREFIX, readPhoto } from './repository';
import { createProfileService } from './service';

/** The uploaded file, kept off request.body so the Idempotency-Key hash covers a digest, not megabytes. */
const uploadedBytes = new WeakMap<FastifyRequest, Uint8Array>();

/** The player's profile, photo and responsible-play settings. */
export function registerProfileRoutes(app: FastifyInstance, deps: AppDeps): void {
  const profile = createProfileService(deps);
  const play = createPlayService(deps);

  registerRoute(app, deps, profileRoute, (ctx) => profile.profile(ctx.db, requireUser(ctx).id));
  registerRoute(app, deps, updateProfileRoute, (ctx) => profile.updateProfile(ctx.db, requireUser(ctx).id, ctx.body));
  registerRoute(app, deps, updateEmailRoute, (ctx) => profile.updateEmail(ctx.db, requireUser(ctx).id, ctx.body.email));
  registerRoute(app, deps, changePasswordRoute, (ctx) => profile.changePassword(ctx.db, requireUser(ctx), ctx.body, ctx.request.ip));

  registerRoute(app, deps, playLimitsRoute, (ctx) => play.view(ctx.db, requireUser(ctx).id));
  registerRoute(app, deps, playDetailsRoute, (ctx) => play.setDetails(ctx.db, requireUser(ctx).id, ctx.body));
  registerRoute(app, deps, setDepositLimitsRoute, (ctx) => play.setDepositLimits(ctx.db, requireUser(ctx).id, ctx.body));
  registerRoute(app, deps, coolOffRoute, (ctx) => play.coolOff(ctx.db, requireUser(ctx).id, ctx.body.period));
  registerRoute(app, deps, selfExcludeRoute, (ctx) => play.selfExclude(ctx.db, requireUser(ctx).id, ctx.body.months));

  // Photos are public by (player, version), like avatars anywhere: an <img> cannot send a bearer token.
  // The version is the image's hash, so the URL of a photo never changes and may be cached for ever.
  app.get<{ Params: { userId: string; version: string } }>(
    `${PHOTO_PATH_PREFIX}/:userId/:version`,
    { schema: { summary: "A player's profile photo (image/webp; the URL changes with the photo)" } },
    async (request, reply) => {
      const userId = Number(request.params.userId);
      const version = request.params.version;
      const photo =
        Number.isSafeInteger(userId) && userId > 0 && userId < 2 ** 31 && /^[A-Za-z0-9_-]{16}$/.test(version) ? await readPhoto(deps.db, userId, version) : undefined;
      if (!photo) return reply.code(404).send({ status: 404, code: 'NOT_FOUND', message: 'Not found' });
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.type(photo.contentType);
      return reply.send(Buffer.from(photo.bytes));
    },
  );

  // Multipart is parsed only for the photo upload (its own plugin scope), as for the KYC upload.
  void app.register(async (scope) => {
    scope.removeContentTypeParser(['application/json', 'text/plain']);
    await scope.register(multipart, {
      attachFieldsToBody: 'keyValues',
      // one byte over is enough to know it is too large: the rule answers PHOTO_TOO_LARGE, not a bare 413
      throwFileSizeLimit: false,
      limits: { fileSize: PHOTO_MAX_BYTES + 1, fields: 2, files: 1, parts: 3 },
    });
    scope.setErrorHandler((error) => {
      const mapped = multipartError(error);
      if (mapped?.httpStatus === 413) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Send one picture (field photo) only');
      throw mapped ?? error;
    });
    scope.addHook('preHandler', async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const file = body['photo'];
      if (file instanceof Uint8Array) {
        uploadedBytes.set(request, file);
        request.body = { photo: { sha256: createHash('sha256').update(file).digest('hex'), size: file.length } };
      } else {
        request.body = {};
      }
    });
    registerRoute(scope, deps, uploadPhotoRoute, (ctx) => profile.uploadPhoto(ctx.db, requireUser(ctx).id, uploadedBytes.get(ctx.request) ?? null));
  });
}
