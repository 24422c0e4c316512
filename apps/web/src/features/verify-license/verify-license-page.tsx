import { type ReactNode, useEffect, useReducer, useRef } from 'react';
import { Info, LifeBuoy } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LICENCE_SUCCESS_REDIRECT_MS, type TVerifyLicenceForm, paths } from '@tour/shared';
import { Card, CardContent } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { BRAND } from '../../lib/brand';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { sessionQueryKey } from '../auth/api/get-session';
import { usePublicConfig } from '../config/api/get-public-config';
import { validateToken } from './api/validate-token';
import { verifyLicence } from './api/verify-licence';
import { LinkCountdown } from './components/link-countdown';
import { AlreadyVerifiedOutcome, ErrorOutcome, ExpiredOutcome, SuccessOutcome } from './components/outcome';
import { VerifyForm } from './components/verify-form';
import { VERIFY_LICENSE_TEXTS } from './texts';
import { useCountdown } from './use-countdown';
import { initialVerifyLicenseState, verifyLicenseReducer } from './verify-license-state';

function HelpBox({ supportEmail }: { supportEmail: string | null }) {
  const T = useTexts(VERIFY_LICENSE_TEXTS);
  return (
    <aside className="flex gap-3 rounded-lg border bg-muted/30 px-4 py-3 text-sm" data-testid="verify-license-help">
      <LifeBuoy className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <div className="grid gap-1">
        <p className="font-semibold">{T.help.title}</p>
        <p className="text-muted-foreground">
          {supportEmail ? (
            <>
              {T.help.body}{' '}
              <a className="font-medium text-primary underline underline-offset-4" href={`mailto:${supportEmail}`}>
                {supportEmail}
              </a>
              .
            </>
          ) : (
            T.help.bodyNoEmail
          )}
        </p>
      </div>
    </aside>
  );
}

/**
 * /verify-license?token=…: anyone holding the e-mailed link (the token is the credential). The server
 * decides everything; the page shows its states and counts down to the link's expiry.
 */
export function VerifyLicensePage() {
  const T = useTexts(VERIFY_LICENSE_TEXTS);
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = usePublicConfig();
  const supportEmail = config.data?.supportEmail ?? null;
  const [state, dispatch] = useReducer(verifyLicenseReducer, token, initialVerifyLicenseState);
  const kind = state.kind;

  useEffect(() => {
    if (kind !== 'loading' || !token) return;
    let current = true;
    validateToken(token).then(
      (data) => {
        if (current)
          dispatch({
            type: 'validated',
            expiresAt: data.expires_at,
            licenseType: data.metadata.license_type,
            now: Date.now(),
          });
      },
      (error: unknown) => {
        if (current) dispatch({ type: 'validationFailed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [kind, token]);

  const seconds = useCountdown(state.kind === 'form' ? state.expiresAt : null, {
    onWarning: (threshold) =>
      toast.warning(threshold === 60 ? T.countdown.warn60 : T.countdown.warn300, {
        id: `licence-link-${threshold}`,
        duration: 10_000,
      }),
    onExpire: () => dispatch({ type: 'timeUp' }),
  });

  const announcedExpiry = useRef(false);
  useEffect(() => {
    if (state.kind === 'expired' && state.duringSubmit && !announcedExpiry.current) {
      announcedExpiry.current = true;
      toast.error(T.expiredDuringSubmit, { id: 'licence-link-expired-during-submit' });
    }
  }, [state, T.expiredDuringSubmit]);

  useEffect(() => {
    if (kind !== 'success') return;
    const timer = window.setTimeout(() => navigate(paths.account.href()), LICENCE_SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [kind, navigate]);

  async function submit(values: TVerifyLicenceForm) {
    if (state.kind !== 'form' || !token) return;
    // The submit-time check: a link whose time is up is not sent (section 4).
    if (Date.parse(state.expiresAt) <= Date.now()) {
      dispatch({ type: 'timeUp' });
      return;
    }
    dispatch({ type: 'submitStarted' });
    try {
      const result = await verifyLicence({ ...values, token });
      dispatch({ type: 'submitSucceeded', result });
      toast.success(T.messages.verified);
      // The menus (Company Management, Submit Tour) follow hasCompany in the session and the account's company.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['account'] }),
        queryClient.invalidateQueries({ queryKey: ['company-registration'] }),
        queryClient.invalidateQueries({ queryKey: ['tour-submissions', 'eligibility'] }),
      ]);
    } catch (error) {
      dispatch({ type: 'submitFailed', error });
    }
  }

  let body: ReactNode;
  switch (state.kind) {
    case 'loading':
      body = <PageSpinner label={T.loading} />;
      break;
    case 'form':
      body = (
        <div className="grid gap-5">
          <LinkCountdown seconds={seconds} />
          <aside
            className="flex gap-3 rounded-lg border border-primary/25 bg-accent/60 px-4 py-3 text-sm"
            data-testid="verify-license-type-info"
          >
            <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <div className="grid gap-1">
              <p className="font-semibold">{T.info[state.licenseType].title}</p>
              <p className="text-accent-foreground">{T.info[state.licenseType].body}</p>
            </div>
          </aside>
          <VerifyForm submitting={state.submitting} error={state.error} onSubmit={(values) => void submit(values)} />
        </div>
      );
      break;
    case 'success':
      body = <SuccessOutcome result={state.result} />;
      break;
    case 'expired':
      body = <ExpiredOutcome />;
      break;
    case 'already_verified':
      body = <AlreadyVerifiedOutcome />;
      break;
    case 'error':
      body = (
        <ErrorOutcome
          message={state.message}
          supportEmail={supportEmail}
          // Without a token there is nothing to check again: trying again means asking for a new link.
          onRetry={token ? () => dispatch({ type: 'retry' }) : () => navigate(paths.submitCompany.href())}
        />
      );
      break;
  }

  return (
    <div
      className="mx-auto grid w-full max-w-xl gap-6 px-4 py-8 sm:py-12"
      data-state={state.kind}
      data-testid="verify-license-page"
    >
      <title>{`${T.pageTitle} · ${BRAND.name}`}</title>
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{T.heading}</h1>
        {state.kind === 'form' ? <p className="text-sm text-muted-foreground">{T.intro}</p> : null}
      </header>
      <Card>
        <CardContent className="p-4 sm:p-6">{body}</CardContent>
      </Card>
      <HelpBox supportEmail={supportEmail} />
    </div>
  );
}
