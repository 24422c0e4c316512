import { describe, expect, it } from 'vitest';
import { tripChangedMail } from './tour-editing.mails';
import { flightChangeLines, itineraryChangeLines } from './tour-revisions.service';

const leg = {
  airline: 'Thai Airways',
  airlineCode: 'TG',
  flightNumber: 'TG531',
  departureAirport: 'Suvarnabhumi Airport',
  departureCode: 'BKK',
  departureDateTime: '2026-12-27T10:20:00+07:00',
  arrivalAirport: 'Velana International Airport',
  arrivalCode: 'MLE',
  arrivalDateTime: '2026-12-27T12:25:00+05:00',
  duration: '4h 5m',
};

describe('what travellers are told when their trip changes', () => {
  it('names each changed leg as it was and is, and leaves an unchanged one out', () => {
    const later = { ...leg, flightNumber: 'TG533', departureDateTime: '2026-12-27T13:00:00+07:00' };
    expect(flightChangeLines({ outbound: leg, return: null }, { outbound: later, return: null })).toEqual([
      'Outbound flight: was TG531 BKK 2026-12-27 10:20 → MLE 2026-12-27 12:25; now TG533 BKK 2026-12-27 13:00 → MLE 2026-12-27 12:25',
    ]);
    expect(flightChangeLines({ outbound: leg, return: leg }, { outbound: leg, return: null })).toEqual([
      'Return flight: was TG531 BKK 2026-12-27 10:20 → MLE 2026-12-27 12:25; now no flight',
    ]);
  });

  it('names the days whose plan changed, and a day no longer planned', () => {
    const day = (dayNumber: number, title: string, description: string) => ({
      dayNumber,
      title,
      activities: [{ time: '09:00', description }],
    });
    expect(
      itineraryChangeLines(
        [day(1, 'Arrival', 'Seaplane'), day(2, 'Reef', 'Snorkelling'), day(3, 'Spa', 'Massage')],
        [day(1, 'Arrival', 'Seaplane'), day(2, 'Reef', 'Diving')],
      ),
    ).toEqual([
      'Day 2: Reef (09:00 Diving) (was: Reef (09:00 Snorkelling))',
      'Day 3: no longer planned (was: Spa (09:00 Massage))',
    ]);
  });

  it('e-mails one booking with its reference, the departure and each change', () => {
    const mail = tripChangedMail({
      to: 'mali@example.test',
      name: 'Mali',
      bookingReference: 'CHT-123456',
      tourTitle: 'Maldives Escape',
      startDate: '2026-12-27',
      changes: ['Outbound flight: was TG531; now TG533'],
      tourUrl: 'https://w.test/tours/maldives-escape',
      appName: 'Wanderway',
    });
    expect(mail).toMatchObject({
      kind: 'trip_changed',
      to: 'mali@example.test',
      subject: 'Your trip changed: Maldives Escape on 2026-12-27',
    });
    expect(mail.text).toBe(
      'Hello Mali,\n\nYour trip "Maldives Escape" departing 2026-12-27 (booking CHT-123456) has changed. Your booking, its price and seats stay as they are. What changed:\n\n- Outbound flight: was TG531; now TG533\n\nThe tour as it is now: https://w.test/tours/maldives-escape\n\nWanderway\n',
    );
    expect(mail.html).toContain('<li>Outbound flight: was TG531; now TG533</li>');
  });
});
