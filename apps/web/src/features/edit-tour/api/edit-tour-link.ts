import { defineTexts } from '../../../lib/i18n/texts';

/** Where another page links to a tour's edit screen (the account's Tours tab, the tour page's Admin Actions). */
export const EDIT_TOUR_LINK = {
  path: (slug: string) => `/edit-tour/${encodeURIComponent(slug)}`,
} as const;

/** The link's words, the same wherever it stands. */
export const EDIT_TOUR_LINK_TEXTS = defineTexts({
  en: { label: 'Edit tour' },
  th: { label: 'แก้ไขทัวร์' },
});
