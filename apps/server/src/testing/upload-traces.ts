import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { queryRows } from '../db';

/** Files under the store's directory, however deep; none when it was never made. */
export async function storedFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** What a checkout of this booking session wrote: its bookings, its payments, and the contact it kept. */
export async function writtenForSession(db: TDb, sessionId: string) {
  const [row] = await queryRows<{ bookings: number; payments: number; contact_email: string | null }>(
    db,
    sql`select
      (select count(*)::int from bookings where booking_session_id = ${sessionId}) as bookings,
      (select count(*)::int from payments where booking_session_id = ${sessionId}) as payments,
      (select contact_email from booking_sessions where id = ${sessionId}) as contact_email`,
  );
  return row;
}
