import type { ComponentType, ReactNode } from 'react';
import { Banknote, RefreshCw } from 'lucide-react';
import type { TMoneyFigure } from '@tour/shared';
import { formatThb } from '../../../components/dashboards/dashboard-money';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { DASHBOARD_TEXTS } from '../texts';
import { MoneyByCurrency } from './figure-parts';

type TStatCardProps = {
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** The figure; a sentence when nothing was measured (then `measured` is false and it is set smaller). */
  value: ReactNode;
  measured?: boolean;
  /** Under the figure: what it covers, or its parts. */
  detail?: ReactNode;
  testId: string;
  /** 'md' where five cards share a row. */
  size?: 'md' | 'lg';
  className?: string;
};

/** One of a dashboard's stat cards: its name, the figure, and what the figure covers. */
export function StatCard({
  label,
  icon: Icon,
  value,
  measured = true,
  detail,
  testId,
  size = 'lg',
  className,
}: TStatCardProps) {
  return (
    <div
      className={cn('grid min-w-0 content-start gap-2 rounded-xl border bg-card p-4 shadow-xs sm:p-5', className)}
      data-testid={testId}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <p
        className={cn(
          'min-w-0 font-bold break-words text-ink tabular-nums',
          measured ? (size === 'lg' ? 'text-2xl sm:text-3xl' : 'text-2xl') : 'text-base text-muted-foreground',
        )}
        data-testid="stat-value"
      >
        {value}
      </p>
      {detail ? <div className="grid gap-1 text-xs text-muted-foreground">{detail}</div> : null}
    </div>
  );
}

/**
 * The revenue card of both operator dashboards: the THB headline (converted when another currency went in, and
 * saying so), each currency's own sum beneath it; without a counted booking, 'No revenue yet' and `emptyHint`.
 */
export function RevenueStatCard({
  label,
  revenue,
  counted,
  emptyHint,
  size,
}: {
  label: string;
  revenue: TMoneyFigure;
  counted: boolean;
  emptyHint: string;
  size?: TStatCardProps['size'];
}) {
  const T = useTexts(DASHBOARD_TEXTS).money;
  const language = useLanguage();
  return (
    <StatCard
      label={label}
      icon={Banknote}
      testId="card-revenue"
      className="col-span-2 sm:col-span-1"
      size={size}
      measured={counted}
      value={counted ? formatThb(revenue.thb, language) : T.noRevenue}
      detail={
        counted ? (
          <>
            <p data-testid="revenue-headline-note">{revenue.converted ? T.headlineConverted : T.headlineThb}</p>
            <MoneyByCurrency figure={revenue} className="font-medium text-foreground" />
          </>
        ) : (
          <p>{emptyHint}</p>
        )
      }
    />
  );
}

/** Refresh, turning while a refetch of figures already shown runs. */
export function RefreshButton({
  refreshing,
  disabled,
  onRefresh,
  className,
}: {
  refreshing: boolean;
  disabled: boolean;
  onRefresh: () => void;
  className?: string;
}) {
  const T = useTexts(DASHBOARD_TEXTS);
  return (
    <Button variant="outline" onClick={onRefresh} disabled={disabled} className={className}>
      <RefreshCw className={cn(refreshing && 'animate-spin')} aria-hidden />
      {refreshing ? T.refreshing : T.refresh}
    </Button>
  );
}
