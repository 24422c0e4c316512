import { useEffect, useEffectEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { paths, type TInvitationCheck } from '@tour/shared';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { PageSpinner, Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../lib/toast';
import { isApiError } from '../../lib/api-client';
import { useTexts } from '../../lib/i18n/texts';
import { readReturnTo } from '../../lib/auth-paths';
import { SIGNED_OUT, sessionQueryKey, useSession } from './api/get-session';
import { postSignOut } from './api/sign-out';
import { useInvitation } from './api/validate-invitation';
import { useRecoveryToken } from './api/verify-recovery-token';
import { parseAuthHash } from './auth-hash';
import { AuthLayout, type TAuthArt } from './components/auth-layout';
import { ForgotPasswordForm } from './components/forgot-password-form';
import { InvitationError, InvitationSummary } from './components/invitation-status';
import { ResetPasswordForm } from './components/reset-password-form';
import { SignInForm } from './components/sign-in-form';
import { SignUpForm } from './components/sign-up-form';
import { AUTH_TEXTS, type TAuthMessages } from './texts';

type TMode = 'normal' | 'forgot' | 'reset';
type TTab = 'signin' | 'signup';

type TInvitationState =
  | { status: 'none' }
  | { status: 'checking' }
  | { status: 'valid'; invitation: TInvitationCheck }
  | { status: 'error'; message: string };

function useInvitationState(token: string | null, messages: TAuthMessages): TInvitationState {
  const query = useInvitation(token);
  if (!token) return { status: 'none' };
  if (query.isPending) return { status: 'checking' };
  if (query.isError) {
    const error = query.error;
    if (isApiError(error, 'INVITATION_EXPIRED')) return { status: 'error', message: messages.invitationExpired };
    if (
      isApiError(error, 'INVITATION_INVALID') ||
      isApiError(error, 'NOT_FOUND') ||
      isApiError(error, 'VALIDATION_FAILED')
    ) {
      return { status: 'error', message: messages.invitationInvalid };
    }
    return { status: 'error', message: messages.invitationValidateFailed };
  }
  const invitation = query.data;
  if (!invitation.isValid || new Date(invitation.expiresAt).getTime() <= Date.now()) {
    return { status: 'error', message: messages.invitationExpired };
  }
  return { status: 'valid', invitation };
}

function recoveryErrorMessage(error: unknown, messages: TAuthMessages): string {
  if (isApiError(error, 'RESET_LINK_EXPIRED')) return messages.resetLinkExpired;
  if (
    isApiError(error, 'RESET_LINK_INVALID') ||
    isApiError(error, 'VALIDATION_FAILED') ||
    isApiError(error, 'NOT_FOUND')
  ) {
    return messages.resetLinkInvalid;
  }
  return messages.resetProcessFailed;
}

/**
 * The state an invited owner lands on company registration with. One object: <Navigate> navigates again whenever its
 * state changes identity, and a page re-rendering faster than a navigation completes would never arrive.
 */
const INVITED_OWNER = { invitedOwner: true };

/** /auth: Sign In and Sign Up tabs, forgot password, and a new password from a reset link. */
export function AuthPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const texts = useTexts(AUTH_TEXTS);
  const [searchParams] = useSearchParams();
  const session = useSession();
  const returnTo = readReturnTo(searchParams);
  const invitationToken = searchParams.get('invitation')?.trim() || null;

  // The hash is read once: its tokens are then removed from the address bar and history.
  const [arrivalHash] = useState(location.hash);
  const hash = parseAuthHash(arrivalHash, texts.messages);
  const [mode, setMode] = useState<TMode>(
    hash.kind === 'recovery' ? 'reset' : hash.kind === 'error' ? 'forgot' : 'normal',
  );
  const [tab, setTab] = useState<TTab>(invitationToken || searchParams.get('tab') === 'signup' ? 'signup' : 'signin');
  const [passwordUpdated, setPasswordUpdated] = useState(false);
  /** How the visitor got in: an invited owner goes on to register their company, anyone else back where they were. */
  const [completion, setCompletion] = useState<'signed-in' | 'invited-owner' | null>(null);
  const [isSigningOut, setIsSigningOut] = useState(false);

  const recoveryToken = hash.kind === 'recovery' ? hash.token : null;
  const recovery = useRecoveryToken(mode === 'reset' ? recoveryToken : null);
  const invitationState = useInvitationState(invitationToken, texts.messages);
  const invitation = invitationState.status === 'valid' ? invitationState.invitation : null;

  const linkError =
    hash.kind === 'error'
      ? hash.message
      : mode === 'reset' && recovery.isError
        ? recoveryErrorMessage(recovery.error, texts.messages)
        : null;

  const removeHashFromAddress = useEffectEvent(() => {
    if (hash.kind !== 'none') {
      void navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
    }
  });
  // Only on arrival: later changes of the address are not a reason to replace the history entry again.
  useEffect(() => {
    removeHashFromAddress();
  }, []);

  useEffect(() => {
    if (linkError) toast.error(linkError, { id: 'auth-link-error' });
  }, [linkError]);

  const invitationError = invitationState.status === 'error' ? invitationState.message : null;
  useEffect(() => {
    if (invitationError) toast.error(invitationError, { id: 'invitation-error' });
  }, [invitationError]);

  useEffect(() => {
    if (invitationState.status === 'valid') setTab('signup');
  }, [invitationState.status]);

  const showForgot = () => {
    setPasswordUpdated(false);
    setMode('forgot');
  };
  const showSignIn = () => {
    setMode('normal');
    setTab('signin');
  };
  const onPasswordUpdated = () => {
    setMode('normal');
    setTab('signin');
    setPasswordUpdated(true);
    toast.success(texts.messages.passwordUpdated);
  };

  const user = session.user;
  const isResetting = mode === 'reset' && !recovery.isError;

  if (session.isPending && !isResetting) {
    return <PageSpinner />;
  }

  if (user && !isResetting) {
    if (completion === 'invited-owner') {
      return <Navigate to={paths.submitCompany.href()} state={INVITED_OWNER} replace />;
    }
    if (!invitationToken || completion) return <Navigate to={returnTo ?? '/'} replace />;
    const signOutHere = async () => {
      setIsSigningOut(true);
      try {
        await postSignOut();
        queryClient.setQueryData(sessionQueryKey, SIGNED_OUT);
        toast.success(texts.messages.signedOut);
      } catch {
        toast.error(texts.messages.signOutFailed);
      } finally {
        setIsSigningOut(false);
      }
    };
    return (
      <AuthLayout art="bali">
        <Card>
          <CardHeader>
            <CardTitle className="font-display text-2xl">{texts.page.invitationTitle}</CardTitle>
            <CardDescription>{texts.invitation.signedInAs(user.email)}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button className="w-full" size="lg" onClick={signOutHere} disabled={isSigningOut}>
              {isSigningOut ? <Spinner className="size-4" decorative /> : null}
              {texts.actions.signOut}
            </Button>
          </CardContent>
        </Card>
      </AuthLayout>
    );
  }

  const effectiveMode: TMode = mode === 'reset' && recovery.isError ? 'forgot' : mode;
  const art: TAuthArt = effectiveMode === 'normal' ? (tab === 'signin' ? 'santorini' : 'bali') : 'kyoto';
  const onAuthenticated = () => setCompletion('signed-in');

  let title: string;
  let subtitle: string;
  if (effectiveMode === 'reset') {
    title = texts.page.resetTitle;
    subtitle = recovery.data ? texts.page.resetSubtitle(recovery.data.email) : texts.page.resetChecking;
  } else if (effectiveMode === 'forgot') {
    title = texts.page.forgotTitle;
    subtitle = texts.page.forgotSubtitle;
  } else if (tab === 'signup') {
    title = invitation ? texts.page.invitationTitle : texts.page.signUpTitle;
    subtitle = invitation ? texts.page.invitationSubtitle : texts.page.signUpSubtitle;
  } else {
    title = texts.page.signInTitle;
    subtitle = texts.page.signInSubtitle;
  }

  return (
    <AuthLayout art={art}>
      <Card className="shadow-lg shadow-ink/5">
        <CardHeader className="gap-2 pb-4">
          <h1
            className="font-display text-2xl leading-tight font-semibold text-ink sm:text-3xl"
            data-testid="auth-title"
          >
            {title}
          </h1>
          <CardDescription>{subtitle}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {linkError && effectiveMode === 'forgot' ? (
            <Alert variant="destructive" data-testid="link-error">
              {linkError}
            </Alert>
          ) : null}

          {effectiveMode === 'reset' ? (
            recovery.data && recoveryToken ? (
              <ResetPasswordForm token={recoveryToken} onDone={onPasswordUpdated} />
            ) : (
              <div className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground">
                <Spinner className="size-4" decorative /> {texts.page.resetChecking}
              </div>
            )
          ) : null}

          {effectiveMode === 'forgot' ? <ForgotPasswordForm onBack={showSignIn} /> : null}

          {effectiveMode === 'normal' ? (
            <>
              {passwordUpdated ? (
                <Alert variant="success" data-testid="auth-notice">
                  {texts.messages.passwordUpdated}
                </Alert>
              ) : null}
              {invitationState.status === 'error' ? <InvitationError message={invitationState.message} /> : null}
              <Tabs value={tab} onValueChange={(value) => setTab(value as TTab)}>
                <TabsList>
                  <TabsTrigger value="signin">{texts.tabs.signIn}</TabsTrigger>
                  <TabsTrigger value="signup">{invitation ? texts.tabs.createAccount : texts.tabs.signUp}</TabsTrigger>
                </TabsList>
                <TabsContent value="signin" className="grid gap-5 pt-1">
                  {returnTo && !passwordUpdated ? <Alert variant="info">{texts.page.returnHint}</Alert> : null}
                  <SignInForm onForgotPassword={showForgot} onSuccess={onAuthenticated} />
                </TabsContent>
                <TabsContent value="signup" className="grid gap-5 pt-1">
                  {invitationState.status === 'checking' ? (
                    <div className="flex items-center gap-2 text-sm text-muted-foreground">
                      <Spinner className="size-4" decorative /> {texts.invitation.checking}
                    </div>
                  ) : null}
                  {invitation ? (
                    <InvitationSummary invitation={invitation} />
                  ) : (
                    <Alert variant="info" title={texts.signUp.ownerNote}>
                      {texts.signUp.ownerNoteDetail}
                    </Alert>
                  )}
                  {invitationState.status !== 'checking' ? (
                    <SignUpForm
                      key={invitation ? `invitation-${invitationToken}` : 'plain'}
                      invitation={
                        invitation && invitationToken ? { token: invitationToken, email: invitation.email } : null
                      }
                      onSuccess={() => setCompletion(invitation ? 'invited-owner' : 'signed-in')}
                    />
                  ) : null}
                </TabsContent>
              </Tabs>
            </>
          ) : null}
        </CardContent>
      </Card>
      {effectiveMode === 'normal' && tab === 'signin' ? (
        <p className="mt-4 flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
          <ShieldCheck className="size-3.5" aria-hidden />
          {texts.page.secureNote}
        </p>
      ) : null}
    </AuthLayout>
  );
}
