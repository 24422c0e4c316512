import type { TBookingSessionView } from '@tour/shared';

/** The record kept in the browser under 'booking_{reference}' (1-traveller.md section 3). */
export type TStoredBookingRecord = {
  reference: string;
  paymentIntentId: string | null;
  sessionId: string | null;
  timestamp: number;
  session: TBookingSessionView | null;
};

export const bookingRecordKey = (reference: string) => `booking_${reference}`;

export function saveBookingRecord(record: TStoredBookingRecord): void {
  try {
    localStorage.setItem(bookingRecordKey(record.reference), JSON.stringify(record));
  } catch {
    // The server keeps the booking; this copy is a convenience.
  }
}

export function readBookingRecord(reference: string): TStoredBookingRecord | null {
  try {
    const raw = localStorage.getItem(bookingRecordKey(reference));
    return raw ? (JSON.parse(raw) as TStoredBookingRecord) : null;
  } catch {
    return null;
  }
}

/** Keeps an existing record (it may hold the session snapshot) and writes one when there is none. */
export function ensureBookingRecord(record: TStoredBookingRecord): void {
  if (!readBookingRecord(record.reference)) saveBookingRecord(record);
}
