import type { TSaveTourEditDraftRequest, TTourDraftRecord, TTourEditDraft } from '@tour/shared';
import { ApiError, isApiError } from '../../lib/api-client';
import type { TDraftTransport } from '../../lib/draft-saver';
import type { TTextsOf } from '../../lib/i18n/texts';
import type { EDIT_TOUR_TEXTS } from './texts';

type TDraftTexts = TTextsOf<typeof EDIT_TOUR_TEXTS>['draft'];

/**
 * Another window saved the draft since this one last did. Not the saver's "stale" error (which it would
 * merge and save over): the page takes the newer draft instead (DESIGN decision 20).
 */
export class NewerDraftError extends Error {
  readonly status = 409;
  constructor(message: string) {
    super(message);
    this.name = 'NewerDraftError';
  }
}

/** The saver works with the wizard's record; the edit draft is named by the tour's slug. */
export function recordOf(slug: string, draft: TTourEditDraft): TTourDraftRecord {
  return {
    id: slug,
    version: draft.version,
    data: draft.data,
    createdAt: draft.updatedAt,
    updatedAt: draft.updatedAt,
    submittedAt: null,
  };
}

export type TEditDraftCalls = {
  put: (slug: string, request: TSaveTourEditDraftRequest) => Promise<TTourEditDraft>;
  get: (slug: string) => Promise<TTourEditDraft | null>;
};

/**
 * The wizard's saver on the edit draft's one route: create is a PUT without a version. A 409 (another
 * window saved or created it first) becomes NewerDraftError; a 404 on top of a version (discarded, or
 * Save All Changes in another window) starts a new draft with what this window has typed.
 */
export function editDraftTransport(
  slug: string,
  calls: TEditDraftCalls,
  baseUpdatedAt: () => string,
  texts: TDraftTexts,
): TDraftTransport {
  async function put(version: number | null, data: Record<string, unknown>): Promise<TTourDraftRecord> {
    try {
      return recordOf(slug, await calls.put(slug, { data, version, baseUpdatedAt: baseUpdatedAt() }));
    } catch (error) {
      if (isApiError(error, 'CONFLICT') && error.fields?.version !== undefined)
        throw new NewerDraftError(texts.newerTaken);
      if (isApiError(error, 'NOT_FOUND') && version !== null) return put(null, data);
      throw error;
    }
  }
  return {
    create: (data) => put(null, data),
    save: (_slug, version, data) => put(version, data),
    load: async () => {
      const current = await calls.get(slug);
      if (!current) throw new ApiError({ code: 'NOT_FOUND', status: 404, message: texts.gone });
      return recordOf(slug, current);
    },
  };
}
