import type { TPriceBreakdown } from '@tour/shared';
import { PriceList, PriceRow, TotalRow } from '../../../components/booking/price-lines';
import { SummaryCard } from '../../../components/booking/summary-card';
import { formatMoney } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { REVIEW_TEXTS } from '../texts';

type TPriceBreakdownProps = { currency: string; price: TPriceBreakdown };

/** The listed price per person, the count line, the departure's discount (else the tour's) and the total. */
export function PriceBreakdown({ currency, price }: TPriceBreakdownProps) {
  const T = useTexts(REVIEW_TEXTS);
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, currency, language);
  const discounted = price.discountAmount > 0;
  return (
    <SummaryCard titleId="review-price-title" title={T.price} testId="review-price">
      <PriceList>
        <PriceRow label={T.pricePerPerson} value={money(price.listedPerPerson)} testId="review-price-per-person" />
        <PriceRow
          label={T.countLine(price.guests, money(price.listedPerPerson))}
          labelTestId="review-count-line"
          value={money(price.subtotal)}
        />
        <PriceRow
          tone={discounted ? 'discount' : 'plain'}
          label={price.discountPercent > 0 ? T.discountPercent(price.discountPercent) : T.discount}
          value={discounted ? `−${money(price.discountAmount)}` : money(0)}
          testId="review-discount"
        />
        <TotalRow label={T.total} value={money(price.total)} testId="review-total" size="lg" />
      </PriceList>
    </SummaryCard>
  );
}
