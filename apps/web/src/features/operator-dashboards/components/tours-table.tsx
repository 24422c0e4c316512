import { Link } from 'react-router';
import { CalendarDays, ExternalLink, Pencil, Star } from 'lucide-react';
import { LANGUAGE_LOCALES, paths, type TOperatorTourRow } from '@tour/shared';
import { CardTableCell } from '../../../components/card-table-cell';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { marketplaceDayAndTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { formatMoney } from '../../../lib/money';
import { formatRating } from '../figures';
import { DASHBOARD_TEXTS } from '../texts';
import { MoneyByCurrency } from './figure-parts';

const STATUS_VARIANTS = { published: 'success', hidden: 'outline', pending: 'warning' } as const;

function TourActions({ tour }: { tour: TOperatorTourRow }) {
  const T = useTexts(DASHBOARD_TEXTS).table;
  return (
    <div className="grid grid-cols-2 gap-1.5 sm:flex sm:flex-wrap xl:flex-nowrap">
      {tour.status === 'published' ? (
        <Button asChild variant="outline" size="sm">
          <Link to={paths.tour.href({ slug: tour.slug })} aria-label={T.viewLabel(tour.title)} data-testid="tour-view">
            <ExternalLink aria-hidden />
            {T.view}
          </Link>
        </Button>
      ) : null}
      <Button asChild variant="outline" size="sm">
        <Link
          to={paths.editTour.href({ slug: tour.slug })}
          aria-label={T.editLabel(tour.title)}
          data-testid="tour-edit"
        >
          <Pencil aria-hidden />
          {T.edit}
        </Link>
      </Button>
      {tour.id ? (
        <Button asChild size="sm" className="col-span-2">
          <Link
            to={paths.tourDepartures.href({ tourId: tour.id })}
            aria-label={T.departuresLabel(tour.title)}
            data-testid="tour-departures"
          >
            <CalendarDays aria-hidden />
            {T.departures}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Your Tours (3-admin.md section 2): Tour, Price, Bookings, Revenue, Rating with its count, Last Booking (or 'No
 * bookings') and the actions: view the tour page, edit it, open its departures and bookings. A submission awaiting
 * approval has no page and no bookings yet. A table from 1280 px, one card per tour below.
 */
export function ToursTable({ tours, caption }: { tours: TOperatorTourRow[]; caption: string }) {
  const T = useTexts(DASHBOARD_TEXTS).table;
  const language = useLanguage();
  const headings = [T.tour, T.price, T.bookings, T.revenue, T.rating, T.lastBooking, T.actions];
  return (
    <div className="xl:overflow-x-auto">
      <table className="block w-full text-sm xl:table" data-testid="tours-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden border-b text-left text-xs text-muted-foreground xl:table-header-group">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-2 py-2.5 font-medium whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="grid gap-3 md:grid-cols-2 xl:table-row-group xl:divide-y">
          {tours.map((tour) => (
            <tr
              key={`${tour.status}-${tour.slug}`}
              className="grid grid-cols-2 content-start gap-x-3 gap-y-3 rounded-xl border bg-background p-4 xl:table-row xl:rounded-none xl:border-0 xl:bg-transparent xl:p-0"
              data-testid="tour-row"
              data-tour-id={tour.id ?? ''}
              data-status={tour.status}
            >
              <CardTableCell from="xl" label={null} className="col-span-2 xl:min-w-56">
                <span className="block font-semibold break-words text-ink" data-testid="tour-title">
                  {tour.title}
                </span>
                <Badge variant={STATUS_VARIANTS[tour.status]} className="mt-1" data-testid="tour-status">
                  {T.statuses[tour.status]}
                </Badge>
              </CardTableCell>
              <CardTableCell from="xl" label={T.price} className="xl:whitespace-nowrap">
                <span className="tabular-nums" data-testid="tour-price">
                  {formatMoney(tour.price, tour.currency, language)}
                </span>
              </CardTableCell>
              <CardTableCell from="xl" label={T.bookings}>
                <span className="tabular-nums" data-testid="tour-bookings">
                  {tour.bookings.toLocaleString(LANGUAGE_LOCALES[language])}
                </span>
              </CardTableCell>
              <CardTableCell from="xl" label={T.revenue} className="xl:whitespace-nowrap">
                {tour.bookings > 0 ? (
                  <MoneyByCurrency figure={tour.revenue} className="grid" />
                ) : (
                  <span className="text-muted-foreground" data-testid="tour-no-revenue">
                    {T.noRevenue}
                  </span>
                )}
              </CardTableCell>
              <CardTableCell from="xl" label={T.rating} className="xl:whitespace-nowrap">
                {tour.rating === null ? (
                  <span className="text-muted-foreground" data-testid="tour-rating">
                    {T.noRating}
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1" data-testid="tour-rating">
                    <Star className="size-3.5 fill-highlight text-highlight" aria-hidden />
                    <span className="font-medium text-ink tabular-nums">{formatRating(tour.rating)}</span>
                    <span className="text-muted-foreground">{T.reviewCount(tour.reviewsCount)}</span>
                  </span>
                )}
              </CardTableCell>
              <CardTableCell from="xl" label={T.lastBooking} className="xl:whitespace-nowrap">
                {tour.lastBookingAt ? (
                  <time dateTime={tour.lastBookingAt} className="tabular-nums" data-testid="tour-last-booking">
                    {marketplaceDayAndTime(tour.lastBookingAt, language)[0]}
                  </time>
                ) : (
                  <span className="text-muted-foreground" data-testid="tour-last-booking">
                    {T.noBookings}
                  </span>
                )}
              </CardTableCell>
              <CardTableCell from="xl" label={null} className="col-span-2">
                <TourActions tour={tour} />
              </CardTableCell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
