import type { TPriceBreakdown } from '@tour/shared';
import { formatMoney } from '../../../lib/format';
import { REVIEW_TEXTS as T } from '../texts';

type TPriceBreakdownProps = { currency: string; price: TPriceBreakdown };

/** The listed price per person, the count line, the departure's discount (else the tour's) and the total. */
export function PriceBreakdown({ currency, price }: TPriceBreakdownProps) {
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <section
      aria-labelledby="review-price-title"
      className="grid gap-3 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
      data-testid="review-price"
    >
      <h2 id="review-price-title" className="text-base font-semibold text-ink">
        {T.price}
      </h2>
      <dl className="grid gap-2.5 text-sm">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-muted-foreground">{T.pricePerPerson}</dt>
          <dd className="font-medium tabular-nums" data-testid="review-price-per-person">
            {money(price.listedPerPerson)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-muted-foreground" data-testid="review-count-line">
            {T.countLine(price.guests, money(price.listedPerPerson))}
          </dt>
          <dd className="font-medium tabular-nums">{money(price.subtotal)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt className={price.discountAmount > 0 ? 'text-success' : 'text-muted-foreground'}>
            {price.discountPercent > 0 ? T.discountPercent(price.discountPercent) : T.discount}
          </dt>
          <dd
            className={price.discountAmount > 0 ? 'font-medium text-success tabular-nums' : 'font-medium tabular-nums'}
            data-testid="review-discount"
          >
            {price.discountAmount > 0 ? `−${money(price.discountAmount)}` : money(0)}
          </dd>
        </div>
        <div className="mt-1 flex items-baseline justify-between gap-3 border-t pt-3">
          <dt className="font-semibold text-ink">{T.total}</dt>
          <dd className="text-2xl font-bold text-ink tabular-nums" data-testid="review-total">
            {money(price.total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
