import { eq } from 'drizzle-orm';
import { profiles } from '@tour/db';
import type { TLanguage } from '@tour/shared';
import type { TExecutor } from '../../db';

export async function saveProfileLanguage(db: TExecutor, userId: string, language: TLanguage, now: Date) {
  await db.update(profiles).set({ language, updatedAt: now }).where(eq(profiles.id, userId));
}

export async function findProfileLanguage(db: TExecutor, userId: string): Promise<TLanguage | null> {
  const [row] = await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId));
  return row?.language ?? null;
}
