/** Where another page links to a tour's edit screen (the account's Tours tab, the tour page's Admin Actions). */
export const EDIT_TOUR_LINK = {
  label: 'Edit tour',
  path: (slug: string) => `/edit-tour/${encodeURIComponent(slug)}`,
} as const;
