/** The product's name and tagline, used by the logo, page titles and legal pages. */
export const BRAND = {
  name: 'Wanderway',
  tagline: 'Tour packages with flights, hotels and meals included',
  legalEntity: 'Wanderway Travel Co., Ltd.',
} as const;
