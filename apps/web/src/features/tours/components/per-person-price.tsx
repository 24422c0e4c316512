import { formatMoneyWhole } from '../../../lib/money';
import { formatCardMoney, type TCardPrices } from '../card-prices';
import { TOUR_CARD_TEXTS } from '../card-texts';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';

/**
 * A tour's price per person after the discount with the listed price struck through, "From" when several
 * departures are summarised, and the price per day (DESIGN decision 14). Tour card and tour page header.
 */
export function PerPersonPrice({ prices, currency }: { prices: TCardPrices; currency: string }) {
  const T = useTexts(TOUR_CARD_TEXTS);
  const language = useLanguage();
  return (
    <div className="grid gap-0.5" data-testid="per-person-price">
      {prices.isFrom ? <span className="text-xs text-muted-foreground">{T.from}</span> : null}
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-2xl font-bold tracking-tight text-ink" data-testid="price-per-person">
          {formatCardMoney(prices.price, currency, language)}
        </span>
        {prices.originalPrice !== null ? (
          <s className="text-sm text-muted-foreground" data-testid="original-price">
            <span className="sr-only">{T.originalPrice} </span>
            {formatCardMoney(prices.originalPrice, currency, language)}
          </s>
        ) : null}
      </span>
      <span className="text-xs text-muted-foreground">
        {T.perPerson} ·{' '}
        <span data-testid="price-per-day">{T.perDay(formatMoneyWhole(prices.pricePerDay, currency, language))}</span>
      </span>
    </div>
  );
}
