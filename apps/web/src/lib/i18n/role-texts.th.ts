import type { ROLE_LABELS } from '@tour/shared';
import type { TTexts } from './texts';

/** ROLE_TEXTS in Thai (the glossary's names): loaded before a Thai page renders (app/first-screen-thai.ts). */
export const ROLE_TEXTS_TH: TTexts<typeof ROLE_LABELS> = {
  wholesale_owner: 'เจ้าของบริษัทโฮลเซล',
  agent: 'เอเจนต์',
  wholesale_seller: 'ผู้ขายโฮลเซล',
  admin: 'ผู้ดูแลระบบ',
  registered_customer: 'ลูกค้าสมาชิก',
  customer: 'ลูกค้า',
};
