import { CalendarRange, Eye, Pencil } from 'lucide-react';
import { LANGUAGE_LOCALES, paths, type TAdminTourRow } from '@tour/shared';
import { CardTableCell } from '../../../components/card-table-cell';
import { formatDashboardMoney } from '../../../components/dashboards/dashboard-money';
import { MoneyCell } from '../../../components/dashboards/money-figure';
import { marketplaceDayAndTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { ADMIN_DASHBOARD_TEXTS } from '../texts';
import { DashboardStatusBadge, RatingText } from './dashboard-status-badge';
import { RowAction } from './row-action';

/**
 * The All Tours tab (3-admin.md section 2): a table from 1280 px, one card per tour below. The spec's actions get
 * their behaviour: view the tour's page, edit it, and open its departures and their bookings.
 */
export function ToursTable({ tours }: { tours: TAdminTourRow[] }) {
  const T = useTexts(ADMIN_DASHBOARD_TEXTS).tours;
  const language = useLanguage();
  const headings = [T.tour, T.owner, T.price, T.bookings, T.revenue, T.rating, T.created, T.actions];
  return (
    <div className="xl:overflow-x-auto xl:rounded-xl xl:border xl:bg-card xl:shadow-xs">
      <table className="block w-full text-sm xl:table" data-testid="tours-table">
        <caption className="sr-only">{T.caption}</caption>
        <thead className="hidden border-b bg-muted/50 text-left text-xs text-muted-foreground xl:table-header-group">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-2 py-2.5 font-medium whitespace-nowrap first:pl-4">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="grid gap-3 md:grid-cols-2 xl:table-row-group xl:divide-y">
          {tours.map((tour) => (
            <tr
              key={tour.id}
              className="grid grid-cols-3 content-start gap-x-3 gap-y-3 rounded-xl border bg-card p-4 shadow-xs xl:table-row xl:rounded-none xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none"
              data-testid="tour-row"
              data-tour-id={tour.id}
            >
              <CardTableCell from="xl" label={null} className="col-span-3 xl:min-w-56 xl:pl-4">
                {/* A card: the title beside the status, the place under it; the table: the status after the place. */}
                <span className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-2 gap-y-0.5 xl:grid-cols-[auto_minmax(0,1fr)]">
                  <span className="col-start-1 row-start-1 font-medium text-ink [overflow-wrap:anywhere] xl:col-span-2">
                    {tour.title}
                  </span>
                  <span className="col-start-2 row-start-1 xl:row-start-2 xl:self-center">
                    <DashboardStatusBadge status={tour.status} />
                  </span>
                  <span className="col-start-1 row-start-2 text-muted-foreground">{tour.location}</span>
                </span>
              </CardTableCell>
              <CardTableCell from="xl" label={T.owner} className="col-span-2 xl:min-w-32">
                <span className="[overflow-wrap:anywhere]">{tour.ownerName}</span>
              </CardTableCell>
              <CardTableCell from="xl" label={T.price} className="whitespace-nowrap tabular-nums">
                {formatDashboardMoney(tour.price, tour.currency, language)}
              </CardTableCell>
              <CardTableCell from="xl" label={T.bookings} className="tabular-nums">
                <span data-testid="tour-bookings">{tour.bookings.toLocaleString(LANGUAGE_LOCALES[language])}</span>
              </CardTableCell>
              <CardTableCell from="xl" label={T.revenue}>
                <span data-testid="tour-revenue">
                  <MoneyCell figure={tour.revenue} />
                </span>
              </CardTableCell>
              <CardTableCell from="xl" label={T.rating}>
                <RatingText rating={tour.rating} reviews={tour.reviewsCount} />
              </CardTableCell>
              <CardTableCell from="xl" label={T.created} className="col-span-3 whitespace-nowrap tabular-nums">
                <time dateTime={tour.createdAt}>{marketplaceDayAndTime(tour.createdAt, language)[0]}</time>
              </CardTableCell>
              <CardTableCell from="xl" label={null} className="col-span-3 xl:pr-4">
                <span className="flex flex-wrap gap-2 xl:flex-nowrap xl:gap-1">
                  <RowAction
                    icon={Eye}
                    text={T.viewAction}
                    label={T.view(tour.title)}
                    to={paths.tour.href({ slug: tour.slug })}
                  />
                  <RowAction
                    icon={Pencil}
                    text={T.editAction}
                    label={T.edit(tour.title)}
                    to={paths.editTour.href({ slug: tour.slug })}
                  />
                  <RowAction
                    icon={CalendarRange}
                    text={T.bookingsAction}
                    label={T.bookingsOf(tour.title)}
                    to={paths.tourDepartures.href({ tourId: tour.id })}
                  />
                </span>
              </CardTableCell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
