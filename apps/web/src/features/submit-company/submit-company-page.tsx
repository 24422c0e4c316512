import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LICENCE_MESSAGES, type TCompanyRegistrationStatus, paths } from '@tour/shared';
import { Alert } from '../../components/ui/alert';
import { Card, CardContent } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { authPath } from '../../lib/auth-paths';
import { BRAND } from '../../lib/brand';
import { useLanguage } from '../../lib/i18n/language';
import { translateWhenLoaded } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { useSession } from '../auth/api/get-session';
import { useRegistrationStatus } from './api/get-registration-status';
import { ConfirmStep } from './components/confirm-step';
import { ExpiredStep } from './components/expired-step';
import { SentStep } from './components/sent-step';
import { Stepper } from './components/stepper';
import { UploadStep } from './components/upload-step';
import { currentStep } from './submit-company-state';
import { SUBMIT_COMPANY_TEXTS } from './texts';
import { useSubmitCompany } from './use-submit-company';

/**
 * Navigation state the page may be opened with (2-operator.md section 2). showDashboard needs nothing of
 * its own: a licence whose e-mail was sent already reopens on the last step, with the dashboard button.
 */
type TEntryState = {
  expiredLicense?: boolean;
  showDashboard?: boolean;
  allowReupload?: boolean;
  /** Arrived straight from signing up through an invitation: the page says why it is the next step. */
  invitedOwner?: boolean;
};

/** Toasts why, once, and goes (section 2's redirects). */
function Leave({ message, to }: { message: string; to: string }) {
  const language = useLanguage();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    // The page leaves at once: the toast waits for the dictionary rather than for this component.
    void translateWhenLoaded(message, language).then((text) => toast.error(text, { id: `submit-company-${message}` }));
  }, [message, language]);
  return <Navigate to={to} replace />;
}

function Flow({
  entry,
  pending,
  resubmission,
}: {
  entry: TEntryState;
  pending: TCompanyRegistrationStatus['pendingLicence'];
  resubmission: string | null;
}) {
  const T = useTexts(SUBMIT_COMPANY_TEXTS);
  const navigate = useNavigate();
  const flow = useSubmitCompany({
    expiredLicense: entry.expiredLicense === true,
    pending,
  });
  const { state } = flow;
  const step = currentStep(state);
  // A new step starts at the top (on a phone the buttons of the last one are far down the page).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo({ top: 0 });
  }, [step]);
  if (state.kind === 'left') return <Navigate to={paths.account.href()} replace />;

  const leave = async () => {
    if (await flow.discard('leave')) navigate(paths.account.href());
  };

  let body: ReactNode;
  switch (state.kind) {
    case 'upload':
    case 'reading':
    case 'error':
      body = (
        <UploadStep
          state={state}
          onType={flow.chooseType}
          onFile={flow.chooseFile}
          onUpload={() => void flow.upload()}
          onCancel={() => navigate(paths.account.href())}
        />
      );
      break;
    case 'confirm':
    case 'sending':
      body = (
        <ConfirmStep
          licence={state.licence}
          busy={state.kind === 'sending' ? 'sending' : null}
          onIncorrect={() => void flow.discard('upload')}
          onConfirm={() => void flow.confirm()}
        />
      );
      break;
    case 'expired':
      body = (
        <ExpiredStep licence={state.licence} discarding={false} onUploadAgain={() => void flow.discard('upload')} />
      );
      break;
    case 'sent':
      body = <SentStep licence={state.licence} sentTo={state.sentTo} expiresAt={state.expiresAt} />;
      break;
    case 'discarding': {
      const previous = state.previous;
      body =
        previous.kind === 'confirm' ? (
          <ConfirmStep licence={previous.licence} busy="discarding" onIncorrect={() => {}} onConfirm={() => {}} />
        ) : previous.kind === 'expired' ? (
          <ExpiredStep licence={previous.licence} discarding onUploadAgain={() => {}} />
        ) : (
          <SentStep licence={previous.licence} sentTo={previous.sentTo} expiresAt={previous.expiresAt} />
        );
      break;
    }
  }

  const canCancelStored = state.kind === 'confirm' || state.kind === 'expired';
  return (
    <div className="grid gap-6">
      <Stepper current={step} />
      {entry.invitedOwner && step === 0 ? (
        <Alert variant="success" title={T.invitedOwner.title} data-testid="invited-owner-note">
          {T.invitedOwner.body}
        </Alert>
      ) : null}
      {resubmission ? <Alert variant="info">{T.resubmission(resubmission)}</Alert> : null}
      <Card>
        <CardContent className="p-4 sm:p-6">{body}</CardContent>
      </Card>
      {canCancelStored ? (
        <div className="flex justify-center">
          <button
            type="button"
            className="text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground"
            onClick={() => void leave()}
          >
            {T.upload.cancel}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * /submit-company: company registration by licence for agents, wholesale owners and sellers, and admins.
 * Where the user belongs comes from the server (GET /api/company-registration/status), which also
 * guards every call of the flow.
 */
export function SubmitCompanyPage() {
  const T = useTexts(SUBMIT_COMPANY_TEXTS);
  const location = useLocation();
  const [params] = useSearchParams();
  const session = useSession();
  const userId = session.user?.id ?? null;
  const entry = (location.state ?? {}) as TEntryState;
  const companyId = params.get('company_id');
  const licenseId = params.get('license_id');
  const resubmission = companyId && licenseId ? licenseId : null;
  // The server decides whether a user with a company may upload again (a resubmission or a renewal).
  const renew = entry.expiredLicense === true || entry.allowReupload === true;
  const status = useRegistrationStatus(userId, {
    ...(resubmission ? { company_id: companyId ?? undefined, license_id: licenseId ?? undefined } : {}),
    ...(renew ? { renew: '1' as const } : {}),
  });

  const title = <title>{`${T.pageTitle} · ${BRAND.name}`}</title>;
  if (session.isPending) return <PageSpinner label={T.loading} />;
  if (session.isError) return <Leave message={LICENCE_MESSAGES.permissionsUnverified} to={paths.account.href()} />;
  if (!session.user) {
    if (session.data?.endedReason) return <Navigate to="/" replace />;
    return <Leave message={LICENCE_MESSAGES.loginRequired} to={authPath(`${location.pathname}${location.search}`)} />;
  }
  if (status.isError) return <Leave message={LICENCE_MESSAGES.permissionsUnverified} to={paths.account.href()} />;
  if (!status.data) return <PageSpinner label={T.loading} />;

  const data = status.data;
  if (!data.allowed) {
    if (!data.message && data.redirectTo === paths.companyManagement.pattern)
      return <Navigate to={paths.companyManagement.href()} replace />;
    const to =
      data.redirectTo === paths.auth.pattern ? authPath(location.pathname) : (data.redirectTo ?? paths.account.href());
    return <Leave message={data.message ?? LICENCE_MESSAGES.noPermission} to={to} />;
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:py-12">
      {title}
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{T.heading}</h1>
        <p className="text-sm text-muted-foreground sm:text-base">{T.intro}</p>
      </header>
      <Flow entry={entry} pending={data.pendingLicence} resubmission={resubmission} />
    </div>
  );
}
