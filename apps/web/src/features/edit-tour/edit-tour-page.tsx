import { useEffect, useRef } from 'react';
import { Navigate, useParams } from 'react-router';
import type { TTourEditDraft, TTourEditResponse } from '@tour/shared';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { getErrorMessage, isApiError } from '../../lib/api-client';
import { authPath } from '../../lib/auth-paths';
import { useMessage } from '../../lib/i18n/messages';
import { type TTextsOf, useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { useEditDraftOnOpening } from './api/edit-draft';
import { useTourForEdit } from './api/edit-tour';
import { EditTourView } from './components/edit-tour-view';
import { EDIT_TOUR_TEXTS } from './texts';
import { useDashboardPath, useEditTourPage } from './use-edit-tour-page';
import { paths } from '@tour/shared';

function EditTourForm({ loaded, draft }: { loaded: TTourEditResponse; draft: TTourEditDraft | null }) {
  const page = useEditTourPage(loaded, draft);
  return <EditTourView page={page} />;
}

/** Where a refused GET sends the user, with the spec's message (2-operator.md section 6). */
function refusalOf(
  error: unknown,
  dashboardPath: string,
  T: TTextsOf<typeof EDIT_TOUR_TEXTS>,
): { message: string; to: string } | null {
  if (isApiError(error, 'UNAUTHENTICATED')) return { message: T.loginRequired, to: authPath(window.location.pathname) };
  if (isApiError(error, 'FORBIDDEN')) return { message: T.noPermission, to: paths.account.href() };
  if (isApiError(error, 'NOT_FOUND')) return { message: T.notFound, to: dashboardPath };
  return null;
}

/**
 * /edit-tour/{slug}: the route guard has checked the role and sign-in; the server decides whether this
 * user may edit this tour (403 wrong role, 404 not found or not theirs).
 */
export function EditTourPage() {
  const T = useTexts(EDIT_TOUR_TEXTS);
  const say = useMessage();
  const { slug = '' } = useParams();
  const tour = useTourForEdit(slug);
  const draft = useEditDraftOnOpening(slug);
  const dashboardPath = useDashboardPath();
  const refusal = tour.data ? null : refusalOf(tour.error, dashboardPath, T);
  const told = useRef(false);
  useEffect(() => {
    if (!refusal || told.current) return;
    told.current = true;
    toast.error(refusal.message, { id: `edit-tour-${refusal.message}` });
  }, [refusal]);

  // A draft that cannot be read now is not restored; the first autosave then finds it (409) and takes it.
  if (tour.data && !draft.isPending) return <EditTourForm loaded={tour.data} draft={draft.data ?? null} />;
  if (tour.isPending || (tour.data && draft.isPending)) return <PageSpinner label={T.loading} />;
  if (refusal) return <Navigate to={refusal.to} replace />;
  return (
    <div className="mx-auto grid w-full max-w-md gap-4 px-4 py-16">
      <Alert variant="destructive" title={T.loadFailed}>
        {say(getErrorMessage(tour.error, T.loadFailed))}
      </Alert>
      <Button variant="outline" onClick={() => void tour.refetch()}>
        {T.retry}
      </Button>
    </div>
  );
}
