import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { canAccess, type TArea, paths } from '@tour/shared';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { authPath } from '../lib/auth-paths';
import { toast } from '../lib/toast';
import { useSession } from '../features/auth/api/get-session';
import { APP_TEXTS } from './texts';
import { useTexts } from '../lib/i18n/texts';

/** Shows a toast once per mount (StrictMode mounts effects twice in development); `detail` under its title. */
function useToastOnce(kind: 'error' | null, message: string | null, detail?: string) {
  const shown = useRef(false);
  useEffect(() => {
    if (!kind || !message || shown.current) return;
    shown.current = true;
    toast.error(message, { id: `guard-${message}`, description: detail });
  }, [kind, message, detail]);
}

function SessionCheckFailed({ onRetry }: { onRetry: () => void }) {
  const texts = useTexts(APP_TEXTS);
  return (
    <div className="mx-auto grid w-full max-w-md gap-4 px-4 py-16">
      <Alert variant="destructive">{texts.guards.sessionError}</Alert>
      <Button variant="outline" onClick={onRetry}>
        {texts.guards.retry}
      </Button>
    </div>
  );
}

type TRequireAuthProps = {
  children?: ReactNode;
  /** Toast 'You need to be logged in to access this page' when sending the visitor to /auth. */
  notify?: boolean;
};

/**
 * Signed-in users only. Visitors go to /auth, which brings them back here after sign-in.
 * Right after a sign-out the user is already on the way elsewhere: no toast, no return path.
 */
export function RequireAuth({ children, notify = false }: TRequireAuthProps) {
  const texts = useTexts(APP_TEXTS);
  const location = useLocation();
  const session = useSession();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const mustSignIn = !session.isPending && !session.isError && !session.user;
  const endedReason = session.data?.endedReason;
  useToastOnce(mustSignIn && notify && !endedReason ? 'error' : null, texts.guards.loginRequired);

  if (session.isPending) return <PageSpinner label={texts.guards.checking} />;
  if (session.isError) return <SessionCheckFailed onRetry={() => void session.refetch()} />;
  if (!session.user) {
    if (endedReason === 'signed-out') return <Navigate to="/" replace />;
    return <Navigate to={authPath(here)} replace />;
  }
  return children ?? <Outlet />;
}

/**
 * An area of the role matrix (canAccess from @tour/shared). The server's guard is the one that counts;
 * this one spares the user a page they cannot use. Messages per 3-admin.md section 6; `refusal` is a page's own
 * message under the shared one for a signed-in user of the wrong role ('Admin access required.').
 */
export function RequireArea({ area, refusal, children }: { area: TArea; refusal?: string; children?: ReactNode }) {
  const texts = useTexts(APP_TEXTS);
  const location = useLocation();
  const session = useSession();
  const user = session.user;
  const here = `${location.pathname}${location.search}${location.hash}`;
  const endedReason = session.data?.endedReason;

  let problem: 'login' | 'permission' | 'unverified' | null = null;
  if (!session.isPending) {
    if (session.isError) problem = 'unverified';
    else if (!user) problem = endedReason ? null : 'login';
    else if (!canAccess(area, { role: user.role, hasCompany: user.hasCompany })) problem = 'permission';
  }
  const message =
    problem === 'login'
      ? texts.guards.loginRequired
      : problem === 'permission'
        ? texts.guards.noPermission
        : problem === 'unverified'
          ? texts.guards.permissionsUnverified
          : null;
  useToastOnce(message ? 'error' : null, message, problem === 'permission' ? refusal : undefined);

  if (session.isPending) return <PageSpinner label={texts.guards.checking} />;
  if (!user) {
    if (endedReason === 'signed-out') return <Navigate to="/" replace />;
    if (problem === 'unverified') return <Navigate to={paths.account.href()} replace />;
    return <Navigate to={authPath(here)} replace />;
  }
  if (problem) return <Navigate to={paths.account.href()} replace />;
  return children ?? <Outlet />;
}
