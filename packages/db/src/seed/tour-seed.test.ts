import { describe, expect, it } from 'vitest';
import {
  findAirport,
  formatUtcOffset,
  itineraryRowsOfDay,
  templateItinerary,
  ZTourContentTranslation,
  parseAirportLocalTime,
  slugFromTitle,
  utcOffsetMinutesAt,
  ZHotel,
} from '@tour/shared';
import { addDays, toMinorUnits } from './calendar';
import { DEMO_TOURS } from './demo-catalogue';
import { withThaiCheckDigit } from './demo-operators';
import { DEMO_PENDING_TOURS } from './demo-pending-tours';
import { SAMPLE_TOUR } from './sample-tour';
import { describeDuration, graphHotelOf } from './tour-seed';

describe('describeDuration', () => {
  it('reads nights and days', () => {
    expect(describeDuration(9)).toBe('8 nights / 9 days');
    expect(describeDuration(2)).toBe('1 night / 2 days');
    expect(describeDuration(1)).toBe('1 day');
  });
});

describe('calendar helpers', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-22', 10)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('converts major to minor units by currency', () => {
    expect(toMinorUnits(3299, 'USD')).toBe(329_900);
    expect(toMinorUnits(12_900, 'THB')).toBe(1_290_000);
    expect(toMinorUnits(25_000, 'JPY')).toBe(25_000);
  });
});

describe('withThaiCheckDigit', () => {
  it('matches known valid tax ids', () => {
    for (const taxId of ['0994000617721', '0105536112014', '0993000133978']) {
      expect(withThaiCheckDigit(taxId.slice(0, 12))).toBe(taxId);
    }
  });
});

describe('the seed data and the one tour writer', () => {
  it('gives every tour the slug its title gives (the seed finds its tours again by slug)', () => {
    const seeded = [SAMPLE_TOUR, ...DEMO_TOURS.map((demo) => demo.tour)];
    for (const tour of seeded) expect(tour.slug).toBe(slugFromTitle(tour.title));
    for (const pending of DEMO_PENDING_TOURS) {
      const record = pending.build('2026-07-01');
      expect(record.slug).toBe(slugFromTitle(record.title));
    }
  });

  it("submits its pending tours' flights as airport-local times with each airport's offset then", () => {
    const legs = DEMO_PENDING_TOURS.flatMap((pending) =>
      (pending.build('2026-07-01').availableDates ?? []).flatMap((date) => [date.outbound, date.return]),
    );
    expect(legs.length).toBeGreaterThan(0);
    for (const leg of legs) {
      for (const [value, code] of [
        [leg?.departureDateTime ?? '', leg?.departureCode ?? ''],
        [leg?.arrivalDateTime ?? '', leg?.arrivalCode ?? ''],
      ]) {
        const zone = findAirport(code ?? '')?.timeZone ?? 'unknown airport';
        const offset = formatUtcOffset(utcOffsetMinutesAt(zone, new Date(value ?? '')));
        expect(parseAirportLocalTime(value ?? '')?.utcOffset).toBe(offset);
      }
    }
  });

  it('writes only hotels the edit screen can save back: its amenities, check-in and check-out times', () => {
    const hotels = [SAMPLE_TOUR, ...DEMO_TOURS.map((demo) => demo.tour)].flatMap((tour) =>
      tour.hotels.map(graphHotelOf),
    );
    const pending = DEMO_PENDING_TOURS.flatMap((tour) => tour.build('2026-07-01').hotels ?? []);
    for (const hotel of [...hotels, ...pending]) {
      const form = { ...hotel, website: hotel.website ?? '' };
      expect(ZHotel.safeParse(form).error?.issues ?? []).toEqual([]);
      expect(new Set(hotel.amenities).size).toBe(hotel.amenities.length);
    }
  });
});

describe("the sample tour's Thai (issue 27, item 5)", () => {
  it('keeps to the rules of a translation', () => {
    expect(ZTourContentTranslation.parse(SAMPLE_TOUR.translation)).toEqual(SAMPLE_TOUR.translation);
  });

  it('translates the itinerary the content generator writes at start, row for row', () => {
    const generated = templateItinerary(SAMPLE_TOUR).flatMap(itineraryRowsOfDay);
    const translated = SAMPLE_TOUR.translation?.itinerary ?? [];
    expect(translated.map((row) => [row.dayNumber, row.position])).toEqual(
      generated.map((row) => [row.dayNumber, row.position]),
    );
  });

  it('is written in Thai', () => {
    const thai = /[\u0E00-\u0E7F]/;
    const translation = SAMPLE_TOUR.translation;
    const texts = [
      translation?.title,
      translation?.description,
      ...(translation?.highlights ?? []),
      ...(translation?.inclusions ?? []),
      ...(translation?.exclusions ?? []),
      ...(translation?.itinerary ?? []).flatMap((row) => [row.title, row.description]),
    ];
    for (const text of texts) expect(text).toMatch(thai);
  });
});
