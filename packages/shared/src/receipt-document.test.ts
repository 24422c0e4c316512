import { describe, expect, it } from 'vitest';
import type { TBookingConfirmation } from './api/bookings.api';
import { travelDocumentsWindow } from './booking-particulars';
import { formatBangkokDateTime } from './marketplace-time';
import { buildReceiptDocument } from './receipt-document';

const booking: TBookingConfirmation = {
  id: 'b1',
  reference: 'CHT-123456',
  status: 'pending',
  paymentStatus: 'processing',
  paymentMethod: 'bank_transfer',
  paymentDeadline: null,
  refundStatus: null,
  refundAmount: null,
  cancellationReason: null,
  paymentIntentId: null,
  totalAmount: 2_533_000,
  currency: 'THB',
  numberOfGuests: 2,
  bookingDate: '2026-11-20T05:00:00Z',
  contactName: 'Ann Traveller',
  contactEmail: 'ann@example.test',
  contactPhone: null,
  cancellationPolicy: { code: 'free_48h_then_50', tiers: [{ hoursBefore: 48, feePercent: 50 }] },
  tour: {
    slug: 'x',
    contentLanguage: 'en',
    title: 'Phuket Escape',
    titleTranslation: null,
    location: 'Phuket',
    country: 'Thailand',
    durationDays: 5,
  },
  date: { startDate: '2027-01-23', endDate: '2027-01-27' },
};
const transfer = {
  at: '2026-11-20T05:00:00Z',
  method: 'bank_transfer',
  amount: 2_533_000,
  currency: 'THB',
  status: 'pending_verification',
  reference: '0041234567890',
};
const operator = { name: 'Sunrise Tours', licenceNumber: '12/34567', email: null, phone: null };
const input = {
  brand: 'Wanderway',
  issuedAt: '2026-11-28T02:21:00Z',
  booking,
  operator,
  refunds: [],
  language: 'en' as const,
};
/** A section, with the no-break space Intl puts after a currency code read as a plain space. */
const linesOf = (document: ReturnType<typeof buildReceiptDocument>, title: string) =>
  JSON.parse(JSON.stringify(document.sections.find((section) => section.title === title)).replaceAll('\u00a0', ' ')) as
    | (typeof document.sections)[number]
    | undefined;

describe('receipt or booking summary', () => {
  it('is written in the booking’s language: Thai labels, Thai dates in the Buddhist era, Thai amounts', () => {
    const document = buildReceiptDocument({
      ...input,
      language: 'th',
      payments: [{ ...transfer, status: 'succeeded' }],
    });
    expect(document.title).toBe('ใบเสร็จรับเงิน');
    expect(linesOf(document, 'การจอง')?.rows).toContainEqual(['วันเดินทาง', '23 ม.ค. 2570 ถึง 27 ม.ค. 2570 (5 วัน)']);
    expect(linesOf(document, 'การชำระเงิน')?.lines).toEqual([
      '20 พ.ย. 2569 12:00 · โอนเงินผ่านธนาคาร · ฿25,330.00 · ได้รับแล้ว · อ้างอิง 0041234567890',
    ]);
    expect(linesOf(document, 'นโยบายการยกเลิก')?.lines).toEqual([
      'ยกเลิกฟรีได้จนถึง 48 ชั่วโมงก่อนออกเดินทาง หากยกเลิกภายใน 48 ชั่วโมงก่อนออกเดินทาง หักค่าธรรมเนียม 50%',
    ]);
  });

  it("names the tour in the receipt's language where the operator gave its title in it (issue 27)", () => {
    const translated = { ...booking, tour: { ...booking.tour, titleTranslation: 'ภูเก็ตเอสเคป' } };
    const thai = buildReceiptDocument({ ...input, booking: translated, language: 'th', payments: [transfer] });
    expect(linesOf(thai, 'การจอง')?.rows).toContainEqual(['ทัวร์', 'ภูเก็ตเอสเคป']);
    const english = buildReceiptDocument({ ...input, booking: translated, payments: [transfer] });
    expect(linesOf(english, 'Booking')?.rows).toContainEqual(['Tour', 'Phuket Escape']);
  });

  it('is a summary, titled so, while a transfer is only being verified', () => {
    const document = buildReceiptDocument({ ...input, payments: [transfer] });
    expect(document).toMatchObject({
      kind: 'summary',
      title: 'Booking summary',
      fileName: 'booking-summary-CHT-123456.pdf',
    });
    expect(document.footer).toContain('not a receipt');
    expect(linesOf(document, 'Amounts')?.rows).toContainEqual(['Received', 'Nothing yet']);
    expect(linesOf(document, 'Payments')?.lines).toEqual([
      'Nov 20, 2026, 12:00 · Bank Transfer · THB 25,330.00 · Bank transfer being verified · ref. 0041234567890',
    ]);
  });

  it('is a receipt once money is received, with the operator, refunds from the ledger and the policy', () => {
    const document = buildReceiptDocument({
      ...input,
      booking: { ...booking, status: 'cancelled', paymentStatus: 'completed' },
      payments: [{ ...transfer, status: 'succeeded' }],
      refunds: [
        {
          at: '2026-11-25T05:00:00Z',
          settledAt: null,
          amount: 1_000_000,
          currency: 'THB',
          status: 'requested',
          route: 'bank_transfer',
          reference: null,
        },
      ],
    });
    expect(document).toMatchObject({ kind: 'receipt', title: 'Receipt', fileName: 'receipt-CHT-123456.pdf' });
    expect(linesOf(document, 'Tour operator')?.rows).toEqual([
      ['Operator', 'Sunrise Tours'],
      ['TAT licence', '12/34567'],
    ]);
    expect(linesOf(document, 'Amounts')?.rows).toContainEqual(['Received', 'THB 25,330.00']);
    expect(linesOf(document, 'Refunds')?.lines).toEqual([
      'Nov 25, 2026, 12:00 · By bank transfer · THB 10,000.00 · Requested',
    ]);
    expect(linesOf(document, 'Cancellation policy')?.lines?.[0]).toContain('Free cancellation up to 48 hours');
  });

  it('writes times as the clock reads in Bangkok', () => {
    expect(formatBangkokDateTime('2026-03-04T17:05:00Z')).toBe('Mar 5, 2026, 00:05');
  });
});

describe('travel documents window', () => {
  it('runs from the Bangkok day to 7 days on, switching at Bangkok midnight', () => {
    expect(travelDocumentsWindow(new Date('2026-08-24T16:59:00Z'))).toEqual({
      from: '2026-08-24',
      until: '2026-08-31',
    });
    expect(travelDocumentsWindow(new Date('2026-08-24T17:00:00Z'))).toEqual({
      from: '2026-08-25',
      until: '2026-09-01',
    });
  });
});
