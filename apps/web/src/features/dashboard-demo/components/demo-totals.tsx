import type { ReactNode } from 'react';
import { LANGUAGE_LOCALES, type TDashboardDemo } from '@tour/shared';
import { MoneyHeadline } from '../../../components/dashboards/money-figure';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { DASHBOARD_DEMO_TEXTS } from '../texts';

function Total({
  label,
  hint,
  children,
  testId,
  className,
}: {
  label: string;
  hint?: string;
  children: ReactNode;
  testId: string;
  className?: string;
}) {
  return (
    <div
      className={cn('grid min-w-0 content-start gap-1 rounded-xl border bg-card p-3 shadow-xs sm:p-4', className)}
      data-testid={testId}
    >
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{children}</dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

function Count({ value }: { value: number }) {
  const language = useLanguage();
  return (
    <span className="text-2xl font-semibold text-ink tabular-nums sm:text-3xl">
      {value.toLocaleString(LANGUAGE_LOCALES[language])}
    </span>
  );
}

/** Tours, bookings, revenue and users in the user's reach: the platform's, or their own tours'. */
export function DemoTotals({ totals }: { totals: NonNullable<TDashboardDemo['totals']> }) {
  const T = useTexts(DASHBOARD_DEMO_TEXTS).totals;
  const { scope } = totals;
  return (
    <section className="grid gap-3" aria-labelledby="demo-totals-heading" data-testid="demo-totals" data-scope={scope}>
      <h2 id="demo-totals-heading" className="text-lg font-semibold text-ink">
        {T.label}
        <span className="ml-2 text-sm font-normal text-muted-foreground" data-testid="demo-totals-scope">
          {scope === 'platform' ? T.platform : T.own}
        </span>
      </h2>
      {/* The revenue has the width its THB headline and currencies need; the three counts share a row. */}
      <dl className="grid grid-cols-3 gap-3 sm:gap-4">
        <Total label={T.revenue} hint={T.revenueHint} testId="demo-total-revenue" className="col-span-3">
          <MoneyHeadline figure={totals.revenue} />
        </Total>
        <Total label={T.tours} testId="demo-total-tours">
          <Count value={totals.tours} />
        </Total>
        <Total label={T.bookings} hint={T.bookingsHint} testId="demo-total-bookings">
          <Count value={totals.bookings} />
        </Total>
        <Total label={T.users[scope]} hint={T.usersHint[scope]} testId="demo-total-users">
          <Count value={totals.users} />
        </Total>
      </dl>
    </section>
  );
}
