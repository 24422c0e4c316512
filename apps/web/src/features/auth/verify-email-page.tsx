import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, Clock, MailCheck, RefreshCw, Send } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { getErrorMessage, isApiError } from '../../lib/api-client';
import { authPath } from '../../lib/auth-paths';
import { BRAND } from '../../lib/brand';
import { cn } from '../../lib/cn';
import { profileQueryKey } from '../account/api/get-profile';
import { useSession } from './api/get-session';
import { useResendVerification } from './api/resend-verification';
import { useVerifyEmail } from './api/verify-email';
import { AuthLayout } from './components/auth-layout';
import { AUTH_TEXTS } from './texts';
import { paths } from '@tour/shared';
import { useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';

type TVerifyEmailState =
  | { kind: 'checking' }
  | { kind: 'verified'; email: string }
  | { kind: 'already_verified'; email: string }
  | { kind: 'expired' }
  | { kind: 'invalid' }
  | { kind: 'failed' };

/** The link's token from `#token=…` (a fragment never reaches the server's logs). */
export function readVerificationToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() || null;
}

function useVerifyEmailState(token: string | null) {
  const query = useVerifyEmail(token);
  let state: TVerifyEmailState;
  if (!token) state = { kind: 'invalid' };
  else if (query.isPending) state = { kind: 'checking' };
  else if (query.isError) {
    const error = query.error;
    if (isApiError(error, 'EMAIL_LINK_EXPIRED')) state = { kind: 'expired' };
    else if (isApiError(error, 'EMAIL_LINK_INVALID') || isApiError(error, 'VALIDATION_FAILED')) {
      state = { kind: 'invalid' };
    } else state = { kind: 'failed' };
  } else state = { kind: query.data.status, email: query.data.email };
  return { state, retry: () => void query.refetch() };
}

/** A new link for the signed-in account, or the way to sign in first. */
function ResendLink() {
  const T = useTexts(AUTH_TEXTS).verifyEmail;
  const message = useMessage();
  const { user, isPending } = useSession();
  const resend = useResendVerification();
  if (isPending) return null;
  if (!user) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">{T.signInToResend}</p>
        <Button asChild size="lg">
          <Link to={authPath(paths.account.href())}>{T.signIn}</Link>
        </Button>
      </div>
    );
  }
  if (resend.isSuccess) {
    return (
      <Alert variant="success" data-testid="verify-email-resent">
        {T.messages.resent(resend.data.email)}
      </Alert>
    );
  }
  return (
    <div className="grid gap-3">
      {resend.isError ? (
        <Alert variant="destructive">{message(getErrorMessage(resend.error, T.messages.resendFailed))}</Alert>
      ) : null}
      <Button size="lg" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? <Spinner className="size-4" decorative /> : <Send className="size-4" aria-hidden />}
        {resend.isPending ? T.resending : T.resend}
      </Button>
    </div>
  );
}

function Outcome({ state, onRetry }: { state: TVerifyEmailState; onRetry: () => void }) {
  const T = useTexts(AUTH_TEXTS).verifyEmail;
  const { user } = useSession();
  if (state.kind === 'checking') {
    return (
      <div className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground" role="status">
        <Spinner className="size-4" decorative /> {T.checking}
      </div>
    );
  }
  if (state.kind === 'verified' || state.kind === 'already_verified') {
    return (
      <div className="grid gap-5">
        <p className="text-base text-ink" data-testid="verify-email-message">
          {state.kind === 'verified' ? T.messages.verified : T.messages.alreadyVerified}
        </p>
        <p className="text-sm break-words text-muted-foreground">{T.address(state.email)}</p>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild size="lg">
            <Link to={user ? paths.account.href() : authPath(paths.account.href())}>
              {user ? T.toAccount : T.signIn}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.tours.href()}>{T.browseTours}</Link>
          </Button>
        </div>
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className="grid gap-5">
        <p className="text-base text-ink" data-testid="verify-email-message">
          {T.messages.verifyFailed}
        </p>
        <Button size="lg" variant="outline" onClick={onRetry}>
          <RefreshCw className="size-4" aria-hidden />
          {T.tryAgain}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-5">
      <p className="text-base text-ink" data-testid="verify-email-message">
        {state.kind === 'expired' ? T.messages.linkExpired : T.messages.linkInvalid}
      </p>
      <p className="text-sm text-muted-foreground">{T.linkRules}</p>
      <ResendLink />
    </div>
  );
}

const HEADINGS = {
  checking: 'pageTitle',
  verified: 'verifiedTitle',
  already_verified: 'alreadyTitle',
  expired: 'expiredTitle',
  invalid: 'invalidTitle',
  failed: 'failedTitle',
} as const satisfies Record<TVerifyEmailState['kind'], string>;

function OutcomeIcon({ kind }: { kind: TVerifyEmailState['kind'] }) {
  const good = kind === 'verified' || kind === 'already_verified' || kind === 'checking';
  const Icon = kind === 'expired' ? Clock : good ? MailCheck : CircleAlert;
  return (
    <span
      className={cn(
        'flex size-12 items-center justify-center rounded-full',
        good ? 'bg-success/12 text-success' : 'bg-highlight/20 text-highlight-foreground',
      )}
      aria-hidden
    >
      <Icon className="size-6" />
    </span>
  );
}

/** /auth/verify-email#token=…: the link from the confirmation e-mail, in any browser, signed in or not. */
export function VerifyEmailPage() {
  const T = useTexts(AUTH_TEXTS).verifyEmail;
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The token is kept once read, then leaves the address bar and the history. A second link opened in
  // the same tab only changes the fragment: the page stays mounted and takes the new token.
  const linkToken = readVerificationToken(location.hash);
  const [token, setToken] = useState(linkToken);
  if (linkToken && linkToken !== token) setToken(linkToken);
  const { state, retry } = useVerifyEmailState(token);

  const removeTokenFromAddress = useEffectEvent(() => {
    void navigate({ pathname: location.pathname, hash: '' }, { replace: true });
  });
  const hasFragment = location.hash !== '';
  useEffect(() => {
    if (hasFragment) removeTokenFromAddress();
  }, [hasFragment]);

  const isVerified = state.kind === 'verified';
  useEffect(() => {
    if (isVerified) void queryClient.invalidateQueries({ queryKey: profileQueryKey });
  }, [isVerified, queryClient]);

  return (
    <AuthLayout art="kyoto">
      <title>{`${T.pageTitle} · ${BRAND.name}`}</title>
      <Card className="shadow-lg shadow-ink/5" data-testid="verify-email" data-state={state.kind}>
        <CardHeader className="gap-4 pb-4">
          <OutcomeIcon kind={state.kind} />
          <h1 className="font-display text-2xl leading-tight font-semibold text-ink sm:text-3xl">
            {T[HEADINGS[state.kind]]}
          </h1>
        </CardHeader>
        <CardContent>
          <Outcome state={state} onRetry={retry} />
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
