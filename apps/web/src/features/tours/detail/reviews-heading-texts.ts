import { defineTexts } from '../../../lib/i18n/texts';

/**
 * The tour page's Reviews heading (issue 23): on the tour page only, so not in TOUR_TEXTS, which the home page's
 * cards load too; the section's own strings (reviews-texts.ts) load with it.
 */
export const REVIEWS_HEADING_TEXTS = defineTexts({
  en: {
    title: 'Reviews',
    intro: 'Only travellers who booked this tour and went can review it.',
    loading: 'Loading reviews',
  },
  th: {
    title: 'รีวิว',
    intro: 'รีวิวได้เฉพาะนักเดินทางที่จองทัวร์นี้และร่วมเดินทางแล้วเท่านั้น',
    loading: 'กำลังโหลดรีวิว',
  },
});
