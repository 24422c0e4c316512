import { expectRow, type TDb } from '@tour/db';
import {
  MAX_TOUR_DRAFT_BYTES,
  TOUR_DRAFT_MESSAGES,
  type TTourDraftRecord,
  type TTourDraftReviewNote,
  type TTourDraftSummary,
} from '@tour/shared';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import {
  deleteOwnDraft,
  findChangesRequestedNoteOfDraft,
  findOwnDraft,
  insertDraft,
  listOpenDrafts,
  updateDraftAtVersion,
  type TDraftRow,
} from './tour-submissions.repository';

type TDeps = { db: TDb; clock: TClock };

type TDraftData = Record<string, unknown>;

function toDraft(row: TDraftRow): TTourDraftRecord {
  return {
    id: row.id,
    version: row.version,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}

function assertWithinSize(data: TDraftData) {
  if (Buffer.byteLength(JSON.stringify(data), 'utf8') > MAX_TOUR_DRAFT_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', TOUR_DRAFT_MESSAGES.tooLarge);
  }
}

export async function createDraft(deps: TDeps, userId: string, data: TDraftData = {}): Promise<TTourDraftRecord> {
  assertWithinSize(data);
  const row = await insertDraft(deps.db, { userId, data, now: deps.clock.now() });
  return toDraft(expectRow(row, 'the inserted draft'));
}

export async function listDrafts(deps: TDeps, userId: string): Promise<TTourDraftSummary[]> {
  const rows = await listOpenDrafts(deps.db, userId);
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    title: row.title?.trim() ? row.title.trim() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Another user's draft gets the same answer as an unknown one. */
export async function getDraft(deps: TDeps, userId: string, draftId: string): Promise<TTourDraftRecord> {
  const row = await findOwnDraft(deps.db, userId, draftId);
  if (!row) throw new AppError('NOT_FOUND', TOUR_DRAFT_MESSAGES.notFound);
  return toDraft(row);
}

/** The administrator's note the operator is answering while editing a sent-back tour (DESIGN decision 22). */
export async function getDraftReviewNote(deps: TDeps, userId: string, draftId: string): Promise<TTourDraftReviewNote> {
  if (!(await findOwnDraft(deps.db, userId, draftId))) throw new AppError('NOT_FOUND', TOUR_DRAFT_MESSAGES.notFound);
  const row = await findChangesRequestedNoteOfDraft(deps.db, userId, draftId);
  if (!row?.text) return null;
  return { text: row.text, requestedAt: row.requestedAt.toISOString(), requestedBy: row.requestedBy };
}

/**
 * Saves on top of `version` only. A save based on an older version (another tab or browser saved in
 * between) is refused with 409 and the current version in `fields.version`, so the browser can re-base
 * its typing on the saved draft instead of overwriting it.
 */
export async function saveDraft(
  deps: TDeps,
  userId: string,
  draftId: string,
  input: { version: number; data: TDraftData },
): Promise<TTourDraftRecord> {
  assertWithinSize(input.data);
  const saved = await updateDraftAtVersion(deps.db, { userId, draftId, ...input, now: deps.clock.now() });
  if (saved) return toDraft(saved);
  const current = await findOwnDraft(deps.db, userId, draftId);
  if (!current) throw new AppError('NOT_FOUND', TOUR_DRAFT_MESSAGES.notFound);
  if (current.submittedAt) throw new AppError('CONFLICT', TOUR_DRAFT_MESSAGES.alreadySubmitted);
  throw new AppError('CONFLICT', TOUR_DRAFT_MESSAGES.stale, { version: String(current.version) });
}

export async function deleteDraft(deps: TDeps, userId: string, draftId: string) {
  if (!(await deleteOwnDraft(deps.db, userId, draftId))) {
    throw new AppError('NOT_FOUND', TOUR_DRAFT_MESSAGES.notFound);
  }
}
