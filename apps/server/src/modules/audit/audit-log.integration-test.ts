import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, type TDb } from '@tour/db';
import { insertTestDeparture, TEST_BACKENDS } from '@tour/db/testing';
import { AUDIT_LOG_MESSAGES, type TAuditLogPage } from '@tour/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db';
import { insertCompanyWithLicence } from '../../testing/company-fixtures';
import { type TTestApp, openTestBed } from '../../testing/test-app';
import { signUpOperator, type TOperator } from '../../testing/tour-submission-fixtures';

describe.each(TEST_BACKENDS)('audit log on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let admin: TOperator;
  let otherAdmin: TOperator;
  let customer: TOperator;

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend));
    admin = await signUpOperator(t, db, 'admin');
    otherAdmin = await signUpOperator(t, db, 'admin');
    customer = await signUpOperator(t, db, 'customer');
    const row = (actor: TOperator, action: string, targetId: string, at: string) => ({
      actorUserId: actor.id,
      action,
      targetType: action.startsWith('tour.') ? 'pending_tour' : 'booking',
      targetId,
      before: { status: 'pending' },
      after: { status: action },
      requestId: `req-${targetId}`,
      address: '127.0.0.1',
      createdAt: new Date(at),
    });
    await db
      .insert(auditLog)
      .values([
        row(admin, 'tour.approve', 't1', '2026-03-01T00:00:00Z'),
        row(admin, 'tour.reject', 't2', '2026-03-01T23:59:59Z'),
        row(otherAdmin, 'tour.reject', 't3', '2026-03-02T10:00:00Z'),
        row(admin, 'booking.status_change', 'b1', '2026-03-03T08:00:00Z'),
        row(otherAdmin, 'tour.approve', 't4', '2026-03-04T00:00:00Z'),
      ]);
  });
  afterAll(() => close());

  const list = (query: string, caller: TOperator | null = admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log${query}`,
      ...(caller ? { cookies: caller.cookies } : {}),
    });
  const targets = async (query: string) => {
    const response = await list(query);
    expect(response.statusCode).toBe(200);
    return (response.json() as TAuditLogPage).items.map((item) => item.targetId);
  };

  it('lists every row newest first with the actor e-mail, target, before and after, request id and address', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const page = response.json() as TAuditLogPage;
    expect(page.items.map((item) => item.targetId)).toEqual(['t4', 'b1', 't3', 't2', 't1']);
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    expect(page.actions).toEqual(['booking.status_change', 'tour.approve', 'tour.reject']);
    expect(page.actors).toEqual(
      [admin, otherAdmin]
        .map((user) => ({ id: user.id, email: user.email }))
        .sort((a, b) => (a.email < b.email ? -1 : 1)),
    );
    expect(page.targetTypes).toEqual(['booking', 'pending_tour']);
    expect(page.target).toBeNull();
    expect(page.items[1]).toEqual({
      id: expect.any(String),
      actor: { id: admin.id, email: admin.email },
      action: 'booking.status_change',
      targetType: 'booking',
      targetId: 'b1',
      targetName: null,
      targetSlug: null,
      before: { status: 'pending' },
      after: { status: 'booking.status_change' },
      requestId: 'req-b1',
      address: '127.0.0.1',
      createdAt: '2026-03-03T08:00:00.000Z',
    });
  });

  it('filters by actor e-mail (any case) or id, action, target and whole Bangkok days, and the filters combine', async () => {
    expect(await targets(`?actor=${encodeURIComponent(otherAdmin.email.toUpperCase())}`)).toEqual(['t4', 't3']);
    expect(await targets(`?actor=${admin.id}`)).toEqual(['b1', 't2', 't1']);
    expect(await targets('?action=tour.reject')).toEqual(['t3', 't2']);
    expect(await targets('?targetType=booking')).toEqual(['b1']);
    expect(await targets('?targetId=t3')).toEqual(['t3']);
    // Bangkok is UTC+7: 2026-03-01T23:59:59Z is already 2 March there, and 2026-03-02T10:00Z is 17:00 on 2 March.
    expect(await targets('?from=2026-03-01&to=2026-03-01')).toEqual(['t1']);
    expect(await targets('?from=2026-03-02')).toEqual(['t4', 'b1', 't3', 't2']);
    expect(await targets('?to=2026-03-02')).toEqual(['t3', 't2', 't1']);
    expect(await targets('?from=2026-03-03&to=2026-03-03')).toEqual(['b1']);
    expect(await targets(`?action=tour.reject&actor=${admin.id}`)).toEqual(['t2']);
    expect(await targets(`?actor=${encodeURIComponent(admin.email)}&targetType=pending_tour&from=2026-03-01`)).toEqual([
      't2',
      't1',
    ]);
    expect(await targets('?actor=nobody%40example.test')).toEqual([]);
    // Empty fields mean "any", as the web form sends them.
    expect(await targets('?actor=&action=&targetType=&targetId=&from=&to=')).toHaveLength(5);
  });

  it('pages with a total, and refuses a page size over 100 or dates out of order', async () => {
    const first = (await list('?pageSize=2')).json() as TAuditLogPage;
    const third = (await list('?pageSize=2&page=3')).json() as TAuditLogPage;
    expect(first.items.map((item) => item.targetId)).toEqual(['t4', 'b1']);
    expect(third.items.map((item) => item.targetId)).toEqual(['t1']);
    expect(third).toMatchObject({ total: 5, page: 3, pageSize: 2 });
    expect(((await list('?pageSize=2&page=4')).json() as TAuditLogPage).items).toEqual([]);

    const tooBig = await list('?pageSize=101');
    expect(tooBig.statusCode).toBe(400);
    const outOfOrder = await list('?from=2026-03-02&to=2026-03-01');
    expect(outOfOrder.statusCode).toBe(400);
    expect(outOfOrder.json().error.fields.to).toBe(AUDIT_LOG_MESSAGES.dateOrder);
    expect((await list('?from=2026-02-30')).statusCode).toBe(400);
  });

  it('refuses a customer with 403 and a signed-out caller with 401', async () => {
    expect((await list('', customer)).statusCode).toBe(403);
    expect((await list('', null)).statusCode).toBe(401);
  });

  it('an administrator changing a booking status writes one row with the change; a refused change writes none', async () => {
    const { tourDateId } = await insertTestDeparture(db, { spots: 10, startDate: '2026-09-01' });
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/booking-sessions',
      payload: { tourDateId, guests: 2 },
    });
    expect(session.statusCode).toBe(201);
    const gid = session.cookies.find((c) => c.name === 'gid')?.value ?? '';
    const reserved = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/pay-later',
      cookies: { gid },
      payload: {
        sessionId: session.json().id,
        customerInfo: { fullName: 'Ada Traveller', email: 'ada@example.test', phone: '+66 81 234 5678' },
      },
    });
    expect(reserved.statusCode, reserved.body).toBe(201);
    const bookingId = String(reserved.json().bookingId);
    const setStatus = (status: string, caller: TOperator = admin) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/bookings/${bookingId}/status`,
        cookies: caller.cookies,
        payload: { status },
      });

    // The money arrived (as a verified payment would leave it): an administrator may then mark it paid.
    await db.execute(
      sql`update bookings set booking_status = 'confirmed', payment_status = 'completed' where id = ${bookingId}`,
    );
    expect((await setStatus('paid', customer)).statusCode).toBe(403);
    expect((await setStatus('paid')).statusCode).toBe(200);
    // Cancelling goes through the bookings desk's cancel, so that seats and refunds follow.
    expect((await setStatus('cancelled')).statusCode).toBe(409);

    const page = (await list(`?targetType=booking&targetId=${bookingId}`)).json() as TAuditLogPage;
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      actor: { id: admin.id, email: admin.email },
      action: 'booking.status_change',
      before: { status: 'confirmed', paymentStatus: 'completed' },
      after: { status: 'paid', paymentStatus: 'completed' },
      requestId: expect.any(String),
      address: expect.any(String),
    });
    const [reference] = await queryRows<{ booking_reference: string }>(
      db,
      sql`select booking_reference from bookings where id = ${bookingId}`,
    );
    expect(page.items[0]?.targetName).toBe(reference?.booking_reference);
    expect(page.target).toEqual({ type: 'booking', id: bookingId, name: reference?.booking_reference });
  });

  it('names each target by its type (a tour by title with its slug, a user by e-mail, a licence by company) and leaves unnamed types and gone records unnamed', async () => {
    const { tourId } = await insertTestDeparture(db, { spots: 2, startDate: '2026-09-01' });
    const [tour] = await queryRows<{ slug: string; title: string }>(
      db,
      sql`update tours set title = 'Named Target Tour' where id = ${tourId} returning slug, title`,
    );
    const licence = await insertCompanyWithLicence(db, customer.id, { nameEn: 'Named Licence Co' });
    const at = new Date('2027-01-01T00:00:00Z');
    const entry = (targetType: string, targetId: string) => ({
      actorUserId: admin.id,
      action: `named.${targetType}`,
      targetType,
      targetId,
      createdAt: at,
    });
    await db
      .insert(auditLog)
      .values([
        entry('tour', tourId),
        entry('user', customer.id),
        entry('licence', licence.licenseId),
        entry('company', licence.companyId),
        entry('image_uploads', 'orphaned'),
        entry('tour', crypto.randomUUID()),
        entry('something_new', 'x1'),
      ]);
    const page = (await list('?from=2027-01-01&to=2027-01-01')).json() as TAuditLogPage;
    const named = page.items.map((item) => [item.targetType, item.targetName, item.targetSlug]);
    expect(named).toEqual(
      expect.arrayContaining([
        ['tour', tour?.title, tour?.slug],
        ['user', customer.email, null],
        ['licence', `Named Licence Co (${licence.licenseId})`, null],
        ['company', 'Named Licence Co', null],
        ['image_uploads', null, null],
        ['tour', null, null],
        ['something_new', null, null],
      ]),
    );
    expect(page.items).toHaveLength(7);
    const narrowed = (await list(`?targetType=tour&targetId=${tourId}`)).json() as TAuditLogPage;
    expect(narrowed.target).toEqual({ type: 'tour', id: tourId, name: 'Named Target Tour' });
    // Narrowed by id alone, the target's type comes from its rows.
    expect(((await list(`?targetId=${customer.id}`)).json() as TAuditLogPage).target).toEqual({
      type: 'user',
      id: customer.id,
      name: customer.email,
    });
  });
});
