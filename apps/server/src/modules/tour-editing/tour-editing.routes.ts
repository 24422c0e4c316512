import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TOUR_EDIT_MESSAGES, ZSaveTourEditDraftRequest, ZTourEditParams, ZTourEditRequest } from '@tour/shared';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { requireAuth } from '../../http/access';
import { actorOf } from '../audit/audit.service';
import { discardEditDraft, getEditDraft, saveEditDraft } from './tour-edit-drafts.service';
import { loadTourForEdit, saveTourEdit } from './tour-editing.service';

type TTourEditingDeps = { db: TDb; clock: TClock; writeLimit: number };

/** /edit-tour/{slug}'s API (2-operator.md sections 4 to 7; DESIGN decisions 10 and 23). Operators and admins. */
export async function tourEditingRoutes(untyped: FastifyInstance, deps: TTourEditingDeps) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const access = { area: 'editTour' as const, refusal: () => TOUR_EDIT_MESSAGES.noPermission };

  app.get(
    '/api/tours/:slug/edit',
    { config: { access }, schema: { params: ZTourEditParams } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return loadTourForEdit(deps, requireAuth(request).user, request.params.slug);
    },
  );

  app.put(
    '/api/tours/:slug/edit',
    {
      config: { access, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } },
      schema: { params: ZTourEditParams, body: ZTourEditRequest },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return saveTourEdit(deps, { ...actorOf(request, user.id), role: user.role }, request.params.slug, request.body);
    },
  );

  // The edit screen's autosave (DESIGN decision 20): the same access as the screen, each user their own draft.
  // Not under the write limit, like the wizard's drafts: the page saves every few seconds while typing.
  app.get(
    '/api/tours/:slug/edit/draft',
    { config: { access }, schema: { params: ZTourEditParams } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return getEditDraft(deps, requireAuth(request).user, request.params.slug);
    },
  );

  app.put(
    '/api/tours/:slug/edit/draft',
    { config: { access }, schema: { params: ZTourEditParams, body: ZSaveTourEditDraftRequest } },
    async (request) => saveEditDraft(deps, requireAuth(request).user, request.params.slug, request.body),
  );

  app.delete(
    '/api/tours/:slug/edit/draft',
    { config: { access }, schema: { params: ZTourEditParams } },
    async (request, reply) => {
      await discardEditDraft(deps, requireAuth(request).user, request.params.slug);
      return reply.status(204).send();
    },
  );
}
