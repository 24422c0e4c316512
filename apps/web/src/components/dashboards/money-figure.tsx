import type { TMoneyFigure } from '@tour/shared';
import { cn } from '../../lib/cn';
import { useLanguage } from '../../lib/i18n/language';
import { useTexts } from '../../lib/i18n/texts';
import { formatDashboardMoney, formatThb } from './dashboard-money';
import { DASHBOARD_PARTS_TEXTS } from './texts';

function CurrencyAmounts({ figure, className }: { figure: TMoneyFigure; className?: string }) {
  const language = useLanguage();
  return (
    <span className={cn('flex flex-wrap gap-x-2 tabular-nums', className)}>
      {figure.byCurrency.map((money) => (
        <span key={money.currency} className="whitespace-nowrap" data-currency={money.currency}>
          {formatDashboardMoney(money.amount, money.currency, language)}
        </span>
      ))}
    </span>
  );
}

/**
 * A card's revenue (DESIGN decision 27): the THB headline without decimals, and when another currency went into
 * it, 'converted to THB' and each currency's own amount. Before any booking counts, 'No paid bookings yet' rather than a
 * 0 that reads as measured.
 */
export function MoneyHeadline({ figure, testId }: { figure: TMoneyFigure; testId?: string }) {
  const T = useTexts(DASHBOARD_PARTS_TEXTS).money;
  const language = useLanguage();
  if (figure.byCurrency.length === 0) {
    return (
      <span className="text-base text-muted-foreground" data-testid={testId}>
        {T.noneYet}
      </span>
    );
  }
  return (
    <span className="grid min-w-0 gap-0.5" data-testid={testId}>
      <span className="text-2xl font-semibold text-ink tabular-nums sm:text-3xl">
        {formatThb(figure.thb, language)}
      </span>
      {figure.converted ? (
        <>
          <span className="text-xs font-medium text-muted-foreground">{T.converted}</span>
          <CurrencyAmounts figure={figure} className="text-xs text-muted-foreground" />
        </>
      ) : null}
    </span>
  );
}

/**
 * A table's revenue: each currency's own amount, and under several of them their THB sum, labelled converted;
 * 'No revenue' when nothing counted.
 */
export function MoneyCell({ figure }: { figure: TMoneyFigure }) {
  const T = useTexts(DASHBOARD_PARTS_TEXTS).money;
  const language = useLanguage();
  if (figure.byCurrency.length === 0) return <span className="text-muted-foreground">{T.none}</span>;
  return (
    <span className="grid gap-0.5">
      <CurrencyAmounts figure={figure} className="grid font-medium text-ink" />
      {figure.byCurrency.length > 1 ? (
        <span className="text-xs whitespace-nowrap text-muted-foreground">
          {T.approximately(formatThb(figure.thb, language))}
        </span>
      ) : null}
    </span>
  );
}
