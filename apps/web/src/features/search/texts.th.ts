import type { TTexts } from '../../lib/i18n/texts';
import type { SEARCH_TEXTS_EN } from './texts';

/** SEARCH_TEXTS in Thai: loaded before a Thai page renders (app/first-screen-thai.ts). */
export const SEARCH_TEXTS_TH: TTexts<typeof SEARCH_TEXTS_EN> = {
  form: {
    label: 'ค้นหาทัวร์',
    destination: 'จุดหมายปลายทาง',
    destinationPlaceholder: 'ไปไหนดี ซานโตรินี บาหลี เกียวโต…',
    date: 'ออกเดินทางตั้งแต่',
    travellers: 'ผู้เดินทาง',
    travellerOption: (value: number, isLast: boolean) => (isLast ? `${value} ท่านขึ้นไป` : `${value} ท่าน`),
    submit: 'ค้นหา',
  },
};
