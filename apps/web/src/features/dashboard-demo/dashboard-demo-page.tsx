import { Link } from 'react-router';
import { BarChart3, LogIn } from 'lucide-react';
import { paths } from '@tour/shared';
import { AreaPage } from '../../components/area-page';
import { LoadFailedAlert } from '../../components/list-states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageSpinner } from '../../components/ui/spinner';
import { authPath } from '../../lib/auth-paths';
import { useTexts } from '../../lib/i18n/texts';
import { useSession } from '../auth/api/get-session';
import { useDashboardDemo } from './api/dashboard-demo';
import { AccessCards } from './components/access-cards';
import { DemoTotals } from './components/demo-totals';
import { RoleDescriptions } from './components/role-descriptions';
import { DASHBOARD_DEMO_TEXTS } from './texts';

function SignInPrompt() {
  const T = useTexts(DASHBOARD_DEMO_TEXTS);
  return (
    <EmptyState
      icon={LogIn}
      title={T.signIn.title}
      action={
        <Button asChild>
          <Link to={authPath(paths.dashboardDemo.href())}>{T.signIn.action}</Link>
        </Button>
      }
    >
      {T.signIn.body}
    </EmptyState>
  );
}

function SignedInDemo() {
  const T = useTexts(DASHBOARD_DEMO_TEXTS);
  const demo = useDashboardDemo(true);
  if (demo.isPending) return <PageSpinner label={T.loading} />;
  if (demo.isError) {
    return (
      <LoadFailedAlert
        title={T.loadFailed}
        error={demo.error}
        retryLabel={T.retry}
        onRetry={() => void demo.refetch()}
      />
    );
  }
  const data = demo.data;
  return (
    <>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        {T.yourRole}
        <Badge variant="default" data-testid="demo-role-badge">
          {T.roles.badges[data.role]}
        </Badge>
      </p>
      {data.totals ? (
        <DemoTotals totals={data.totals} />
      ) : (
        <p
          className="rounded-xl border bg-accent/40 px-4 py-3 text-sm text-accent-foreground"
          data-testid="traveller-note"
        >
          {T.totals.travellerNote}{' '}
          <Link
            to={paths.account.href({ tab: 'bookings' })}
            className="font-medium text-primary underline-offset-2 hover:underline"
          >
            {T.totals.yourBookings}
          </Link>
        </p>
      )}
      <AccessCards access={data.access} />
      <RoleDescriptions role={data.role} />
    </>
  );
}

/** /dashboard-demo (3-admin.md section 2): anyone may open it; visitors see a sign-in prompt. */
export function DashboardDemoPage() {
  const T = useTexts(DASHBOARD_DEMO_TEXTS);
  const session = useSession();
  return (
    <AreaPage
      testId="dashboard-demo-page"
      documentTitle={T.documentTitle}
      backLabel={T.back}
      icon={BarChart3}
      heading={T.heading}
      intro={T.intro}
      width="narrow"
    >
      {session.isPending ? (
        <PageSpinner label={T.loading} />
      ) : session.isError ? (
        <LoadFailedAlert
          title={T.sessionFailed}
          error={session.error}
          retryLabel={T.retry}
          onRetry={() => void session.refetch()}
        />
      ) : session.user ? (
        <SignedInDemo />
      ) : (
        <SignInPrompt />
      )}
    </AreaPage>
  );
}
