import type { ComponentType } from 'react';
import { BadgeCheck, Building2, CalendarOff, FileClock } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useCompanyPanel, useCompanyStats } from './api/company-management';
import { CompanyAccess } from './components/company-access';
import { CompanyLayout } from './components/company-layout';
import { useTexts } from '../../lib/i18n/texts';
import { COMPANY_TEXTS } from './texts';

function StatCard({
  label,
  hint,
  value,
  icon: Icon,
  testId,
}: {
  label: string;
  hint: string;
  value: number;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  testId: string;
}) {
  return (
    <div className="grid gap-2 rounded-xl border bg-card p-4 shadow-xs sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <Icon className="size-5 text-primary" aria-hidden />
      </div>
      <p className="text-3xl font-bold text-ink" data-testid={testId}>
        {value}
      </p>
      <p className="text-xs text-muted-foreground">{hint}</p>
    </div>
  );
}

function StatsView() {
  const T = useTexts(COMPANY_TEXTS);
  const S = T.stats;
  const stats = useCompanyStats();
  const panel = useCompanyPanel();
  return (
    <CompanyLayout
      title={T.statsDocumentTitle}
      heading={S.heading}
      adminNote={stats.data?.scope === 'all' ? T.adminScopeStats : null}
      companies={panel.data?.companies ?? null}
      selectedId={null}
      onStats
    >
      {stats.isPending ? (
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-busy>
          {['total', 'active', 'pending', 'expired'].map((key) => (
            <Skeleton key={key} className="h-32 rounded-xl" />
          ))}
        </div>
      ) : stats.isError ? (
        <Alert variant="destructive" title={T.messages.loadFailed}>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void stats.refetch()}>
            {T.retry}
          </Button>
        </Alert>
      ) : (
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" data-testid="company-stats">
          {STAT_CARDS.map((card) => (
            <StatCard
              key={card.key}
              label={S[card.key]}
              hint={S.hints[card.key]}
              value={stats.data[card.value]}
              icon={card.icon}
              testId={card.testId}
            />
          ))}
        </div>
      )}
    </CompanyLayout>
  );
}

/** /company-management/stats (3-admin.md sections 2 and 9): counts over the user's companies, all for admins. */
/** The stats page's four counts (3-admin.md section 9), in the spec's order. */
const STAT_CARDS = [
  { key: 'total', value: 'totalCompanies', icon: Building2, testId: 'stat-total' },
  { key: 'active', value: 'active', icon: BadgeCheck, testId: 'stat-active' },
  { key: 'pendingDocuments', value: 'pendingDocuments', icon: FileClock, testId: 'stat-pending' },
  { key: 'expired', value: 'expired', icon: CalendarOff, testId: 'stat-expired' },
] as const;

export function CompanyStatsPage() {
  return (
    <CompanyAccess>
      <StatsView />
    </CompanyAccess>
  );
}
