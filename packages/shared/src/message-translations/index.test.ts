import { describe, expect, it } from 'vitest';
import * as shared from '../index';
import type { TLanguage } from '../languages';
import { MESSAGE_TRANSLATIONS, translateMessage } from './index';

const THAI = /[\u0E00-\u0E7F]/;

/** Every exported group of the spec's messages (`MESSAGES`, `BOOKING_MESSAGES`…), by name. */
const GROUPS = Object.entries(shared).filter(([name]) => /(^|_)MESSAGES$/.test(name)) as Array<[string, unknown]>;

function strings(group: unknown, path: string, into: Array<[string, string]> = []): Array<[string, string]> {
  if (typeof group === 'string') into.push([path, group]);
  else if (group && typeof group === 'object') {
    for (const [key, value] of Object.entries(group)) strings(value, `${path}.${key}`, into);
  }
  return into;
}

/** Each source message with the translations the registered groups give it, in one direction. */
function translationsOf(from: TLanguage): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const walk = (source: unknown, target: unknown) => {
    if (typeof source === 'string' && typeof target === 'string') {
      found.set(source, (found.get(source) ?? new Set()).add(target));
    } else if (source && target && typeof source === 'object' && typeof target === 'object') {
      for (const key of Object.keys(source)) {
        walk((source as Record<string, unknown>)[key], (target as Record<string, unknown>)[key]);
      }
    }
  };
  for (const translation of MESSAGE_TRANSLATIONS) {
    walk(translation[from], translation[from === 'en' ? 'th' : 'en']);
  }
  return found;
}

describe('translateMessage with every group registered', () => {
  it('finds the groups', () => {
    expect(GROUPS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(GROUPS)('translates every message of %s into the other language', (name, group) => {
    for (const [path, message] of strings(group, name)) {
      const into: TLanguage = THAI.test(message) ? 'en' : 'th';
      const translated = translateMessage(message, into);
      expect(translated, path).not.toBe(message);
      expect(THAI.test(translated), `${path}: '${translated}'`).toBe(into === 'th');
      expect(translateMessage(message, into === 'th' ? 'en' : 'th'), path).toBe(message);
    }
  });

  it('translates messages of different groups both ways', () => {
    const examples: Array<[string, string]> = [
      [shared.MESSAGES.invalidCredentials, 'อีเมลหรือรหัสผ่านไม่ถูกต้อง'],
      [shared.BOOKING_MESSAGES.tourNotFound, 'ไม่พบทัวร์'],
      [shared.PAYMENT_MESSAGES.slipRequired, 'กรุณาอัปโหลดสลิปโอนเงิน'],
      [shared.CARD_ERROR_MESSAGES.expired_card as string, 'บัตรของคุณหมดอายุแล้ว โปรดใช้บัตรใบอื่น'],
      [shared.GUEST_MESSAGES.phone, 'กรุณากรอกหมายเลขโทรศัพท์'],
      [shared.REVIEW_MESSAGES.notEligible.cancelled, 'การจองนี้ถูกยกเลิกแล้ว จึงรีวิวไม่ได้'],
      [shared.LICENCE_REVIEW_MESSAGES.notFound, 'ไม่พบใบอนุญาต'],
      [shared.TOUR_QUERY_MESSAGES.priceOrder, 'ราคาต่ำสุดต้องไม่สูงกว่าราคาสูงสุด'],
      ['Flight not found', shared.FLIGHT_MESSAGES.dealNotFound],
      ['Company not found', shared.COMPANY_MESSAGES.companyNotFound],
      ['The tax ID must have 13 digits', shared.LICENCE_MESSAGES.taxIdLength],
      [shared.LICENCE_MESSAGES.uploadFailed, '❌ อัปโหลดไม่สำเร็จ'],
    ];
    for (const [english, thai] of examples) {
      expect(translateMessage(english, 'th')).toBe(thai);
      expect(translateMessage(thai, 'en')).toBe(english);
    }
  });

  it('translates messages made with their values, carrying the values over', () => {
    const examples: Array<[string, string]> = [
      [shared.PAYMENT_MESSAGES.reserved('Mar 5, 2026'), 'จองสำเร็จ! โปรดชำระเงินภายใน Mar 5, 2026 เพื่อรักษาการจองไว้'],
      [shared.notEnoughSpotsMessage(2), 'วันเดินทางนี้เหลือที่ว่างเพียง 2 ที่'],
      [shared.TOUR_IMAGE_MESSAGES.tooManyDetail(8, 5), 'คุณมีรูปอยู่ 8 รูป และพยายามเพิ่มอีก 5 รูป เพิ่มได้อีก 2 รูป'],
      [shared.TOUR_IMAGE_MESSAGES.uploadedCount(1), 'อัปโหลดรูปภาพ 1 รูปเรียบร้อยแล้ว'],
      [shared.TOUR_IMAGE_MESSAGES.failedCount(3), 'อัปโหลดรูปภาพไม่สำเร็จ 3 รูป'],
      [shared.TOUR_FORM_MESSAGES.requiredFields(['Title', 'Price']), 'กรุณากรอกข้อมูลที่จำเป็นต่อไปนี้: Title, Price'],
      [
        shared.REVIEW_MESSAGES.notEligible.trip_not_ended('2026-03-05'),
        'คุณรีวิวทริปนี้ได้เมื่อทริปสิ้นสุดแล้ว: ตั้งแต่วันถัดจาก 5 มี.ค. 2569',
      ],
      [
        shared.LICENCE_REVIEW_MESSAGES.rejected('11/12345', 'Acme Tours'),
        'ปฏิเสธ 11/12345 แล้ว แจ้งเหตุผลให้ Acme Tours ทางอีเมลแล้ว และบริษัทสามารถอัปโหลดเอกสารใหม่ได้',
      ],
      [
        shared.seatsBelowTakenMessage('2026-10-01', 3),
        'รอบเดินทางวันที่ 2026-10-01 มีที่นั่งที่ขายหรือกันไว้แล้ว 3 ที่ จึงตั้งจำนวนที่นั่งว่างต่ำกว่า 3 ไม่ได้',
      ],
      // Placeholders the server fills in before it answers.
      [
        shared.ACCOUNTS_MESSAGES.resetSent.replace('{email}', 'ann@example.com'),
        'ส่งอีเมลรีเซ็ตรหัสผ่านไปที่ ann@example.com แล้ว',
      ],
      [
        shared.MONEY_MESSAGES.refundTooLarge.replace('{remaining}', '฿1,200.00'),
        'ยอดคืนเงินต้องไม่เกินยอดที่ชำระหักยอดที่คืนไปก่อนหน้า (฿1,200.00)',
      ],
    ];
    for (const [english, thai] of examples) expect(translateMessage(english, 'th')).toBe(thai);
    expect(translateMessage('วันเดินทางนี้เหลือที่ว่างเพียง 4 ที่', 'en')).toBe(shared.onlySpotsAvailableMessage(4));
  });

  it('gives an English message one Thai translation, whichever groups it is in', () => {
    const conflicts = [...translationsOf('en')].filter(([, thai]) => thai.size > 1);
    expect(conflicts.map(([english, thai]) => [english, [...thai]])).toEqual([]);
  });

  it("gives a Thai message one English translation: the spec's Thai ones, and the translations of English ones", () => {
    const conflicts = [...translationsOf('th')].filter(([, english]) => english.size > 1);
    expect(conflicts.map(([thai, english]) => [thai, [...english]])).toEqual([]);
  });
});
