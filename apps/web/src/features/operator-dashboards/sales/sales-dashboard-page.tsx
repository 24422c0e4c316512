import { CalendarCheck, ChartNoAxesCombined, Map as MapIcon, Receipt, TrendingUp, Users } from 'lucide-react';
import { LANGUAGE_LOCALES, type TSalesDashboard } from '@tour/shared';
import { AreaPage } from '../../../components/area-page';
import { LoadFailedAlert } from '../../../components/list-states';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { BasisSwitch } from '../../../components/dashboards/basis-switch';
import { RatingsPanel, RevenuePanel, TopToursPanel } from '../components/chart-panels';
import { DashboardCard } from '../components/dashboard-card';
import { DashboardLoading } from '../components/dashboard-loading';
import { GrowthFigure } from '../components/figure-parts';
import { RecentBookings } from '../components/recent-bookings';
import { RefreshButton, RevenueStatCard, StatCard } from '../components/stat-card';
import { ToursTable } from '../components/tours-table';
import { formatThb } from '../../../components/dashboards/dashboard-money';
import { DASHBOARD_TEXTS, SALES_DASHBOARD_TEXTS } from '../texts';
import { SalesFilters } from './sales-filters';
import { useSalesDashboardPage } from './use-sales-dashboard-page';

function SalesCards({ data }: { data: TSalesDashboard }) {
  const C = useTexts(SALES_DASHBOARD_TEXTS).cards;
  const growth = useTexts(DASHBOARD_TEXTS).growth;
  const language = useLanguage();
  const { totals } = data;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5" data-testid="stat-cards">
      <RevenueStatCard
        label={C.revenue}
        revenue={totals.revenue}
        counted={totals.bookings > 0}
        emptyHint={C.revenueHint}
        size="md"
      />
      <StatCard
        label={C.bookings}
        icon={CalendarCheck}
        testId="card-bookings"
        size="md"
        value={totals.bookings.toLocaleString(LANGUAGE_LOCALES[language])}
        detail={<p>{C.bookingsHint}</p>}
      />
      <StatCard
        label={C.guests}
        icon={Users}
        testId="card-guests"
        size="md"
        value={totals.guests.toLocaleString(LANGUAGE_LOCALES[language])}
        detail={<p>{C.guestsHint}</p>}
      />
      <StatCard
        label={C.average}
        icon={Receipt}
        testId="card-average"
        size="md"
        className="col-span-2 sm:col-span-1"
        measured={totals.averageBookingValueThb !== null}
        value={
          totals.averageBookingValueThb === null ? C.noAverage : formatThb(totals.averageBookingValueThb, language)
        }
        detail={<p>{C.averageHint}</p>}
      />
      <StatCard
        label={C.growth}
        icon={TrendingUp}
        testId="card-growth"
        size="md"
        className="col-span-2 sm:col-span-1"
        value={<GrowthFigure growth={data.growth} noEarlier={C.noEarlier} label={C.growth} className="text-sm" />}
        measured={false}
        detail={
          <p>
            {C.growthHint}: {growth.counts(data.growth.current, data.growth.earlier)}
          </p>
        }
      />
    </div>
  );
}

function SalesFigures({ data, busy }: { data: TSalesDashboard; busy: boolean }) {
  const T = useTexts(SALES_DASHBOARD_TEXTS);
  const language = useLanguage();
  return (
    <div
      className="grid gap-6"
      aria-busy={busy}
      data-testid="sales-dashboard"
      data-basis={data.basis}
      data-period={data.period}
    >
      <p className="text-sm text-muted-foreground" data-testid="sales-range">
        {T.filters.periods[data.period]}:{' '}
        <span className="font-medium text-ink">
          {T.filters.range(formatDate(data.range.from, language), formatDate(data.range.to, language))}
        </span>
      </p>
      <SalesCards data={data} />
      <div className="grid gap-6 xl:grid-cols-3">
        <RevenuePanel
          text={T.monthly}
          months={data.monthlyRevenue}
          testId="monthly-revenue"
          className="xl:col-span-2"
        />
        <RatingsPanel text={T.ratings} buckets={data.ratingDistribution} />
      </div>
      <div className="grid gap-6 xl:grid-cols-3">
        <TopToursPanel text={T.topTours} tours={data.topTours} />
        <RecentBookings
          title={T.recent.title}
          description={T.recent.description}
          bookings={data.recentBookings}
          columns={2}
          className="xl:col-span-2"
        />
      </div>
      <DashboardCard title={T.tours.title} description={T.tours.description} testId="your-tours">
        {data.tours.length === 0 ? (
          <EmptyState compact icon={MapIcon} title={T.tours.empty}>
            {T.tours.emptyHint}
          </EmptyState>
        ) : (
          <ToursTable tours={data.tours} caption={T.tours.caption} />
        )}
      </DashboardCard>
    </div>
  );
}

/**
 * The sales dashboard (3-admin.md section 2; /sales-dashboard): the user's tours, recent bookings (10), totals,
 * top five, rating distribution and monthly revenue over a period ('30d' by default), by booking or travel date.
 */
export function SalesDashboardPage() {
  const T = useTexts(SALES_DASHBOARD_TEXTS);
  const common = useTexts(DASHBOARD_TEXTS);
  const page = useSalesDashboardPage();
  const { dashboard } = page;
  const data = dashboard.data;
  const refreshing = dashboard.isFetching && !dashboard.isPending;
  return (
    <AreaPage
      testId="sales-dashboard-page"
      documentTitle={T.documentTitle}
      backLabel={T.back}
      icon={ChartNoAxesCombined}
      heading={T.heading}
      intro={T.intro}
      headerNote={<p className="text-xs text-muted-foreground">{common.zoneNote}</p>}
    >
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="flex w-full flex-wrap items-start gap-x-6 gap-y-3 lg:w-auto">
          <SalesFilters
            key={page.filtersKey}
            applied={page.applied}
            shownRange={data?.range ?? null}
            onPeriod={page.setPeriod}
            onApply={page.apply}
          />
          <BasisSwitch value={page.applied.basis} onChange={page.setBasis} className="w-full sm:w-auto" />
        </div>
        <RefreshButton
          refreshing={refreshing}
          disabled={dashboard.isFetching || page.rangeRefused}
          onRefresh={page.refresh}
          className="w-full sm:w-auto"
        />
      </div>

      {page.rangeRefused ? null : dashboard.isPending ? (
        <DashboardLoading />
      ) : !data ? (
        <LoadFailedAlert
          title={common.loadFailed}
          error={dashboard.error}
          retryLabel={common.retry}
          onRetry={page.refresh}
        />
      ) : (
        <>
          {dashboard.isError ? (
            <LoadFailedAlert
              title={common.loadFailed}
              error={dashboard.error}
              retryLabel={common.retry}
              onRetry={page.refresh}
            />
          ) : null}
          <SalesFigures data={data} busy={dashboard.isFetching} />
        </>
      )}
    </AreaPage>
  );
}
