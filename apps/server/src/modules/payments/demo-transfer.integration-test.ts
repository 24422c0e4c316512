import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData, type TDb } from '@tour/db';
import { openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { slipBankName } from '@tour/shared';
import { createLocalFileStore } from '../../adapters/files/file-store';
import { createManualClock } from '../../clock';
import { queryRows } from '../../db';
import { DEMO_TRANSFER, seedDemoTransfer } from './demo-transfer';

const SAMPLE = path.resolve(import.meta.dirname, '../../../../../docs/demo-slips', DEMO_TRANSFER.slipFile);

describe.each(TEST_BACKENDS)("the demo's transfer awaiting verification on %s", (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  const files = createLocalFileStore(`/tmp/demo-transfer-test-${crypto.randomUUID()}`);
  const clock = createManualClock(new Date('2026-06-01T08:00:00Z'));

  beforeAll(async () => {
    const handle = await openTestDatabase(backend);
    db = handle.db;
    close = handle.close;
    await seedDemoData(db, { hashPassword: async (plain) => `test-hash:${plain}`, now: clock.now() });
  });
  afterAll(async () => {
    files.close();
    await close();
  });

  it('gives the demo booking its sample slip once, even with two instances starting together', async () => {
    const results = await Promise.all([seedDemoTransfer({ db, clock, files }), seedDemoTransfer({ db, clock, files })]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await seedDemoTransfer({ db, clock, files })).toBe(false);

    const rows = await queryRows<{
      booking_status: string;
      payment_status: string;
      status: string;
      slip_file_key: string;
      slip_bank_code: string;
      slip_reference: string;
      slip_check: string;
      verification_due_at: Date | null;
    }>(
      db,
      sql`select b.booking_status, b.payment_status, p.status, p.slip_file_key, p.slip_bank_code, p.slip_reference,
          p.slip_check, p.verification_due_at
        from bookings b join payments p on p.booking_id = b.id
        where b.booking_reference = ${DEMO_TRANSFER.bookingReference}`,
    );
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      booking_status: 'pending',
      payment_status: 'processing',
      status: 'pending_verification',
      slip_bank_code: '014',
      slip_reference: DEMO_TRANSFER.reference,
      slip_check: 'qr_verified',
    });
    expect(row?.verification_due_at).not.toBeNull();
    expect(slipBankName(row!.slip_bank_code)).toBe('Siam Commercial Bank (SCB)');
    expect((await files.get(row!.slip_file_key))?.equals(readFileSync(SAMPLE))).toBe(true);
    const [event] = await queryRows<{ event: string }>(
      db,
      sql`select e.event from booking_events e join bookings b on b.id = e.booking_id
        where b.booking_reference = ${DEMO_TRANSFER.bookingReference} order by e.created_at desc limit 1`,
    );
    expect(event?.event).toBe('transfer_submitted');
  });
});
