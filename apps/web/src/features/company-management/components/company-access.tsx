import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { canAccess, paths } from '@tour/shared';
import { PageSpinner } from '../../../components/ui/spinner';
import { authPath } from '../../../lib/auth-paths';
import { toast } from '../../../lib/toast';
import { useSession } from '../../auth/api/get-session';
import { COMPANY_TEXTS as T } from '../texts';

type TProblem = 'login' | 'permission' | 'unverified';

const MESSAGE: Record<TProblem, string> = {
  login: T.messages.loginRequired,
  permission: T.messages.noPermission,
  unverified: T.messages.permissionsUnverified,
};

/**
 * The company page's own access check, with its Thai messages (3-admin.md section 6): visitors go to
 * /auth, other roles and a failed role lookup to /account. The server's check is the one that counts.
 */
export function CompanyAccess({ children }: { children: ReactNode }) {
  const location = useLocation();
  const session = useSession();
  const user = session.user;
  const endedReason = session.data?.endedReason;
  let problem: TProblem | null = null;
  if (!session.isPending) {
    if (session.isError) problem = 'unverified';
    else if (!user) problem = endedReason ? null : 'login';
    else if (!canAccess('companyManagement', { role: user.role, hasCompany: user.hasCompany })) problem = 'permission';
  }
  const shown = useRef(false);
  useEffect(() => {
    if (!problem || shown.current) return;
    shown.current = true;
    toast.error(MESSAGE[problem], { id: `company-access-${problem}` });
  }, [problem]);

  if (session.isPending) return <PageSpinner label={T.checking} />;
  if (problem === 'login' || (!user && endedReason === 'expired')) {
    return <Navigate to={authPath(`${location.pathname}${location.search}`)} replace />;
  }
  if (!user && endedReason === 'signed-out') return <Navigate to="/" replace />;
  if (problem) return <Navigate to={paths.account.href()} replace />;
  return children;
}
