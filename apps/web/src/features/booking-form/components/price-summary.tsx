import type { TPriceBreakdown } from '@tour/shared';
import { PriceList, PriceRow, TotalRow } from '../../../components/booking/price-lines';
import { SummaryCard } from '../../../components/booking/summary-card';
import { formatMoney } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { BOOKING_FORM_TEXTS } from '../texts';

type TPriceSummaryProps = { pricePerPerson: number; guests: number; currency: string; price: TPriceBreakdown };

/** Booking Summary: Tour Price × guests, the discount when there is one, and the total. */
export function PriceSummary({ pricePerPerson, guests, currency, price }: TPriceSummaryProps) {
  const T = useTexts(BOOKING_FORM_TEXTS).payment;
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, currency, language);
  return (
    <SummaryCard titleId="booking-summary-title" title={T.summary} testId="booking-summary" heading="h3" compact>
      <PriceList tight>
        <PriceRow
          label={
            <>
              {T.tourPrice(guests)}
              <span className="ml-1.5 text-xs">({money(pricePerPerson)})</span>
            </>
          }
          value={money(price.subtotal)}
          testId="summary-subtotal"
        />
        {price.discountAmount > 0 ? (
          <PriceRow
            tone="discount"
            label={T.discount(price.discountPercent)}
            value={`−${money(price.discountAmount)}`}
            testId="summary-discount"
          />
        ) : null}
        <TotalRow label={T.total} value={money(price.total)} testId="summary-total" size="md" />
      </PriceList>
    </SummaryCard>
  );
}
