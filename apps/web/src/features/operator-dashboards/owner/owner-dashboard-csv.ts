import { type TCsvCell, type TDashboardBasis, type TMoneyFigure, type TOwnerDashboard, toCsv } from '@tour/shared';
import type { TTextsOf } from '../../../lib/i18n/texts';
import type { DASHBOARD_TEXTS, OWNER_DASHBOARD_TEXTS } from '../texts';

/** The texts of the export, in the language of the page it is made from. */
export type TOwnerCsvTexts = {
  common: TTextsOf<typeof DASHBOARD_TEXTS>;
  owner: TTextsOf<typeof OWNER_DASHBOARD_TEXTS>;
  basisLabels: Readonly<Record<TDashboardBasis, string>>;
};

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
export function ownerDashboardCsv(dashboard: TOwnerDashboard, texts: TOwnerCsvTexts): string {
  const { sections: S, headers: H, summary: SUMMARY } = texts.owner.csv;
  const C = texts.owner.cards;
  const TABLE = texts.common.table;
  const rows: TCsvCell[][] = [];
  const section = (title: string, header: readonly string[], body: TCsvCell[][]) => {
    if (rows.length > 0) rows.push([]);
    rows.push([title], [...header], ...body);
  };
  const { cards } = dashboard;

  section(S.summary, H.summary, [
    [SUMMARY.countedBy, texts.basisLabels[dashboard.basis]],
    [SUMMARY.asOf, dashboard.today],
    [SUMMARY.revenue(cards.revenue.converted), cards.bookings > 0 ? majorUnits(cards.revenue.thb, 'THB') : ''],
    [SUMMARY.revenueByCurrency, moneyCells(cards.revenue)],
    [C.bookings, cards.bookings],
    [C.activeTours, cards.activeTours],
    [C.rating, cards.averageRating === null ? C.noRatings : cards.averageRating.toFixed(1)],
    [SUMMARY.publishedReviews, cards.reviewsCount],
  ]);
  section(
    S.trend,
    H.trend,
    dashboard.trend.months.map((month) => [month.month, month.bookings, majorUnits(month.revenueThb, 'THB')]),
  );
  section(
    S.recent,
    H.recent,
    dashboard.recentBookings.map((booking) => [
      booking.bookingReference,
      booking.customerName,
      booking.tourTitle,
      booking.bookingDate,
      booking.travelDate,
      majorUnits(booking.totalAmount, booking.currency),
      booking.currency,
      texts.common.status.booking[booking.bookingStatus],
      texts.common.status.payment[booking.paymentStatus],
    ]),
  );
  section(
    S.topTours,
    H.topTours,
    dashboard.topTours.map((tour) => [tour.title, tour.bookings, majorUnits(tour.revenueThb, 'THB')]),
  );
  section(
    S.ratings,
    H.ratings,
    dashboard.ratingDistribution.map((bucket) => [texts.common.charts.stars(bucket.stars), bucket.count]),
  );
  section(
    S.tours,
    H.tours,
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
