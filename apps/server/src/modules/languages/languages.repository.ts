import { eq, sql } from 'drizzle-orm';
import { bookings, profiles, users } from '@tour/db';
import { DEFAULT_LANGUAGE, type TLanguage } from '@tour/shared';
import type { TExecutor } from '../../db';

export async function saveProfileLanguage(db: TExecutor, userId: string, language: TLanguage, now: Date) {
  await db.update(profiles).set({ language, updatedAt: now }).where(eq(profiles.id, userId));
}

export async function findProfileLanguage(db: TExecutor, userId: string): Promise<TLanguage | null> {
  const [row] = await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId));
  return row?.language ?? null;
}

/** The language a booking was made in: its traveller's e-mails, receipt and documents are written in it. */
export async function findBookingLanguage(db: TExecutor, bookingId: string): Promise<TLanguage> {
  const [row] = await db.select({ language: bookings.language }).from(bookings).where(eq(bookings.id, bookingId));
  return row?.language ?? DEFAULT_LANGUAGE;
}

/**
 * The language an address's account chose (its profile's), for e-mails to a user: null for an address with no
 * account, or one that never chose (the caller then falls back to the language the request or booking was made in).
 */
export async function findLanguageOfAddress(db: TExecutor, email: string): Promise<TLanguage | null> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row?.language ?? null;
}
