/**
 * The dashboards' charts (issue 24, decision record 0030): drawn with visx's shapes and scales (d3 underneath) and
 * loaded with the dashboard pages only, after their figures. Each drawing is hidden from screen readers: the panel
 * around it (components/chart-panel.tsx) holds the same figures as a table. It imports neither lib/cn nor an icon:
 * a lazy chunk that shares only one of the two with the shell splits them apart and adds to the home page's load.
 */
import { useId, useState } from 'react';
import { curveMonotoneX } from '@visx/curve';
import { scaleLinear, scalePoint } from '@visx/scale';
import { AreaClosed, LinePath, Pie } from '@visx/shape';
import type { TMonthFigures, TTopTour } from '@tour/shared';
import { formatThb } from '../../../components/dashboards/dashboard-money';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { formatMonth, formatThbCompact, monthYear, shortMonth } from '../figures';
import { DASHBOARD_TEXTS } from '../texts';
import { useElementSize } from './use-element-size';

const PRIMARY = 'var(--color-primary)';
const BOOKINGS_COLOUR = 'var(--color-highlight)';

function Legend({ items }: { items: { label: string; swatch: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {items.map((item) => (
        <li key={item.label} className="inline-flex items-center gap-1.5">
          <span className={`inline-block size-2.5 rounded-full ${item.swatch}`} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** Whole-number ticks of a count axis, at most `most` of them. */
function countTicks(max: number, most: number): number[] {
  const step = Math.max(1, Math.ceil(max / most));
  const ticks: number[] = [];
  for (let tick = 0; tick <= max; tick += step) ticks.push(tick);
  return ticks;
}

/**
 * Revenue Trend / Monthly Revenue: revenue in THB as an area on the left axis and counted bookings as a line on a
 * second axis on the right (3-admin.md section 2); hovering a month shows its figures.
 */
export function RevenueTrendChart({ months }: { months: TMonthFigures[] }) {
  const T = useTexts(DASHBOARD_TEXTS).charts;
  const language = useLanguage();
  const [ref, { width, height }] = useElementSize<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const gradientId = `revenue-${useId().replace(/[^\w-]/g, '')}`;
  const narrow = width < 480;
  const margin = { top: 12, right: 32, bottom: 40, left: narrow ? 48 : 60 };
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);

  const maxRevenue = Math.max(...months.map((month) => month.revenueThb), 0);
  const maxBookings = Math.max(...months.map((month) => month.bookings), 1);
  const x = scalePoint({ domain: months.map((month) => month.month), range: [0, innerWidth], padding: 0.4 });
  const revenueScale = scaleLinear({ domain: [0, maxRevenue || 100], range: [innerHeight, 0], nice: true });
  const bookingTicks = countTicks(maxBookings, 4);
  const bookingsScale = scaleLinear({
    domain: [0, bookingTicks[bookingTicks.length - 1] ?? 1],
    range: [innerHeight, 0],
  });
  const step = months.length > 0 ? innerWidth / months.length : innerWidth;
  const xOf = (month: TMonthFigures) => x(month.month) ?? 0;
  const activeMonth = active === null ? null : months[active];

  return (
    <div className="flex size-full flex-col gap-2">
      <Legend
        items={[
          { label: T.revenue, swatch: 'bg-primary' },
          { label: T.bookings, swatch: 'bg-highlight' },
        ]}
      />
      <div ref={ref} className="relative min-h-0 flex-1" onPointerLeave={() => setActive(null)}>
        {width > 0 && innerHeight > 0 ? (
          <svg width={width} height={height} className="overflow-visible text-[11px]" aria-hidden>
            <defs>
              <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={PRIMARY} stopOpacity={0.32} />
                <stop offset="100%" stopColor={PRIMARY} stopOpacity={0.03} />
              </linearGradient>
            </defs>
            <g transform={`translate(${margin.left},${margin.top})`}>
              {revenueScale.ticks(4).map((tick) => (
                <g key={tick} transform={`translate(0,${revenueScale(tick)})`}>
                  <line x2={innerWidth} className="stroke-border" strokeDasharray={tick === 0 ? undefined : '3 4'} />
                  <text x={-8} dy="0.32em" textAnchor="end" className="fill-muted-foreground tabular-nums">
                    {formatThbCompact(tick, language)}
                  </text>
                </g>
              ))}
              {bookingTicks.map((tick) => (
                <text
                  key={tick}
                  x={innerWidth + 8}
                  y={bookingsScale(tick)}
                  dy="0.32em"
                  className="fill-muted-foreground tabular-nums"
                >
                  {tick}
                </text>
              ))}
              {months.map((month, index) => (
                <text
                  key={month.month}
                  x={xOf(month)}
                  y={innerHeight + 18}
                  textAnchor="middle"
                  className={index === active ? 'fill-ink font-semibold' : 'fill-muted-foreground'}
                >
                  {shortMonth(month.month, language)}
                  {index === 0 || month.month.endsWith('-01') ? (
                    <tspan x={xOf(month)} dy="1.2em" className="fill-muted-foreground font-normal">
                      {monthYear(month.month, language)}
                    </tspan>
                  ) : null}
                </text>
              ))}
              {activeMonth ? (
                <line
                  x1={xOf(activeMonth)}
                  x2={xOf(activeMonth)}
                  y2={innerHeight}
                  className="stroke-muted-foreground/40"
                  strokeDasharray="2 3"
                />
              ) : null}
              <AreaClosed
                data={months}
                x={xOf}
                y={(month) => revenueScale(month.revenueThb)}
                yScale={revenueScale}
                curve={curveMonotoneX}
                fill={`url(#${gradientId})`}
              />
              <LinePath
                data={months}
                x={xOf}
                y={(month) => revenueScale(month.revenueThb)}
                curve={curveMonotoneX}
                stroke={PRIMARY}
                strokeWidth={2.5}
              />
              <LinePath
                data={months}
                x={xOf}
                y={(month) => bookingsScale(month.bookings)}
                stroke={BOOKINGS_COLOUR}
                strokeWidth={2}
                strokeDasharray="5 4"
              />
              {months.map((month, index) => (
                <g key={month.month}>
                  <circle
                    cx={xOf(month)}
                    cy={revenueScale(month.revenueThb)}
                    r={index === active ? 5 : 3.5}
                    fill="var(--color-card)"
                    stroke={PRIMARY}
                    strokeWidth={2}
                  />
                  <circle
                    cx={xOf(month)}
                    cy={bookingsScale(month.bookings)}
                    r={index === active ? 4.5 : 3}
                    fill={BOOKINGS_COLOUR}
                  />
                  <rect
                    x={xOf(month) - step / 2}
                    width={step}
                    y={0}
                    height={innerHeight}
                    fill="transparent"
                    onPointerEnter={() => setActive(index)}
                    onPointerDown={() => setActive(index)}
                  />
                </g>
              ))}
            </g>
          </svg>
        ) : null}
        {activeMonth ? (
          <div
            className="pointer-events-none absolute top-0 z-10 grid min-w-36 gap-0.5 rounded-lg border bg-popover px-3 py-2 text-xs shadow-md"
            style={{
              left: Math.min(Math.max(margin.left + xOf(activeMonth) - 72, 0), Math.max(0, width - 150)),
            }}
          >
            <p className="font-semibold text-ink">{formatMonth(activeMonth.month, language)}</p>
            <p className="flex justify-between gap-3">
              <span className="text-muted-foreground">{T.revenue}</span>
              <span className="font-medium text-ink tabular-nums">{formatThb(activeMonth.revenueThb, language)}</span>
            </p>
            <p className="flex justify-between gap-3">
              <span className="text-muted-foreground">{T.bookings}</span>
              <span className="font-medium text-ink tabular-nums">{activeMonth.bookings}</span>
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}

const BAR_ROW = 48;

/**
 * Top Tours Performance: a bar per tour by revenue in THB, the contract's label (cut at 20 characters) over it with
 * the revenue and bookings on the same line, so nothing runs past the bar at any width.
 */
export function TopToursChart({ tours }: { tours: TTopTour[] }) {
  const T = useTexts(DASHBOARD_TEXTS).charts;
  const language = useLanguage();
  const [ref, { width }] = useElementSize<HTMLDivElement>();
  const max = Math.max(...tours.map((tour) => tour.revenueThb), 1);
  const x = scaleLinear({ domain: [0, max], range: [0, width] });
  return (
    <div ref={ref} className="w-full">
      {width > 0 ? (
        <svg width={width} height={tours.length * BAR_ROW} className="text-xs" aria-hidden>
          {tours.map((tour, index) => (
            <g key={tour.tourId} transform={`translate(0,${index * BAR_ROW})`}>
              <title>{tour.title}</title>
              <text y={14} className="fill-ink font-medium">
                {tour.label}
              </text>
              <text x={width} y={14} textAnchor="end" className="fill-ink font-semibold tabular-nums">
                {formatThb(tour.revenueThb, language)}
                <tspan className="fill-muted-foreground font-normal">
                  {' '}
                  · {tour.bookings} {tour.bookings === 1 ? T.booking : T.bookingsLower}
                </tspan>
              </text>
              <rect y={22} width={width} height={14} rx={4} className="fill-muted" />
              <rect
                y={22}
                width={Math.max(4, x(tour.revenueThb))}
                height={14}
                rx={4}
                fill={index === 0 ? PRIMARY : 'var(--color-ring)'}
              />
            </g>
          ))}
        </svg>
      ) : null}
    </div>
  );
}

/** 5 stars green to 1 star red. */
const STAR_COLOURS: Record<number, { fill: string; swatch: string }> = {
  5: { fill: 'fill-emerald-500', swatch: 'bg-emerald-500' },
  4: { fill: 'fill-lime-500', swatch: 'bg-lime-500' },
  3: { fill: 'fill-amber-400', swatch: 'bg-amber-400' },
  2: { fill: 'fill-orange-500', swatch: 'bg-orange-500' },
  1: { fill: 'fill-red-500', swatch: 'bg-red-500' },
};

const PIE_SIZE = 176;

/** Rating Distribution: a ring by overall rating, labelled 'rating: count' (3-admin.md section 2), every bucket named. */
export function RatingPieChart({ buckets }: { buckets: { stars: number; count: number }[] }) {
  const T = useTexts(DASHBOARD_TEXTS).charts;
  const total = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  const radius = PIE_SIZE / 2;
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-8 gap-y-4">
      <svg width={PIE_SIZE} height={PIE_SIZE} className="shrink-0" aria-hidden>
        <g transform={`translate(${radius},${radius})`}>
          <Pie
            data={buckets.filter((bucket) => bucket.count > 0)}
            pieValue={(bucket) => bucket.count}
            pieSort={null}
            outerRadius={radius}
            innerRadius={radius * 0.58}
            padAngle={0.015}
            cornerRadius={3}
          >
            {({ arcs, path }) =>
              arcs.map((arc) => (
                <path
                  key={arc.data.stars}
                  d={path(arc) ?? ''}
                  className={STAR_COLOURS[arc.data.stars]?.fill ?? 'fill-muted'}
                />
              ))
            }
          </Pie>
          <text textAnchor="middle" dy="-0.1em" className="fill-ink text-2xl font-bold tabular-nums">
            {total}
          </text>
          <text textAnchor="middle" dy="1.4em" className="fill-muted-foreground text-xs">
            {T.reviews.toLowerCase()}
          </text>
        </g>
      </svg>
      <ul className="grid gap-1.5 text-sm" data-testid="rating-labels">
        {buckets.map((bucket) => (
          <li key={bucket.stars} className="inline-flex items-center gap-2">
            <span className={`inline-block size-3 rounded-sm ${STAR_COLOURS[bucket.stars]?.swatch ?? 'bg-muted'}`} />
            <span className={bucket.count === 0 ? 'text-muted-foreground tabular-nums' : 'text-ink tabular-nums'}>
              {T.ratingLabel(bucket.stars, bucket.count)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
