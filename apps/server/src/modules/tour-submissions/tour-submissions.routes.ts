import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  tourSubmissionRefusal,
  ZCreateTourDraftRequest,
  ZIdempotencyKey,
  ZSaveTourDraftRequest,
  ZSubmittedTourParams,
  ZSubmitTourDraftRequest,
  ZTourDraftParams,
} from '@tour/shared';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { requireAuth, type TRouteAccess } from '../../http/access';
import { parseWith } from '../../http/validate';
import { createDraft, deleteDraft, getDraft, listDrafts, saveDraft } from './tour-drafts.service';
import { getEligibility, listSubmittedTours, reopenSubmission, submitDraft } from './tour-submissions.service';

export type TTourSubmissionDeps = { db: TDb; clock: TClock; appUrl: string; appName: string; writeLimit: number };

/** Agents and wholesale owners with a company, wholesale sellers and admins; the others are told why (section 6). */
const submitters: TRouteAccess = {
  area: 'tourSubmission',
  refusal: (user) => tourSubmissionRefusal(user)?.message ?? '',
};

/** The wizard's server side: eligibility, drafts (DESIGN decision 20), submission, and the account's list. */
export async function tourSubmissionRoutes(untyped: FastifyInstance, deps: TTourSubmissionDeps) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const forSubmitters = { config: { access: submitters } };
  const writes = { config: { access: submitters, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } } };

  // Public so that a signed-out visitor gets the same answer shape (allowed false, the message, /auth).
  app.get('/api/tour-submissions/eligibility', { config: { access: 'public' } }, async (request) =>
    getEligibility(deps, request.auth?.user ?? null),
  );

  app.get('/api/tour-submissions', { config: { access: 'signedIn' } }, async (request) => ({
    tours: await listSubmittedTours(deps, requireAuth(request).user.id),
  }));

  // Owner only (another user's tour answers as unknown), and only while changes are requested.
  app.post(
    '/api/tour-submissions/:id/reopen',
    { ...writes, schema: { params: ZSubmittedTourParams } },
    async (request) => reopenSubmission(deps, requireAuth(request).user.id, request.params.id),
  );

  app.post('/api/tour-drafts', { ...writes, schema: { body: ZCreateTourDraftRequest } }, async (request, reply) => {
    const draft = await createDraft(deps, requireAuth(request).user.id, request.body.data);
    return reply.status(201).send(draft);
  });

  app.get('/api/tour-drafts', forSubmitters, async (request) => ({
    drafts: await listDrafts(deps, requireAuth(request).user.id),
  }));

  app.get('/api/tour-drafts/:id', { ...forSubmitters, schema: { params: ZTourDraftParams } }, async (request) =>
    getDraft(deps, requireAuth(request).user.id, request.params.id),
  );

  app.put(
    '/api/tour-drafts/:id',
    { ...forSubmitters, schema: { params: ZTourDraftParams, body: ZSaveTourDraftRequest } },
    async (request) => saveDraft(deps, requireAuth(request).user.id, request.params.id, request.body),
  );

  app.delete(
    '/api/tour-drafts/:id',
    { ...forSubmitters, schema: { params: ZTourDraftParams } },
    async (request, reply) => {
      await deleteDraft(deps, requireAuth(request).user.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/tour-drafts/:id/submit',
    { ...writes, schema: { params: ZTourDraftParams, body: ZSubmitTourDraftRequest } },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const idempotencyKey = parseWith(ZIdempotencyKey, [header].flat()[0] ?? request.body?.idempotencyKey);
      const result = await submitDraft(deps, requireAuth(request).user, request.params.id, idempotencyKey);
      return reply.status(result.replayed ? 200 : 201).send({
        pendingTourId: result.pendingTourId,
        message: result.message,
      });
    },
  );
}
