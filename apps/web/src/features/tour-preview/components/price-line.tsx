import { useTexts } from '../../../lib/i18n/texts';
import type { TSummaryPrice } from '../summary/tour-summary';
import { PREVIEW_TEXTS } from '../texts';

/** A price per person after the discount, the listed price struck through (DESIGN decision 14). */
export function PriceLine({ price, size = 'md' }: { price: TSummaryPrice; size?: 'md' | 'lg' }) {
  const T = useTexts(PREVIEW_TEXTS).dates;
  return (
    <span className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span
        className={size === 'lg' ? 'text-2xl font-bold tracking-tight text-ink' : 'text-lg font-bold text-ink'}
        data-testid="preview-price"
      >
        {price.price}
      </span>
      {price.listed ? (
        <>
          <s className="text-sm text-muted-foreground">
            <span className="sr-only">{T.originalPrice} </span>
            {price.listed}
          </s>
          <span className="rounded-full bg-destructive px-2 py-0.5 text-xs font-semibold text-destructive-foreground">
            {T.discountBadge(price.discountPercent)}
          </span>
        </>
      ) : null}
      <span className="text-xs text-muted-foreground">{T.perPerson}</span>
    </span>
  );
}
