import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { type TTourDraftRecord, type TTourSubmissionEligibility, paths } from '@tour/shared';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { authPath } from '../../lib/auth-paths';
import { BRAND } from '../../lib/brand';
import { useLanguage } from '../../lib/i18n/language';
import { translateWhenLoaded } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { useSession } from '../auth/api/get-session';
import { useDraft } from '../tour-drafts/api/get-draft';
import { useDrafts } from '../tour-drafts/api/get-drafts';
import { useSubmissionEligibility } from './api/get-eligibility';
import { ReviewNote } from './components/review-note';
import { WizardView } from './components/wizard-view';
import { SUBMIT_TOUR_TEXTS } from './texts';
import { useTourWizard } from './use-tour-wizard';
import { startWizard } from './wizard-state';

/** Toasts why, once, and goes (section 6: signed out to /auth, others to /account or /submit-company). */
function Leave({ message, to }: { message: string; to: string }) {
  const language = useLanguage();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    // The page leaves at once: the toast waits for the dictionary rather than for this component.
    void translateWhenLoaded(message, language).then((text) => toast.error(text, { id: `submit-tour-${message}` }));
  }, [message, language]);
  return <Navigate to={to} replace />;
}

function Wizard({
  draft,
  eligibility,
  notice,
  reviewNote,
  onDraftCreated,
}: {
  draft: TTourDraftRecord | null;
  eligibility: TTourSubmissionEligibility;
  notice: ReactNode;
  reviewNote: ReactNode;
  onDraftCreated: (draftId: string) => void;
}) {
  const language = useLanguage();
  const [start] = useState(() =>
    startWizard(draft?.data ?? null, {
      isAdmin: eligibility.isAdmin,
      companyNameEn: eligibility.companyNameEn,
      language,
    }),
  );
  const wizard = useTourWizard({ start, draft, isAdmin: eligibility.isAdmin, onDraftCreated });
  return <WizardView wizard={wizard} notice={notice} reviewNote={reviewNote} />;
}

/** On a fresh wizard: the user's unfinished tours, to resume one instead (another browser, a new sign-in). */
function ResumeNotice({ enabled }: { enabled: boolean }) {
  const T = useTexts(SUBMIT_TOUR_TEXTS);
  const drafts = useDrafts({ enabled });
  const latest = drafts.data?.[0];
  if (!enabled || !latest) return null;
  return (
    <Alert variant="info" title={T.resume.title(drafts.data?.length ?? 1)} data-testid="resume-draft-notice">
      <Link className="font-medium underline underline-offset-4" to={paths.submitTour.href({ draft: latest.id })}>
        {T.resume.link(latest.title)}
      </Link>
    </Alert>
  );
}

function DraftProblem({ message, onStartNew }: { message: string; onStartNew: () => void }) {
  const T = useTexts(SUBMIT_TOUR_TEXTS);
  return (
    <div className="mx-auto grid w-full max-w-md gap-4 px-4 py-16" data-testid="submit-tour-draft-problem">
      <Alert variant="destructive">{message}</Alert>
      <Button variant="outline" onClick={onStartNew}>
        {T.startNew}
      </Button>
    </div>
  );
}

/**
 * /submit-tour (and /submit-tour?draft={id} to resume): the eight-step wizard for agents, wholesale
 * owners and sellers, and admins. The server refuses the others too; this page tells them why.
 */
export function SubmitTourPage() {
  const T = useTexts(SUBMIT_TOUR_TEXTS);
  const location = useLocation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const userId = session.user?.id ?? null;
  const eligibility = useSubmissionEligibility(userId);
  // A draft this page created itself is already in the form: its id in the address must not reload it.
  const createdDraftId = useRef<string | null>(null);
  const urlDraftId = params.get('draft');
  const loadDraftId = urlDraftId && urlDraftId !== createdDraftId.current ? urlDraftId : null;
  const allowed = eligibility.data?.allowed === true;
  const draft = useDraft(allowed ? loadDraftId : null);

  const title = <title>{`${T.pageTitle} · ${BRAND.name}`}</title>;
  if (session.isPending) return <PageSpinner label={T.loading} />;
  if (session.isError) return <Leave message={T.access.permissionsUnverified} to={paths.account.href()} />;
  if (!session.user) {
    if (session.data?.endedReason) return <Navigate to="/" replace />;
    const here = `${location.pathname}${location.search}`;
    return <Leave message={T.access.loginRequired} to={authPath(here)} />;
  }
  if (eligibility.isError) return <Leave message={T.access.permissionsUnverified} to={paths.account.href()} />;
  if (!eligibility.data) return <PageSpinner label={T.loading} />;
  if (!eligibility.data.allowed) {
    return (
      <Leave
        message={eligibility.data.message ?? T.access.noPermission}
        to={eligibility.data.redirectTo ?? paths.account.href()}
      />
    );
  }

  const startNew = () => setParams({}, { replace: true });
  if (loadDraftId) {
    if (draft.isPending) return <PageSpinner label={T.loading} />;
    if (draft.isError) return <DraftProblem message={T.draftLoadFailed} onStartNew={startNew} />;
    if (draft.data.submittedAt) return <DraftProblem message={T.access.alreadySubmitted} onStartNew={startNew} />;
  }

  return (
    <>
      {title}
      <Wizard
        key={loadDraftId ?? 'new'}
        draft={loadDraftId ? (draft.data ?? null) : null}
        eligibility={eligibility.data}
        notice={<ResumeNotice enabled={!urlDraftId} />}
        reviewNote={<ReviewNote draftId={loadDraftId} />}
        onDraftCreated={(draftId) => {
          createdDraftId.current = draftId;
          setParams({ draft: draftId }, { replace: true });
        }}
      />
    </>
  );
}
