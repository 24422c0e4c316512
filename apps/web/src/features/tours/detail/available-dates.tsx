import { CalendarX2, Check } from 'lucide-react';
import type { TTourDetail } from '@tour/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDateRange } from '../../../lib/calendar-date';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/money';
import { TOUR_TEXTS } from '../texts';
import { perPersonPriceOf } from './per-person-price';
import { useTexts } from '../../../lib/i18n/texts';
import { useLanguage } from '../../../lib/i18n/language';

const FEW_SPOTS = 5;

type TAvailableDatesProps = {
  tour: TTourDetail;
  selectedId: string | null;
  onSelect: (dateId: string) => void;
};

/** The departures as cards, each at its price per person after discount; choosing one sets the booking card's date. */
export function AvailableDates({ tour, selectedId, onSelect }: TAvailableDatesProps) {
  const language = useLanguage();
  const T = useTexts(TOUR_TEXTS).detail;
  const dates = tour.dates;
  return (
    <section aria-labelledby="available-dates" className="grid gap-4">
      <h2 id="available-dates" className="text-xl font-semibold text-ink">
        {T.availableDates}
      </h2>
      {dates.length === 0 ? (
        <EmptyState icon={CalendarX2} title={T.noDates} compact />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {dates.map((date) => {
            const range = formatDateRange(date.startDate, date.endDate, language) ?? date.startDate;
            const isSelected = date.id === selectedId;
            const isSoldOut = date.availableSpots <= 0;
            const price = perPersonPriceOf(tour, date);
            return (
              <li key={date.id}>
                <button
                  type="button"
                  onClick={() => onSelect(date.id)}
                  disabled={isSoldOut}
                  aria-pressed={isSelected}
                  data-testid="date-card"
                  className={cn(
                    'relative grid w-full gap-1 rounded-xl border bg-card p-4 text-left shadow-xs transition',
                    'hover:border-primary/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    'disabled:cursor-not-allowed disabled:opacity-60',
                    isSelected && 'border-primary bg-accent/40 ring-1 ring-primary',
                  )}
                >
                  {isSelected ? (
                    <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                      <Check className="size-3" aria-hidden />
                      {T.selected}
                    </span>
                  ) : null}
                  <span className="pr-20 font-semibold text-ink">{range}</span>
                  {date.label ? <span className="text-xs text-muted-foreground">{date.label}</span> : null}
                  <span className="mt-1 flex flex-wrap items-baseline justify-between gap-2">
                    <span>
                      <span className="text-lg font-bold text-ink">
                        {formatMoney(price.price, price.currency, language)}
                      </span>{' '}
                      {price.listedPrice !== null ? (
                        <>
                          <s className="text-xs text-muted-foreground">
                            {formatMoney(price.listedPrice, price.currency, language)}
                          </s>{' '}
                        </>
                      ) : null}
                      <span className="text-xs text-muted-foreground">{T.perPerson}</span>
                    </span>
                    <span
                      className={cn(
                        'text-xs font-medium',
                        isSoldOut
                          ? 'text-destructive'
                          : date.availableSpots <= FEW_SPOTS
                            ? 'text-highlight-foreground'
                            : 'text-success',
                      )}
                    >
                      {isSoldOut ? T.soldOut : T.spotsLeft(date.availableSpots)}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
