import { describe, expect, it } from 'vitest';
import { OSAKA_BOOKING, OSAKA_OUTBOUND } from '../../testing/booking-mail-fixtures';
import { travelDocumentsMail } from './travel-documents.mails';

const booking = OSAKA_BOOKING;
const outbound = OSAKA_OUTBOUND;
const documents = {
  booking,
  guests: [{ firstName: 'Ann', lastName: 'Traveller' }],
  flights: [outbound],
  itinerary: [{ dayNumber: 1, title: 'Dotonbori', time: '18:00', description: null }],
  operator: { name: 'Sunrise Tours', licenceNumber: '12/34567', email: 'desk@sunrise.test', phone: null },
};
const context = { appName: 'Wanderway', manageUrl: 'https://w.test/booking/manage/abc' };

describe('the travel documents in the booking’s language', () => {
  it('are written in English for a booking made in English', () => {
    const mail = travelDocumentsMail(documents, { ...context, language: 'en' });
    expect(mail.subject).toBe('Your travel documents: Osaka Food Trail, departing May 1, 2027 (CHT-100200)');
    expect(mail.text).toMatch(/^Dear Ann,\n\nYour trip starts on May 1, 2027\. /);
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="en">/);
  });

  it('are written in Thai for a booking made in Thai, with Buddhist-era dates', () => {
    const mail = travelDocumentsMail(documents, { ...context, language: 'th' });
    expect(mail.subject).toBe('เอกสารการเดินทางของคุณ: Osaka Food Trail ออกเดินทาง 1 พ.ค. 2570 (CHT-100200)');
    expect(mail.text).toMatch(
      /^เรียน คุณAnn\n\nทริปของคุณจะเริ่มในวันที่ 1 พ.ค. 2570 ด้านล่างนี้คือแผนการเดินทาง เที่ยวบิน และรายละเอียดจุดนัดพบ\n/,
    );
    expect(mail.text).toContain('วันเดินทาง: 1 พ.ค. 2570 ถึง 5 พ.ค. 2570 (5 วัน)\nผู้เดินทาง: 2 ท่าน (Ann Traveller)');
    expect(mail.text).toContain(
      'รายละเอียดจุดนัดพบ\nจุดนัดพบ: เคาน์เตอร์เช็กอินเที่ยวบิน TG 622 (Thai Airways) ที่ Bangkok Suvarnabhumi (BKK) ออกเดินทาง 30 เม.ย. 2570 23:35 ตามเวลาท้องถิ่น',
    );
    expect(mail.text).toContain('สอบถามเรื่องการนัดพบ: Sunrise Tours (desk@sunrise.test)');
    expect(mail.text).toContain('แผนการเดินทาง\nวันที่ 1 · 18:00 · Dotonbori');
    expect(mail.text).toContain('ผู้ประกอบการทัวร์: Sunrise Tours (ใบอนุญาต ททท. 12/34567)');
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="th">/);
    expect(mail.html).toContain('<h2 style="font-size:16px;margin:16px 0 4px">เที่ยวบิน</h2>');
    expect(mail.html).toContain('<p><a href="https://w.test/booking/manage/abc">ดูหรือจัดการการจอง</a></p>');
  });

  it("name the tour in the booking's language where the operator gave its title in it (issue 27)", () => {
    const translated = {
      ...documents,
      booking: { ...booking, tour: { ...booking.tour, titleTranslation: 'ตะลุยกินโอซาก้า' } },
    };
    const thai = travelDocumentsMail(translated, { ...context, language: 'th' });
    expect(thai.subject).toBe('เอกสารการเดินทางของคุณ: ตะลุยกินโอซาก้า ออกเดินทาง 1 พ.ค. 2570 (CHT-100200)');
    expect(thai.text).not.toContain('Osaka Food Trail');
    const english = travelDocumentsMail(translated, { ...context, language: 'en' });
    expect(english.subject).toBe('Your travel documents: Osaka Food Trail, departing May 1, 2027 (CHT-100200)');
  });

  it('say in Thai that there are no flights and the operator confirms the meeting', () => {
    const mail = travelDocumentsMail(
      { ...documents, flights: [], itinerary: [], operator: null },
      { ...context, language: 'th' },
    );
    expect(mail.text).toContain('ทัวร์นี้ไม่รวมเที่ยวบิน');
    expect(mail.text).toContain('จุดนัดพบ: ผู้ประกอบการทัวร์ของคุณ จะแจ้งสถานที่และเวลานัดพบในวันแรก');
    expect(mail.text).toContain('ผู้ประกอบการทัวร์จะส่งโปรแกรมการเดินทางรายวันให้คุณ');
  });
});

describe('the travel documents', () => {
  it('give the meeting at the outbound check-in, the flights and the programme, with the manage link', () => {
    const mail = travelDocumentsMail(
      {
        booking,
        guests: [
          { firstName: 'Ann', lastName: 'Traveller' },
          { firstName: 'Ben', lastName: 'Traveller' },
        ],
        flights: [outbound],
        itinerary: [{ dayNumber: 1, title: 'Dotonbori', time: '18:00', description: null }],
        operator: {
          name: 'Sunrise Tours',
          licenceNumber: '12/34567',
          email: 'desk@sunrise.test',
          phone: '+6621234567',
        },
      },
      { appName: 'Wanderway', manageUrl: 'https://w.test/booking/manage/abc', language: 'en' },
    );
    expect(mail).toMatchObject({ kind: 'travel_documents', to: 'ann@x.test', bookingId: 'b1' });
    expect(mail.text).toContain(
      'MEETING DETAILS\nMeet at: check-in for flight TG 622 (Thai Airways) at Bangkok Suvarnabhumi (BKK), departing Apr 30, 2027, 23:35 local time.',
    );
    expect(mail.text).toContain('Questions about meeting: Sunrise Tours (+6621234567, desk@sunrise.test).');
    expect(mail.text).toContain('ITINERARY\nDay 1 · 18:00 · Dotonbori');
    expect(mail.text).toContain('Tour operator: Sunrise Tours (TAT licence 12/34567)');
    expect(mail.html).toContain('href="https://w.test/booking/manage/abc"');
  });
});
