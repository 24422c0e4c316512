import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CalendarDays, ClipboardList } from 'lucide-react';
import { dashboardPathFor, marketplaceDate, paths, type TDeparture } from '@tour/shared';
import { CardTableCell } from '../../../components/card-table-cell';
import { ListSkeleton, LoadFailedAlert } from '../../../components/list-states';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { useSession } from '../../auth/api/get-session';
import { useTourDepartures } from '../api/operator-dashboards';
import { departureDates } from '../figures';
import { DEPARTURES_TEXTS } from '../texts';
import { DeparturesFrame, isNotFound, NotFoundState } from './departures-frame';

function DeparturesTable({ departures }: { departures: TDeparture[] }) {
  const L = useTexts(DEPARTURES_TEXTS).list;
  const language = useLanguage();
  const today = marketplaceDate(new Date());
  const headings = [L.dates, L.seatsLeft, L.bookings, L.guests, L.paidGuests, L.manifest];
  return (
    <div className="md:overflow-x-auto md:rounded-xl md:border md:bg-card md:shadow-xs">
      <table className="block w-full text-sm md:table" data-testid="departures-table">
        <caption className="sr-only">{L.caption}</caption>
        <thead className="hidden border-b bg-muted/50 text-left text-xs text-muted-foreground md:table-header-group">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2.5 font-medium whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="grid gap-3 sm:grid-cols-2 md:table-row-group md:divide-y">
          {departures.map((departure) => {
            const past = departure.endDate < today;
            const dates = departureDates(departure, language);
            return (
              <tr
                key={departure.id}
                className={cn(
                  'grid grid-cols-3 gap-3 rounded-xl border bg-card p-4 shadow-xs md:table-row md:rounded-none md:border-0 md:bg-transparent md:p-0 md:shadow-none',
                  past && 'md:text-muted-foreground',
                )}
                data-testid="departure-row"
                data-departure-id={departure.id}
              >
                <CardTableCell from="md" label={null} className="col-span-3 md:align-middle">
                  <span className="inline-flex flex-wrap items-center gap-2 font-medium text-ink md:whitespace-nowrap">
                    {dates}
                    {past ? <Badge variant="secondary">{L.past}</Badge> : null}
                  </span>
                </CardTableCell>
                <CardTableCell from="md" label={L.seatsLeft} className="md:align-middle">
                  <span className="tabular-nums" data-testid="departure-seats-left">
                    {departure.availableSpots}
                  </span>
                </CardTableCell>
                <CardTableCell from="md" label={L.bookings} className="md:align-middle">
                  <span className="tabular-nums" data-testid="departure-bookings">
                    {departure.bookings}
                  </span>
                </CardTableCell>
                <CardTableCell from="md" label={L.guests} className="md:align-middle">
                  <span className="tabular-nums" data-testid="departure-guests">
                    {departure.guests}
                  </span>
                </CardTableCell>
                <CardTableCell from="md" label={L.paidGuests} className="md:align-middle">
                  <span className="tabular-nums" data-testid="departure-paid-guests">
                    {departure.paidGuests}
                  </span>
                </CardTableCell>
                <CardTableCell
                  from="md"
                  label={null}
                  className="col-span-2 self-end justify-items-end md:justify-items-start md:align-middle"
                >
                  <Button asChild size="sm" variant={departure.bookings > 0 ? 'default' : 'outline'}>
                    <Link
                      to={paths.departureManifest.href({ tourDateId: departure.id })}
                      aria-label={L.openManifestLabel(dates)}
                    >
                      <ClipboardList aria-hidden />
                      {L.openManifest}
                    </Link>
                  </Button>
                </CardTableCell>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /dashboard/tours/:tourId/departures (issue 24): an operator's tour, its departures soonest first (past ones
 * after), each with its seats, bookings and guests, and the way to its manifest. Only the caller's own tours (the
 * server decides; 'Tour not found' otherwise).
 */
export function TourDeparturesPage() {
  const T = useTexts(DEPARTURES_TEXTS);
  const L = T.list;
  const { tourId = '' } = useParams();
  const departures = useTourDepartures(tourId);
  const { user } = useSession();
  const tour = departures.data?.tour;

  let content: ReactNode;
  if (departures.isPending) content = <ListSkeleton />;
  else if (departures.isError) {
    content = isNotFound(departures.error) ? (
      <NotFoundState
        title={T.tourNotFound}
        hint={T.tourNotFoundHint}
        back={
          <Button asChild variant="outline">
            <Link to={dashboardPathFor(user?.role)}>{T.back}</Link>
          </Button>
        }
      />
    ) : (
      <LoadFailedAlert
        title={T.loadFailed}
        error={departures.error}
        retryLabel={T.retry}
        onRetry={() => void departures.refetch()}
      />
    );
  } else if (departures.data.departures.length === 0) {
    content = (
      <EmptyState icon={CalendarDays} title={L.empty}>
        {L.emptyHint}
      </EmptyState>
    );
  } else content = <DeparturesTable departures={departures.data.departures} />;

  return (
    <DeparturesFrame
      testId="tour-departures-page"
      documentTitle={tour ? L.documentTitle(tour.title) : L.heading}
      icon={CalendarDays}
      heading={L.heading}
      subheading={
        tour ? (
          <div className="grid gap-1">
            <p className="text-base font-semibold break-words text-ink" data-testid="departures-tour-title">
              {tour.title}
            </p>
            <p>{L.intro}</p>
          </div>
        ) : null
      }
    >
      {content}
    </DeparturesFrame>
  );
}
