import type { TExecutor } from '../../db';
import {
  ageImageUpload,
  hideTestTour,
  insertSparseTestTour,
  insertTestCompany,
  insertTestTour,
} from './test-support.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Tests only: a published tour whose first departure starts `daysFromNow` days after `now`. */
export function createTestDeparture(
  db: TExecutor,
  input: { now: Date; daysFromNow: number; days: number; spots: number; moreDepartures: number[] },
) {
  const start = new Date(input.now.getTime() + input.daysFromNow * DAY_MS);
  return insertTestTour(db, { ...input, startDate: start.toISOString().slice(0, 10) });
}

export function createSparseTestTour(db: TExecutor) {
  return insertSparseTestTour(db);
}

export async function hideTestDeparture(db: TExecutor, tourId: string) {
  await hideTestTour(db, tourId);
  return { hidden: true };
}

export async function ageTestUpload(db: TExecutor, id: string, ms: number) {
  const row = await ageImageUpload(db, id, ms);
  return row ? { createdAt: row.createdAt.toISOString() } : null;
}

export function createTestCompany(
  db: TExecutor,
  input: { nameEn: string; ownerEmail: string; memberEmails: string[] },
) {
  return insertTestCompany(db, input);
}
