import type { TDb } from '@tour/db';
import {
  MAX_TOUR_DRAFT_BYTES,
  type TSaveTourEditDraftRequest,
  type TSessionUser,
  TOUR_EDIT_DRAFT_MESSAGES,
  type TTourEditDraft,
} from '@tour/shared';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import {
  deleteEditDraft,
  findEditDraft,
  insertEditDraft,
  type TEditDraftRow,
  updateEditDraftAtVersion,
} from './tour-edit-drafts.repository';
import type { TEditableTour } from './tour-editing.repository';
import { editableTour } from './tour-editing.service';

type TDeps = { db: TDb; clock: TClock };

type TEditor = { id: string; role: TSessionUser['role'] };

/**
 * Any other time than the one the edits began from means a save since (compared at millisecond precision,
 * as the browser was given it; not "later than", so servers' clocks need not agree).
 */
function changedSince(tour: TEditableTour, baseUpdatedAt: Date | null): boolean {
  return baseUpdatedAt !== null && tour.updatedAt.getTime() !== baseUpdatedAt.getTime();
}

function toDraft(row: TEditDraftRow, tour: TEditableTour): TTourEditDraft {
  return {
    data: row.data,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    baseUpdatedAt: row.baseUpdatedAt?.toISOString() ?? null,
    tourChangedSince: changedSince(tour, row.baseUpdatedAt),
  };
}

const tourOf = (deps: TDeps, user: TEditor, slug: string) =>
  editableTour(deps.db, { userId: user.id, role: user.role }, slug);

/** GET /api/tours/:slug/edit/draft: the caller's unsaved edits of the tour, null when there are none. */
export async function getEditDraft(
  deps: TDeps,
  user: TEditor,
  slug: string,
): Promise<{ draft: TTourEditDraft | null }> {
  const tour = await tourOf(deps, user, slug);
  const row = await findEditDraft(deps.db, user.id, tour.id);
  return { draft: row ? toDraft(row, tour) : null };
}

/**
 * PUT /api/tours/:slug/edit/draft: creates the draft (version null) or saves on top of `version` only.
 * A save based on another version (another window saved meanwhile, or created the draft first) is refused
 * with 409 and the current version in `fields.version`, so the browser can take the newer draft.
 */
export async function saveEditDraft(
  deps: TDeps,
  user: TEditor,
  slug: string,
  input: TSaveTourEditDraftRequest,
): Promise<TTourEditDraft> {
  if (Buffer.byteLength(JSON.stringify(input.data), 'utf8') > MAX_TOUR_DRAFT_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', TOUR_EDIT_DRAFT_MESSAGES.tooLarge);
  }
  const tour = await tourOf(deps, user, slug);
  const write = {
    userId: user.id,
    tourId: tour.id,
    data: input.data,
    baseUpdatedAt: new Date(input.baseUpdatedAt),
    now: deps.clock.now(),
  };
  const saved =
    input.version === null
      ? await insertEditDraft(deps.db, write)
      : await updateEditDraftAtVersion(deps.db, { ...write, version: input.version });
  if (saved) return toDraft(saved, tour);
  const current = await findEditDraft(deps.db, user.id, tour.id);
  if (!current) throw new AppError('NOT_FOUND', TOUR_EDIT_DRAFT_MESSAGES.notFound);
  throw new AppError('CONFLICT', TOUR_EDIT_DRAFT_MESSAGES.stale, { version: String(current.version) });
}

/** DELETE /api/tours/:slug/edit/draft: Discard changes. */
export async function discardEditDraft(deps: TDeps, user: TEditor, slug: string): Promise<void> {
  const tour = await tourOf(deps, user, slug);
  if (!(await deleteEditDraft(deps.db, user.id, tour.id))) {
    throw new AppError('NOT_FOUND', TOUR_EDIT_DRAFT_MESSAGES.notFound);
  }
}
