import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  passkeyAnswerSchema,
  passkeyRegistrationSchema,
  recoveryCodeSchema,
  totpCodeSchema,
} from '../../../../shared/two-factor';
import type { AppContext } from '../../../context';
import { adminOnly, originAllowed, secondFactorStep, signedInAdmin } from '../../../plugins/admin-session';
import {
  confirmTotp,
  newRecoveryCodes,
  overview,
  passkeyRegistrationOptions,
  registerPasskey,
  removeFactor,
  startTotpEnrolment,
} from './enrol';
import {
  passkeyOptions,
  type RequestMeta,
  sessionState,
  verifyPasskey,
  verifyRecoveryCode,
  verifyTotp,
} from './service';

const passkeyParams = z.object({ id: z.string().min(1).max(1024) });

/**
 * Two-factor sign-in's routes (issue 21). Those under /api/admin/two-factor/verify and /enrol are
 * the sign-in's second step, open to a session past its password; managing the factors afterwards
 * needs a full session, like the rest of the back office.
 */
export function registerTwoFactorRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const required = context.config.requireSecondFactor;
  const meta = (request: FastifyRequest): RequestMeta => ({
    ip: request.ip,
    browser: (request.headers['user-agent'] ?? '').slice(0, 300),
    // The gate checked a write's Origin already; WebAuthn checks the page's origin against it.
    origin: originAllowed(request, context.config.site.siteUrl)
      ? (request.headers.origin as string)
      : new URL(context.config.site.siteUrl).origin,
    siteName: context.config.site.businessName,
    required,
  });
  const noStore = { 'cache-control': 'no-store' };
  const admin = signedInAdmin;
  const now = () => context.now();
  /** Where the session stands once `method` was given (the request's identity predates it). */
  const stateAfter = (request: FastifyRequest, method: 'totp' | 'recovery' | 'passkey') =>
    sessionState(context.database, { ...admin(request), secondFactor: method }, required);

  routes.post(
    '/api/admin/two-factor/verify/totp',
    { config: secondFactorStep, schema: { body: totpCodeSchema } },
    async (request, reply) => {
      await verifyTotp(context.database, admin(request), request.body.code, meta(request), now());
      return reply.headers(noStore).send(await stateAfter(request, 'totp'));
    },
  );

  routes.post(
    '/api/admin/two-factor/verify/recovery-code',
    { config: secondFactorStep, schema: { body: recoveryCodeSchema } },
    async (request, reply) => {
      const { recoveryCodesLeft } = await verifyRecoveryCode(
        context.database,
        admin(request),
        request.body.code,
        meta(request),
        now(),
      );
      return reply.headers(noStore).send({ ...(await stateAfter(request, 'recovery')), recoveryCodesLeft });
    },
  );

  routes.post(
    '/api/admin/two-factor/verify/passkey-options',
    { config: secondFactorStep },
    async (request, reply) =>
      reply.headers(noStore).send(await passkeyOptions(context.database, admin(request), meta(request))),
  );

  routes.post(
    '/api/admin/two-factor/verify/passkey',
    { config: secondFactorStep, schema: { body: passkeyAnswerSchema } },
    async (request, reply) => {
      await verifyPasskey(
        context.database,
        admin(request),
        request.body.response as unknown as AuthenticationResponseJSON,
        meta(request),
        now(),
      );
      return reply.headers(noStore).send(await stateAfter(request, 'passkey'));
    },
  );

  routes.post('/api/admin/two-factor/enrol/totp', { config: secondFactorStep }, async (request, reply) =>
    reply.headers(noStore).send(await startTotpEnrolment(context.database, admin(request), meta(request))),
  );

  routes.post(
    '/api/admin/two-factor/enrol/totp/confirm',
    { config: secondFactorStep, schema: { body: totpCodeSchema } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await confirmTotp(context.database, admin(request), request.body.code, meta(request), now())),
  );

  routes.post(
    '/api/admin/two-factor/enrol/passkey-options',
    { config: secondFactorStep },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await passkeyRegistrationOptions(context.database, admin(request), meta(request))),
  );

  routes.post(
    '/api/admin/two-factor/enrol/passkey',
    { config: secondFactorStep, schema: { body: passkeyRegistrationSchema } },
    async (request, reply) =>
      reply.headers(noStore).send(
        await registerPasskey(
          context.database,
          admin(request),
          {
            response: request.body.response as unknown as RegistrationResponseJSON,
            name: request.body.name,
          },
          meta(request),
          now(),
        ),
      ),
  );

  routes.get('/api/admin/two-factor', { config: adminOnly }, async (request, reply) =>
    reply.headers(noStore).send(await overview(context.database, admin(request), required)),
  );

  routes.post('/api/admin/two-factor/recovery-codes', { config: adminOnly }, async (request, reply) =>
    reply.headers(noStore).send({
      recoveryCodes: await newRecoveryCodes(context.database, admin(request), meta(request), now()),
    }),
  );

  routes.delete(
    '/api/admin/two-factor/passkeys/:id',
    { config: adminOnly, schema: { params: passkeyParams } },
    async (request, reply) => {
      await removeFactor(
        context.database,
        admin(request),
        { kind: 'passkey', id: request.params.id },
        meta(request),
        now(),
      );
      return reply.code(204).send();
    },
  );

  routes.delete('/api/admin/two-factor/totp', { config: adminOnly }, async (request, reply) => {
    await removeFactor(context.database, admin(request), { kind: 'totp' }, meta(request), now());
    return reply.code(204).send();
  });
}
