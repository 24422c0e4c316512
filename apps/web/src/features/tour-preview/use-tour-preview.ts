import { useMemo } from 'react';
import { paths } from '@tour/shared';
import { useTexts } from '../../lib/i18n/texts';
import { useSession } from '../auth/api/get-session';
import { useSubmissionEligibility } from '../submit-tour/api/get-eligibility';
import { useDraft } from '../tour-drafts/api/get-draft';
import { type TPreviewTour, previewTourFromDraft } from './preview-tour';
import { PREVIEW_TEXTS } from './texts';

export type TPreviewState =
  | { status: 'loading' }
  /** Toast the message and go: the wizard's role rules, or no tour to show. */
  | { status: 'leave'; message: string; to: string }
  | { status: 'ready'; draftId: string; tour: TPreviewTour; savedAt: string; submittedAt: string | null };

/**
 * The preview of the saved draft `draftId` (so a reload or another browser shows the same tour), for
 * those the wizard admits; everyone else is sent where the wizard would send them.
 */
export function useTourPreview(draftId: string | null): TPreviewState {
  const T = useTexts(PREVIEW_TEXTS).page;
  const session = useSession();
  const eligibility = useSubmissionEligibility(session.user?.id ?? null);
  const allowed = eligibility.data?.allowed === true;
  const draft = useDraft(allowed ? draftId : null);
  const facts = eligibility.data;
  const data = draft.data?.data;

  const tour = useMemo(
    () =>
      data && facts ? previewTourFromDraft(data, { isAdmin: facts.isAdmin, companyName: facts.companyNameEn }) : null,
    [data, facts],
  );

  if (eligibility.isError) {
    return {
      status: 'leave',
      message: T.permissionsUnverified,
      to: paths.account.href(),
    };
  }
  if (!eligibility.data) return { status: 'loading' };
  if (!eligibility.data.allowed) {
    return {
      status: 'leave',
      message: eligibility.data.message ?? T.noPermission,
      to: eligibility.data.redirectTo ?? paths.account.href(),
    };
  }
  const noData = { status: 'leave', message: T.noData, to: paths.submitTour.href() } as const;
  if (!draftId || draft.isError) return noData;
  if (!draft.data) return { status: 'loading' };
  if (!tour) return noData;
  return { status: 'ready', draftId, tour, savedAt: draft.data.updatedAt, submittedAt: draft.data.submittedAt };
}
