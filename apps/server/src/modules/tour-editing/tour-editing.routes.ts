import type { FastifyInstance } from 'fastify';
import {
  discardTourEditDraft,
  getTourEditDraft,
  getTourForEdit,
  saveTourEdit,
  saveTourEditDraft,
  TOUR_EDIT_MESSAGES,
} from '@tour/shared';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { requireAuth } from '../../http/access';
import { serveEndpoint } from '../../http/endpoint-route';
import { actorOf } from '../audit/audit.service';
import * as editDrafts from './tour-edit-drafts.service';
import * as editing from './tour-editing.service';

type TTourEditingDeps = { db: TDb; clock: TClock; appUrl: string; appName: string; writeLimit: number };

/** /edit-tour/{slug}'s API (2-operator.md sections 4 to 7; DESIGN decisions 10 and 23). Operators and admins. */
export async function tourEditingRoutes(app: FastifyInstance, deps: TTourEditingDeps) {
  const access = { area: 'editTour' as const, refusal: () => TOUR_EDIT_MESSAGES.noPermission };
  const screen = { access };
  const saves = { access, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } };
  // The edit screen's autosave (DESIGN decision 20): the screen's access, each user their own draft, and not
  // under the write limit, like the wizard's drafts: the page saves every few seconds while typing.
  const autosave = { access };

  serveEndpoint(app, getTourForEdit, screen, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return editing.loadTourForEdit(deps, requireAuth(request).user, request.params.slug);
  });

  serveEndpoint(app, saveTourEdit, saves, async (request) => {
    const { user } = requireAuth(request);
    return editing.saveTourEdit(
      deps,
      { ...actorOf(request, user.id), role: user.role },
      request.params.slug,
      request.body,
    );
  });

  serveEndpoint(app, getTourEditDraft, autosave, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return editDrafts.getEditDraft(deps, requireAuth(request).user, request.params.slug);
  });

  serveEndpoint(app, saveTourEditDraft, autosave, async (request) =>
    editDrafts.saveEditDraft(deps, requireAuth(request).user, request.params.slug, request.body),
  );

  serveEndpoint(app, discardTourEditDraft, autosave, async (request, reply) => {
    await editDrafts.discardEditDraft(deps, requireAuth(request).user, request.params.slug);
    return reply.status(204).send();
  });
}
