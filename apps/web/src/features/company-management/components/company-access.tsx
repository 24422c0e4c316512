import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { canAccess, paths } from '@tour/shared';
import { PageSpinner } from '../../../components/ui/spinner';
import { authPath } from '../../../lib/auth-paths';
import { toast } from '../../../lib/toast';
import { useSession } from '../../auth/api/get-session';
import { useTexts } from '../../../lib/i18n/texts';
import { COMPANY_TEXTS } from '../texts';

type TProblem = 'login' | 'permission' | 'unverified';

const MESSAGE_KEY = {
  login: 'loginRequired',
  permission: 'noPermission',
  unverified: 'permissionsUnverified',
} as const satisfies Record<TProblem, string>;

/**
 * The company page's own access check, with its own messages (3-admin.md section 6): visitors go to
 * /auth, other roles and a failed role lookup to /account. The server's check is the one that counts.
 */
export function CompanyAccess({ children }: { children: ReactNode }) {
  const T = useTexts(COMPANY_TEXTS);
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
  const message = problem ? T.messages[MESSAGE_KEY[problem]] : null;
  useEffect(() => {
    if (!message || shown.current) return;
    shown.current = true;
    toast.error(message, { id: `company-access-${problem}` });
  }, [problem, message]);

  if (session.isPending) return <PageSpinner label={T.checking} />;
  if (problem === 'login' || (!user && endedReason === 'expired')) {
    return <Navigate to={authPath(`${location.pathname}${location.search}`)} replace />;
  }
  if (!user && endedReason === 'signed-out') return <Navigate to="/" replace />;
  if (problem) return <Navigate to={paths.account.href()} replace />;
  return children;
}
