import { Link } from 'react-router';
import { CalendarCheck, Download, Gauge, Map as MapIcon, Plus, Star } from 'lucide-react';
import { LANGUAGE_LOCALES, paths, type TOwnerDashboard } from '@tour/shared';
import { AreaPage } from '../../../components/area-page';
import { LoadFailedAlert } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { BasisSwitch } from '../../../components/dashboards/basis-switch';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { RatingsPanel, RevenuePanel, TopToursPanel } from '../components/chart-panels';
import { DashboardCard } from '../components/dashboard-card';
import { DashboardLoading } from '../components/dashboard-loading';
import { GrowthFigure } from '../components/figure-parts';
import { RecentBookings } from '../components/recent-bookings';
import { RefreshButton, RevenueStatCard, StatCard } from '../components/stat-card';
import { ToursTable } from '../components/tours-table';
import { formatRating } from '../figures';
import { DASHBOARD_TEXTS, OWNER_DASHBOARD_TEXTS } from '../texts';
import { TroubleshootingBox } from './troubleshooting-box';
import { useOwnerDashboardPage } from './use-owner-dashboard-page';

function OwnerCards({ cards }: { cards: TOwnerDashboard['cards'] }) {
  const C = useTexts(OWNER_DASHBOARD_TEXTS).cards;
  const locale = LANGUAGE_LOCALES[useLanguage()];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" data-testid="stat-cards">
      <RevenueStatCard
        label={C.revenue}
        revenue={cards.revenue}
        counted={cards.bookings > 0}
        emptyHint={C.revenueHint}
      />
      <StatCard
        label={C.bookings}
        icon={CalendarCheck}
        testId="card-bookings"
        value={cards.bookings.toLocaleString(locale)}
        detail={<p>{C.bookingsHint}</p>}
      />
      <StatCard
        label={C.activeTours}
        icon={MapIcon}
        testId="card-active-tours"
        value={cards.activeTours.toLocaleString(locale)}
        detail={<p>{C.activeToursHint}</p>}
      />
      <StatCard
        label={C.rating}
        icon={Star}
        testId="card-rating"
        className="col-span-2 sm:col-span-1"
        measured={cards.averageRating !== null}
        value={cards.averageRating === null ? C.noRatings : formatRating(cards.averageRating)}
        detail={<p>{cards.averageRating === null ? C.noRatingsHint : C.ratingHint(cards.reviewsCount)}</p>}
      />
    </div>
  );
}

/**
 * /tour-owner-dashboard (3-admin.md section 2, issue 24): the four cards, the Revenue Trend with its growth, Recent
 * Bookings, Top Tours Performance, Rating Distribution and Your Tours, by booking date or travel date.
 */
export function OwnerDashboardPage() {
  const T = useTexts(OWNER_DASHBOARD_TEXTS);
  const common = useTexts(DASHBOARD_TEXTS);
  const page = useOwnerDashboardPage();
  const { dashboard } = page;
  const data = dashboard.data;
  const ownTours = data?.tours.filter((tour) => tour.status !== 'pending') ?? [];
  const pending = data?.tours.filter((tour) => tour.status === 'pending') ?? [];
  const refreshing = dashboard.isFetching && !dashboard.isPending;

  return (
    <AreaPage
      testId="owner-dashboard-page"
      documentTitle={T.documentTitle}
      backLabel={T.back}
      icon={Gauge}
      heading={T.heading}
      intro={T.intro}
      headerNote={<p className="text-xs text-muted-foreground">{common.zoneNote}</p>}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <BasisSwitch value={page.basis} onChange={page.setBasis} className="w-full sm:w-auto" />
        <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
          <RefreshButton refreshing={refreshing} disabled={dashboard.isFetching} onRefresh={page.refresh} />
          <Button variant="outline" onClick={page.exportCsv} disabled={!data}>
            <Download aria-hidden />
            {T.actions.export}
          </Button>
          <Button asChild className="col-span-2">
            <Link to={paths.submitTour.href()}>
              <Plus aria-hidden />
              {T.actions.submitTour}
            </Link>
          </Button>
        </div>
      </div>

      {dashboard.isPending ? (
        <DashboardLoading />
      ) : !data ? (
        <LoadFailedAlert
          title={common.loadFailed}
          error={dashboard.error}
          retryLabel={common.retry}
          onRetry={page.refresh}
        />
      ) : (
        <div
          className="grid gap-6"
          aria-busy={dashboard.isFetching}
          data-testid="owner-dashboard"
          data-basis={data.basis}
        >
          {dashboard.isError ? (
            <LoadFailedAlert
              title={common.loadFailed}
              error={dashboard.error}
              retryLabel={common.retry}
              onRetry={page.refresh}
            />
          ) : null}
          {ownTours.length === 0 ? (
            <TroubleshootingBox
              state={page.troubleshooting}
              pending={pending}
              onDebugFetch={() => void page.debugFetch()}
              onCheckPending={page.checkPending}
            />
          ) : null}
          <OwnerCards cards={data.cards} />
          <div className="grid gap-6 xl:grid-cols-3">
            <RevenuePanel
              text={T.trend}
              months={data.trend.months}
              testId="revenue-trend"
              className="xl:col-span-2"
              aside={
                <GrowthFigure growth={data.trend.growth} noEarlier={T.trend.noEarlier} label={T.trend.growthLabel} />
              }
            />
            <RecentBookings title={T.recent.title} description={T.recent.description} bookings={data.recentBookings} />
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <TopToursPanel text={T.topTours} tours={data.topTours} />
            <RatingsPanel text={T.ratings} buckets={data.ratingDistribution} />
          </div>
          {data.tours.length > 0 ? (
            <DashboardCard title={T.tours.title} description={T.tours.description} testId="your-tours">
              <ToursTable tours={data.tours} caption={T.tours.caption} />
            </DashboardCard>
          ) : null}
        </div>
      )}
    </AreaPage>
  );
}
