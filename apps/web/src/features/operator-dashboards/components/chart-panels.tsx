import type { ReactNode } from 'react';
import type { TMonthFigures, TTopTour } from '@tour/shared';
import { RatingPieChart, RevenueTrendChart, TopToursChart } from '../charts/lazy-charts';
import { formatThb } from '../../../components/dashboards/dashboard-money';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { formatMonth } from '../figures';
import { DASHBOARD_TEXTS } from '../texts';
import { ChartPanel } from './chart-panel';

type TPanelText = { title: string; description: string };

/** Revenue Trend (owner) and Monthly Revenue (sales): THB and bookings per month; empty when no month has any. */
export function RevenuePanel({
  text,
  months,
  aside,
  testId,
  className,
}: {
  text: TPanelText;
  months: TMonthFigures[];
  aside?: ReactNode;
  testId: string;
  className?: string;
}) {
  const T = useTexts(DASHBOARD_TEXTS).charts;
  const language = useLanguage();
  const measured = months.some((month) => month.bookings > 0 || month.revenueThb !== 0);
  return (
    <ChartPanel
      title={text.title}
      description={text.description}
      aside={aside}
      testId={testId}
      className={className}
      chartHeight="min-h-72 sm:min-h-80"
      fill
      empty={measured ? null : { title: T.noTrend, hint: T.noTrendHint }}
      table={{
        caption: text.title,
        columns: [T.month, T.revenue, T.bookings],
        rows: months.map((month) => ({
          key: month.month,
          cells: [formatMonth(month.month, language), formatThb(month.revenueThb, language), month.bookings],
        })),
      }}
    >
      <RevenueTrendChart months={months} />
    </ChartPanel>
  );
}

/** Top Tours Performance / Top Five Tours. */
export function TopToursPanel({ text, tours, className }: { text: TPanelText; tours: TTopTour[]; className?: string }) {
  const T = useTexts(DASHBOARD_TEXTS).charts;
  const language = useLanguage();
  return (
    <ChartPanel
      title={text.title}
      description={text.description}
      testId="top-tours"
      className={className}
      chartHeight="min-h-24"
      empty={tours.length === 0 ? { title: T.noTopTours, hint: T.noTopToursHint } : null}
      table={{
        caption: text.title,
        columns: [T.tour, T.revenue, T.bookings],
        rows: tours.map((tour) => ({
          key: tour.tourId,
          cells: [tour.title, formatThb(tour.revenueThb, language), tour.bookings],
        })),
      }}
    >
      <TopToursChart tours={tours} />
    </ChartPanel>
  );
}

/** Rating Distribution: published reviews by overall rating, 5 stars first. */
export function RatingsPanel({
  text,
  buckets,
  className,
}: {
  text: TPanelText;
  buckets: { stars: number; count: number }[];
  className?: string;
}) {
  const T = useTexts(DASHBOARD_TEXTS).charts;
  const total = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  return (
    <ChartPanel
      title={text.title}
      description={total > 0 ? `${text.description} ${T.reviewsTotal(total)}.` : text.description}
      testId="rating-distribution"
      className={className}
      chartHeight="min-h-44"
      empty={total === 0 ? { title: T.noRatings, hint: T.noRatingsHint } : null}
      table={{
        caption: text.title,
        columns: [T.rating, T.reviews],
        rows: buckets.map((bucket) => ({ key: String(bucket.stars), cells: [T.stars(bucket.stars), bucket.count] })),
      }}
    >
      <RatingPieChart buckets={buckets} />
    </ChartPanel>
  );
}
