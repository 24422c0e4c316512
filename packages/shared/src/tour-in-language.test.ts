import { describe, expect, it } from 'vitest';
import type { TTourDetail } from './api/tours.api';
import { tourInLanguage } from './tour-content-in';

const tour = {
  slug: 'kyoto-temples',
  contentLanguage: 'en',
  title: 'Kyoto Temples',
  titleTranslation: 'วัดเกียวโต',
  description: 'Temples and tea.',
  highlights: ['Kiyomizu-dera'],
  inclusions: ['Hotel'],
  exclusions: ['Visa'],
  translation: {
    title: 'วัดเกียวโต',
    description: 'วัดและพิธีชงชา',
    highlights: ['วัดคิโยมิซุ'],
    inclusions: [],
    exclusions: [],
    itinerary: [],
  },
} as unknown as TTourDetail;

describe('tourInLanguage', () => {
  it("gives the page the tour's words in the visitor's language, the rest of the tour as it is", () => {
    const { tour: shown, shown: about } = tourInLanguage(tour, 'th');
    expect(shown).toMatchObject({
      slug: 'kyoto-temples',
      title: 'วัดเกียวโต',
      description: 'วัดและพิธีชงชา',
      highlights: ['วัดคิโยมิซุ'],
      inclusions: ['Hotel'],
      translation: tour.translation,
    });
    expect(about).toMatchObject({ language: 'th', fallback: false });
  });

  it('keeps the own language, saying so, for a visitor of the other without a translation', () => {
    const { tour: shown, shown: about } = tourInLanguage({ ...tour, translation: null, titleTranslation: null }, 'th');
    expect(shown.title).toBe('Kyoto Temples');
    expect(about).toMatchObject({ language: 'en', fallback: true });
  });
});
