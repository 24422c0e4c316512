import { DASHBOARD_BASIS_LABELS, type TCsvCell, type TMoneyFigure, type TOwnerDashboard, toCsv } from '@tour/shared';
import { DASHBOARD_TEXTS, OWNER_DASHBOARD_TEXTS } from '../texts';

const S = OWNER_DASHBOARD_TEXTS.csv.sections;
const C = OWNER_DASHBOARD_TEXTS.cards;
const TABLE = DASHBOARD_TEXTS.table;

/** '1234.50': an amount in the currency's minor unit written in its major unit, as spreadsheets read numbers. */
export function majorUnits(minorUnits: number, currency: string): string {
  const digits =
    new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return (minorUnits / 10 ** digits).toFixed(digits);
}

function moneyCells(figure: TMoneyFigure): string {
  return figure.byCurrency.map((money) => `${money.currency} ${majorUnits(money.amount, money.currency)}`).join('; ');
}

/**
 * The owner dashboard's Export (the spec's button "with no behaviour"): every table of the dashboard as it is on
 * screen, one section after another in one CSV (a title row, a header row, the rows, a blank row). Amounts are in
 * major units beside their currency; THB figures converted from other currencies are named so.
 */
export function ownerDashboardCsv(dashboard: TOwnerDashboard): string {
  const rows: TCsvCell[][] = [];
  const section = (title: string, header: string[], body: TCsvCell[][]) => {
    if (rows.length > 0) rows.push([]);
    rows.push([title], header, ...body);
  };
  const { cards } = dashboard;

  section(
    S.summary,
    ['Figure', 'Value'],
    [
      ['Counted by', DASHBOARD_BASIS_LABELS[dashboard.basis]],
      ['As of', dashboard.today],
      [
        `${C.revenue} (THB${cards.revenue.converted ? ', converted' : ''})`,
        cards.bookings > 0 ? majorUnits(cards.revenue.thb, 'THB') : '',
      ],
      [`${C.revenue} by currency`, moneyCells(cards.revenue)],
      [C.bookings, cards.bookings],
      [C.activeTours, cards.activeTours],
      [C.rating, cards.averageRating === null ? C.noRatings : cards.averageRating.toFixed(1)],
      ['Published reviews', cards.reviewsCount],
    ],
  );
  section(
    S.trend,
    ['Month', 'Bookings', 'Revenue (THB)'],
    dashboard.trend.months.map((month) => [month.month, month.bookings, majorUnits(month.revenueThb, 'THB')]),
  );
  section(
    S.recent,
    ['Reference', 'Customer', 'Tour', 'Booking date', 'Travel date', 'Amount', 'Currency', 'Status', 'Payment'],
    dashboard.recentBookings.map((booking) => [
      booking.bookingReference,
      booking.customerName,
      booking.tourTitle,
      booking.bookingDate,
      booking.travelDate,
      majorUnits(booking.totalAmount, booking.currency),
      booking.currency,
      booking.bookingStatus,
      booking.paymentStatus,
    ]),
  );
  section(
    S.topTours,
    ['Tour', 'Bookings', 'Revenue (THB)'],
    dashboard.topTours.map((tour) => [tour.title, tour.bookings, majorUnits(tour.revenueThb, 'THB')]),
  );
  section(
    S.ratings,
    ['Rating', 'Reviews'],
    dashboard.ratingDistribution.map((bucket) => [DASHBOARD_TEXTS.charts.stars(bucket.stars), bucket.count]),
  );
  section(
    S.tours,
    [
      TABLE.tour,
      'Status',
      TABLE.price,
      'Currency',
      TABLE.bookings,
      TABLE.revenue,
      TABLE.rating,
      'Reviews',
      TABLE.lastBooking,
    ],
    dashboard.tours.map((tour) => [
      tour.title,
      TABLE.statuses[tour.status],
      majorUnits(tour.price, tour.currency),
      tour.currency,
      tour.bookings,
      moneyCells(tour.revenue),
      tour.rating === null ? '' : tour.rating.toFixed(1),
      tour.reviewsCount,
      tour.lastBookingAt ?? TABLE.noBookings,
    ]),
  );
  const [header = [], ...body] = rows;
  return toCsv(header as string[], body);
}
