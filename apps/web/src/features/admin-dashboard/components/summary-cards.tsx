import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleDollarSign, MapIcon, Minus, ReceiptText, TrendingDown, TrendingUp, Users } from 'lucide-react';
import { LANGUAGE_LOCALES, paths, type TAdminDashboard, type TGrowth } from '@tour/shared';
import { formatThb } from '../../../components/dashboards/dashboard-money';
import { MoneyHeadline } from '../../../components/dashboards/money-figure';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { ADMIN_DASHBOARD_TEXTS } from '../texts';

type TIcon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

function StatCard({
  label,
  icon: Icon,
  testId,
  children,
  footer,
}: {
  label: string;
  icon: TIcon;
  testId: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <section
      className="grid min-w-0 content-start gap-2 rounded-xl border bg-card p-4 shadow-xs sm:p-5"
      aria-label={label}
      data-testid={testId}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
        <span className="flex size-9 items-center justify-center rounded-full bg-accent text-primary">
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <div className="min-w-0">{children}</div>
      <div className="text-sm text-muted-foreground">{footer}</div>
    </section>
  );
}

function Figure({ value, testId }: { value: number; testId: string }) {
  const language = useLanguage();
  return (
    <p className="text-2xl font-semibold text-ink tabular-nums sm:text-3xl" data-testid={testId}>
      {value.toLocaleString(LANGUAGE_LOCALES[language])}
    </p>
  );
}

/** This month's counted bookings against last month's; no percentage without bookings last month. */
function Growth({ growth }: { growth: TGrowth }) {
  const T = useTexts(ADMIN_DASHBOARD_TEXTS).cards;
  if (growth.percent === null) return <span data-testid="revenue-growth">{T.noGrowth}</span>;
  const { percent } = growth;
  const [Icon, text, tone] =
    percent > 0
      ? [TrendingUp, T.growthUp(percent), 'text-success']
      : percent < 0
        ? [TrendingDown, T.growthDown(percent), 'text-destructive']
        : [Minus, T.growthFlat, 'text-muted-foreground'];
  return (
    <span className={cn('inline-flex items-center gap-1 font-medium', tone)} data-testid="revenue-growth">
      <Icon className="size-4 shrink-0" aria-hidden />
      {text}
    </span>
  );
}

/** The four cards of 3-admin.md section 2, in its order. */
export function SummaryCards({ cards }: { cards: TAdminDashboard['cards'] }) {
  const T = useTexts(ADMIN_DASHBOARD_TEXTS).cards;
  const language = useLanguage();
  return (
    <div className="grid gap-3 sm:grid-cols-2 sm:gap-4 2xl:grid-cols-4" data-testid="admin-dashboard-cards">
      <StatCard
        label={T.revenue}
        icon={CircleDollarSign}
        testId="card-revenue"
        footer={
          <span className="grid gap-1">
            <Growth growth={cards.growth} />
            <span className="text-xs">{T.revenueHint}</span>
          </span>
        }
      >
        <MoneyHeadline figure={cards.revenue} testId="card-revenue-value" />
      </StatCard>
      <StatCard
        label={T.users}
        icon={Users}
        testId="card-users"
        footer={
          <span title={T.activeOwnersHint} data-testid="card-active-owners">
            {T.activeOwners(cards.activeOwners)}
          </span>
        }
      >
        <Figure value={cards.totalUsers} testId="card-users-value" />
      </StatCard>
      <StatCard
        label={T.tours}
        icon={MapIcon}
        testId="card-tours"
        footer={
          <Link
            to={paths.pendingTours.href()}
            className="font-medium text-primary underline-offset-2 hover:underline"
            data-testid="card-pending-approval"
          >
            {T.pendingApproval(cards.pendingApproval)}
          </Link>
        }
      >
        <Figure value={cards.totalTours} testId="card-tours-value" />
      </StatCard>
      <StatCard
        label={T.averageBooking}
        icon={ReceiptText}
        testId="card-average"
        footer={<span data-testid="card-total-bookings">{T.totalBookings(cards.totalBookings)}</span>}
      >
        {cards.averageBookingValueThb === null ? (
          <p className="text-lg font-medium text-muted-foreground" data-testid="card-average-value">
            {T.noBookings}
          </p>
        ) : (
          <p className="text-2xl font-semibold text-ink tabular-nums sm:text-3xl" data-testid="card-average-value">
            {formatThb(cards.averageBookingValueThb, language)}
          </p>
        )}
      </StatCard>
    </div>
  );
}
