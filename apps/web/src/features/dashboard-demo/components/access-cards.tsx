import { Link } from 'react-router';
import { ArrowRight, Lock, ShieldCheck } from 'lucide-react';
import { paths, type TDashboardDemo } from '@tour/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useTexts } from '../../../lib/i18n/texts';
import { DASHBOARD_DEMO_TEXTS } from '../texts';

function AccessCard({
  title,
  who,
  granted,
  to,
  testId,
}: {
  title: string;
  who: string;
  granted: boolean;
  to: string;
  testId: string;
}) {
  const T = useTexts(DASHBOARD_DEMO_TEXTS).access;
  const Icon = granted ? ShieldCheck : Lock;
  return (
    <section
      className={cn(
        'grid content-start gap-3 rounded-xl border bg-card p-5 shadow-xs',
        granted ? 'border-success/40' : 'border-border',
      )}
      aria-label={title}
      data-testid={testId}
      data-granted={granted}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span
            className={cn(
              'flex size-10 shrink-0 items-center justify-center rounded-full',
              granted ? 'bg-success/12 text-success' : 'bg-muted text-muted-foreground',
            )}
          >
            <Icon className="size-5" aria-hidden />
          </span>
          <div>
            <h3 className="font-semibold text-ink">{title}</h3>
            <p className="text-sm text-muted-foreground">{who}</p>
          </div>
        </div>
        <Badge variant={granted ? 'success' : 'secondary'} data-testid="access-status">
          {granted ? T.granted : T.denied}
        </Badge>
      </div>
      {granted ? (
        <Button asChild variant="outline" size="sm" className="w-fit">
          <Link to={to}>
            {T.open}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </Button>
      ) : null}
    </section>
  );
}

/** The two cards of the access demo (3-admin.md section 2): the tour-owner dashboard and the admin dashboard. */
export function AccessCards({ access }: { access: TDashboardDemo['access'] }) {
  const T = useTexts(DASHBOARD_DEMO_TEXTS).access;
  return (
    <section className="grid gap-3" aria-labelledby="demo-access-heading">
      <h2 id="demo-access-heading" className="text-lg font-semibold text-ink">
        {T.label}
      </h2>
      <div className="grid gap-3 sm:gap-4 md:grid-cols-2">
        <AccessCard
          title={T.tourOwner}
          who={T.tourOwnerWho}
          granted={access.tourOwnerDashboard}
          to={paths.tourOwnerDashboard.href()}
          testId="access-tour-owner"
        />
        <AccessCard
          title={T.admin}
          who={T.adminWho}
          granted={access.adminDashboard}
          to={paths.adminDashboard.href()}
          testId="access-admin"
        />
      </div>
    </section>
  );
}
