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
    expect(flightChangeLines({ outbound: leg, return: null }, { outbound: later, return: null }, 'en')).toEqual([
      'Outbound flight: was TG531 BKK Dec 27, 2026 10:20 → MLE Dec 27, 2026 12:25; now TG533 BKK Dec 27, 2026 13:00 → MLE Dec 27, 2026 12:25',
    ]);
    expect(flightChangeLines({ outbound: leg, return: leg }, { outbound: leg, return: null }, 'en')).toEqual([
      'Return flight: was TG531 BKK Dec 27, 2026 10:20 → MLE Dec 27, 2026 12:25; now no flight',
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
        'en',
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
      language: 'en',
    });
    expect(mail).toMatchObject({
      kind: 'trip_changed',
      to: 'mali@example.test',
      subject: 'Your trip changed: Maldives Escape on Dec 27, 2026',
    });
    expect(mail.text).toBe(
      'Hello Mali,\n\nYour trip "Maldives Escape" departing Dec 27, 2026 (booking CHT-123456) has changed. Your booking, its price and seats stay as they are. What changed:\n\n- Outbound flight: was TG531; now TG533\n\nThe tour as it is now: https://w.test/tours/maldives-escape\n\nWanderway\n',
    );
    expect(mail.html).toContain('<li>Outbound flight: was TG531; now TG533</li>');
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="en">/);
  });

  it('greets a traveller whose name is not known', () => {
    const mail = tripChangedMail({ ...thaiTrip, name: null, language: 'en' });
    expect(mail.text).toMatch(/^Hello traveller,\n\n/);
  });

  it('writes to a traveller who booked in Thai in Thai, with Buddhist-era dates', () => {
    const later = { ...leg, flightNumber: 'TG533', departureDateTime: '2026-12-27T13:00:00+07:00' };
    const changes = flightChangeLines({ outbound: leg, return: null }, { outbound: later, return: null }, 'th');
    expect(changes).toEqual([
      'เที่ยวบินขาไป: เดิม TG531 BKK 27 ธ.ค. 2569 10:20 → MLE 27 ธ.ค. 2569 12:25 เปลี่ยนเป็น TG533 BKK 27 ธ.ค. 2569 13:00 → MLE 27 ธ.ค. 2569 12:25',
    ]);
    expect(
      itineraryChangeLines(
        [{ dayNumber: 3, title: 'Spa', activities: [{ time: '09:00', description: 'Massage' }] }],
        [],
        'th',
      ),
    ).toEqual(['วันที่ 3: ไม่อยู่ในกำหนดการแล้ว (เดิม: Spa (09:00 Massage))']);
    const mail = tripChangedMail({ ...thaiTrip, changes });
    expect(mail.subject).toBe('ทริปของคุณมีการเปลี่ยนแปลง: Maldives Escape วันที่ 27 ธ.ค. 2569');
    expect(mail.text).toBe(
      `เรียน คุณมาลี\n\nทริป "Maldives Escape" ที่ออกเดินทางวันที่ 27 ธ.ค. 2569 (การจอง CHT-123456) มีการเปลี่ยนแปลง การจอง ราคา และที่นั่งของคุณยังคงเดิม รายการที่เปลี่ยนแปลง:\n\n- ${changes[0]}\n\nดูรายละเอียดทัวร์ล่าสุด: https://w.test/tours/maldives-escape\n\nWanderway\n`,
    );
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="th">/);
    expect(mail.html).toContain('<p>เรียน คุณมาลี</p>');
    expect(mail.html).toContain('<a href="https://w.test/tours/maldives-escape">ดูรายละเอียดทัวร์ล่าสุด</a>');
    expect(tripChangedMail({ ...thaiTrip, name: null }).text).toMatch(/^เรียน ผู้เดินทาง\n\n/);
  });
});

const thaiTrip = {
  to: 'mali@example.test',
  name: 'มาลี',
  bookingReference: 'CHT-123456',
  tourTitle: 'Maldives Escape',
  startDate: '2026-12-27',
  changes: [],
  tourUrl: 'https://w.test/tours/maldives-escape',
  appName: 'Wanderway',
  language: 'th' as const,
};
