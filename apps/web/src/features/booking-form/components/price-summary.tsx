import type { TPriceBreakdown } from '@tour/shared';
import { formatMoney } from '../../../lib/format';
import { BOOKING_FORM_TEXTS } from '../texts';

const T = BOOKING_FORM_TEXTS.payment;

type TPriceSummaryProps = { pricePerPerson: number; guests: number; currency: string; price: TPriceBreakdown };

/** Booking Summary: Tour Price × guests, the discount when there is one, and the total. */
export function PriceSummary({ pricePerPerson, guests, currency, price }: TPriceSummaryProps) {
  return (
    <section
      aria-labelledby="booking-summary-title"
      className="grid gap-3 rounded-2xl border bg-card p-4 shadow-xs sm:p-6"
      data-testid="booking-summary"
    >
      <h3 id="booking-summary-title" className="text-base font-semibold text-ink">
        {T.summary}
      </h3>
      <dl className="grid gap-2 text-sm">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-muted-foreground">
            {T.tourPrice(guests)}
            <span className="ml-1.5 text-xs">({formatMoney(pricePerPerson, currency)})</span>
          </dt>
          <dd className="font-medium tabular-nums" data-testid="summary-subtotal">
            {formatMoney(price.subtotal, currency)}
          </dd>
        </div>
        {price.discountAmount > 0 ? (
          <div className="flex items-baseline justify-between gap-3 text-success">
            <dt>{T.discount(price.discountPercent)}</dt>
            <dd className="font-medium tabular-nums" data-testid="summary-discount">
              −{formatMoney(price.discountAmount, currency)}
            </dd>
          </div>
        ) : null}
        <div className="mt-1 flex items-baseline justify-between gap-3 border-t pt-3">
          <dt className="font-semibold text-ink">{T.total}</dt>
          <dd className="text-xl font-bold text-ink tabular-nums" data-testid="summary-total">
            {formatMoney(price.total, currency)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
