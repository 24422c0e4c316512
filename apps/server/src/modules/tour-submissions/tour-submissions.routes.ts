import type { FastifyInstance } from 'fastify';
import {
  createTourDraft,
  deleteTourDraft,
  getTourDraft,
  getTourDraftReviewNote,
  getTourSubmissionEligibility,
  listSubmittedTours,
  listTourDrafts,
  reopenTourSubmission,
  saveTourDraft,
  submitTourDraft,
  tourSubmissionRefusal,
  ZIdempotencyKey,
} from '@tour/shared';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { requireAuth, type TRouteAccess } from '../../http/access';
import { serveEndpoint } from '../../http/endpoint-route';
import { requestLanguage } from '../../http/request-language';
import { parseWith } from '../../http/validate';
import * as drafts from './tour-drafts.service';
import * as submissions from './tour-submissions.service';

export type TTourSubmissionDeps = { db: TDb; clock: TClock; appUrl: string; appName: string; writeLimit: number };

/** Agents and wholesale owners with a company, wholesale sellers and admins; the others are told why (section 6). */
const submitters: TRouteAccess = {
  area: 'tourSubmission',
  refusal: (user) => tourSubmissionRefusal(user)?.message ?? '',
};

/** The wizard's server side: eligibility, drafts (DESIGN decision 20), submission, and the account's list. */
export async function tourSubmissionRoutes(app: FastifyInstance, deps: TTourSubmissionDeps) {
  const forSubmitters = { access: submitters };
  const writes = { access: submitters, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } };

  serveEndpoint(app, getTourSubmissionEligibility, { access: 'public' }, async (request) =>
    submissions.getEligibility(deps, request.auth?.user ?? null),
  );

  serveEndpoint(app, listSubmittedTours, { access: 'signedIn' }, async (request) => ({
    tours: await submissions.listSubmittedTours(deps, requireAuth(request).user.id),
  }));

  // Owner only (another user's tour answers as unknown), and only while changes are requested.
  serveEndpoint(app, reopenTourSubmission, writes, async (request) =>
    submissions.reopenSubmission(deps, requireAuth(request).user.id, request.params.id),
  );

  serveEndpoint(app, createTourDraft, writes, async (request, reply) => {
    const draft = await drafts.createDraft(deps, requireAuth(request).user.id, request.body.data);
    reply.code(201);
    return draft;
  });

  serveEndpoint(app, listTourDrafts, forSubmitters, async (request) => ({
    drafts: await drafts.listDrafts(deps, requireAuth(request).user.id),
  }));

  serveEndpoint(app, getTourDraft, forSubmitters, async (request) =>
    drafts.getDraft(deps, requireAuth(request).user.id, request.params.id),
  );

  serveEndpoint(app, getTourDraftReviewNote, forSubmitters, async (request) => ({
    note: await drafts.getDraftReviewNote(deps, requireAuth(request).user.id, request.params.id),
  }));

  serveEndpoint(app, saveTourDraft, forSubmitters, async (request) =>
    drafts.saveDraft(deps, requireAuth(request).user.id, request.params.id, request.body),
  );

  serveEndpoint(app, deleteTourDraft, forSubmitters, async (request, reply) => {
    await drafts.deleteDraft(deps, requireAuth(request).user.id, request.params.id);
    return reply.status(204).send();
  });

  serveEndpoint(app, submitTourDraft, writes, async (request, reply) => {
    const header = request.headers['idempotency-key'];
    const idempotencyKey = parseWith(ZIdempotencyKey, [header].flat()[0] ?? request.body?.idempotencyKey);
    const result = await submissions.submitDraft(
      deps,
      requireAuth(request).user,
      request.params.id,
      idempotencyKey,
      requestLanguage(request),
    );
    reply.code(result.replayed ? 200 : 201);
    return { pendingTourId: result.pendingTourId, message: result.message };
  });
}
