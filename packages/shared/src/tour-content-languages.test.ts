import { describe, expect, it } from 'vitest';
import { otherLanguage, type TTourContentTranslation, tourContentIn, tourTitleIn } from './tour-content-in';
import { itineraryIn, translatedDaysOf, translatedRowsOf } from './tour-content-languages';

const thai: TTourContentTranslation = {
  title: 'มัลดีฟส์สุดหรู',
  description: 'พักวิลล่ากลางน้ำ',
  highlights: ['ดำน้ำตื้น'],
  inclusions: [],
  exclusions: ['ค่าวีซ่า'],
  itinerary: [
    { dayNumber: 1, position: 0, title: 'ถึงมาเล', description: 'รับที่สนามบิน' },
    { dayNumber: 2, position: 1, title: 'วันพักผ่อน', description: 'ดำน้ำตื้นยามบ่าย' },
  ],
};

const tour = {
  contentLanguage: 'en',
  title: 'Luxury Maldives',
  description: 'Overwater villas.',
  highlights: ['Snorkelling'],
  inclusions: ['Breakfast'],
  exclusions: ['Visa'],
  translation: thai,
};

describe('tourContentIn', () => {
  it("shows the translation to a visitor who reads the translation's language", () => {
    expect(tourContentIn(tour, 'th')).toEqual({
      language: 'th',
      fallback: false,
      title: 'มัลดีฟส์สุดหรู',
      description: 'พักวิลล่ากลางน้ำ',
      highlights: ['ดำน้ำตื้น'],
      // A list the translation leaves empty keeps the tour's own.
      inclusions: ['Breakfast'],
      exclusions: ['ค่าวีซ่า'],
    });
  });

  it("shows the tour's own content in its own language", () => {
    expect(tourContentIn(tour, 'en')).toMatchObject({
      language: 'en',
      fallback: false,
      title: 'Luxury Maldives',
      highlights: ['Snorkelling'],
      inclusions: ['Breakfast'],
    });
  });

  it('falls back to the own language, saying so, when there is no translation', () => {
    expect(tourContentIn({ ...tour, translation: undefined }, 'th')).toMatchObject({
      language: 'en',
      fallback: true,
      title: 'Luxury Maldives',
      description: 'Overwater villas.',
    });
    const thaiTour = { contentLanguage: 'th', title: 'ทัวร์เชียงใหม่', titleTranslation: null };
    expect(tourContentIn(thaiTour, 'en')).toMatchObject({ language: 'th', fallback: true, title: 'ทัวร์เชียงใหม่' });
    expect(tourContentIn(thaiTour, 'th')).toMatchObject({ language: 'th', fallback: false });
  });

  it("reads a card's translated title", () => {
    const card = { contentLanguage: 'en', title: 'Kyoto Temples', titleTranslation: 'วัดเกียวโต' };
    expect(tourContentIn(card, 'th')).toMatchObject({ language: 'th', fallback: false, title: 'วัดเกียวโต' });
    expect(tourContentIn(card, 'en').title).toBe('Kyoto Temples');
  });

  it('reads an unknown stored language as English', () => {
    expect(tourContentIn({ ...tour, contentLanguage: 'fr' }, 'en')).toMatchObject({ language: 'en', fallback: false });
  });

  it('names the other language', () => {
    expect(otherLanguage('en')).toBe('th');
    expect(otherLanguage('th')).toBe('en');
  });
});

describe('tourTitleIn', () => {
  const booked = { contentLanguage: 'en', title: 'Luxury Maldives', titleTranslation: 'มัลดีฟส์สุดหรู' };

  it("gives the reader the title in their language where the operator wrote one, else the tour's own", () => {
    expect(tourTitleIn(booked, 'th')).toBe('มัลดีฟส์สุดหรู');
    expect(tourTitleIn(booked, 'en')).toBe('Luxury Maldives');
    expect(tourTitleIn({ ...booked, titleTranslation: null }, 'th')).toBe('Luxury Maldives');
    expect(tourTitleIn({ ...booked, titleTranslation: '' }, 'th')).toBe('Luxury Maldives');
    const thaiTour = { contentLanguage: 'th', title: 'ทัวร์เชียงใหม่', titleTranslation: 'Chiang Mai Tour' };
    expect(tourTitleIn(thaiTour, 'en')).toBe('Chiang Mai Tour');
    expect(tourTitleIn(thaiTour, 'th')).toBe('ทัวร์เชียงใหม่');
  });

  it('reads a full translation as tourContentIn does, and agrees with it', () => {
    expect(tourTitleIn(tour, 'th')).toBe(thai.title);
    for (const language of ['en', 'th'] as const) {
      for (const source of [tour, booked, { ...booked, contentLanguage: 'unknown' }]) {
        expect(tourTitleIn(source, language)).toBe(tourContentIn(source, language).title);
      }
    }
  });

  it('keeps the translated title when it reads the same as the own title', () => {
    const same = { contentLanguage: 'en', title: 'Bali', titleTranslation: 'Bali', description: 'Beaches.' };
    expect(tourTitleIn(same, 'th')).toBe('Bali');
    expect(tourContentIn(same, 'th')).toMatchObject({ language: 'th', fallback: false });
  });
});

describe('itineraryIn', () => {
  const rows = [
    { id: 'a', dayNumber: 1, position: 0, title: 'Arrival in Malé', time: '10:00', description: 'Airport pick-up' },
    { id: 'b', dayNumber: 2, position: 0, title: 'Leisure - Activity 1', time: '09:00', description: 'Breakfast' },
    { id: 'c', dayNumber: 2, position: 1, title: 'Leisure - Activity 2', time: '14:00', description: 'Snorkelling' },
    { id: 'd', dayNumber: 3, position: 0, title: 'Departure', time: null, description: null },
  ];

  it('puts the translated day titles and activities in place, leaving the rest as they are', () => {
    expect(itineraryIn(rows, tour, 'th')).toEqual([
      { ...rows[0], title: 'ถึงมาเล', description: 'รับที่สนามบิน' },
      { ...rows[1], title: 'วันพักผ่อน', description: 'Breakfast' },
      { ...rows[2], title: 'วันพักผ่อน', description: 'ดำน้ำตื้นยามบ่าย' },
      rows[3],
    ]);
  });

  it("leaves the rows as they are in the tour's own language or without a translation", () => {
    expect(itineraryIn(rows, tour, 'en')).toEqual(rows);
    expect(itineraryIn(rows, { contentLanguage: 'en', translation: null }, 'th')).toEqual(rows);
  });
});

describe('translated days and rows', () => {
  it('stores a titled day as one row per activity up to its last text', () => {
    const rows = translatedRowsOf([
      {
        dayNumber: 1,
        title: ' วันแรก ',
        activities: [{ description: '' }, { description: 'ชมวัด' }, { description: '' }],
      },
      { dayNumber: 2, title: 'วันที่สอง', activities: [] },
      { dayNumber: 3, title: '', activities: [{ description: 'ไม่มีชื่อวัน' }] },
    ]);
    expect(rows).toEqual([
      { dayNumber: 1, position: 0, title: 'วันแรก', description: null },
      { dayNumber: 1, position: 1, title: 'วันแรก', description: 'ชมวัด' },
      { dayNumber: 2, position: 0, title: 'วันที่สอง', description: null },
    ]);
    expect(translatedDaysOf(rows)).toEqual([
      { dayNumber: 1, title: 'วันแรก', activities: [{ description: '' }, { description: 'ชมวัด' }] },
      { dayNumber: 2, title: 'วันที่สอง', activities: [{ description: '' }] },
    ]);
  });
});
