/** A tour's category, as the wizard offers it and the search filters by it; alone so the search page loads no more. */
export const TOUR_FORM_CATEGORIES = ['beach', 'city', 'adventure', 'cultural', 'luxury', 'shopping'] as const;
export type TTourFormCategory = (typeof TOUR_FORM_CATEGORIES)[number];

/** The categories in Thai: the tour cards, the search's filter and the tour form read them. */
export const CATEGORY_LABELS_TH: Record<TTourFormCategory, string> = {
  beach: 'ทะเล',
  city: 'เมือง',
  adventure: 'ผจญภัย',
  cultural: 'วัฒนธรรม',
  luxury: 'หรูหรา',
  shopping: 'ช้อปปิ้ง',
};
