import { expect, test, type Page } from '../fixtures/test';
import { mailsTo } from '../fixtures/mailbox';
import { uniqueEmail } from '../fixtures/accounts';
import { toast } from '../fixtures/auth';
import { bookingCardOf, signUpAndSignIn } from '../fixtures/booking-form';
import {
  CHECKOUT,
  CONTACT,
  bookingBySession,
  continueAsGuest,
  fillContact,
  fillSecureCard,
  openCheckout,
  payButton,
  paymentForm,
  readSession,
  spotsOf,
  type TSessionView,
} from '../fixtures/checkout';

/**
 * Reserve now, pay later (DESIGN decision 13) and statuses that tell the truth (decision 15): offered only
 * for departures more than 14 days away; the reservation's deadline on the confirmation, in the e-mail and
 * on the account; Pay Now pays it; at the deadline the job cancels it, gives the seats back and tells the
 * traveller. Deadlines are shown in the reader's zone: this browser reads in UTC, like the e-mails.
 */
test.use({ timezoneId: 'UTC' });

const PAY_LATER = /Reserve now, pay later/;
const RESERVED_HEADING = 'Booking Reserved – Not Yet Paid';
const SLUG = 'all-inclusive-maldives-escape';

/** 'Nov 27, 2026, 04:34 UTC', as page and e-mail write a deadline. */
function deadlineText(instant: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(instant));
}

async function reserveAsGuest(page: Page, guests = 2): Promise<{ session: TSessionView; email: string }> {
  const session = await openCheckout(page, { slug: SLUG, dateIndex: 2, guests });
  await continueAsGuest(page);
  const email = uniqueEmail('pay-later');
  await paymentForm(page).getByRole('radio', { name: PAY_LATER }).check();
  await fillContact(page, { fullName: CONTACT.fullName, email, phone: CONTACT.phone });
  await expect(payButton(page)).toHaveText('Reserve Now, Pay Later');
  await payButton(page).click();
  await expect(page).toHaveURL(`/booking-confirmation?session_id=${session.id}&payment_method=pay_later`);
  await expect(page.getByRole('heading', { level: 1, name: RESERVED_HEADING })).toBeVisible();
  return { session, email };
}

test.describe('reserve now, pay later', () => {
  test('is offered for a departure more than 14 days away, and not for one 10 days away', async ({ page }) => {
    await openCheckout(page, { slug: SLUG, dateIndex: 0, guests: 1 });
    await continueAsGuest(page);
    const far = paymentForm(page).getByRole('radio', { name: PAY_LATER });
    await expect(far).toBeVisible();
    await far.check();
    await expect(page.getByTestId('pay-later-deadline')).toHaveText(/^\w{3} \d{1,2}, \d{4}, \d{2}:\d{2} UTC$/);

    const near = (await (await page.request.post('/api/test/departures', { data: { daysFromNow: 10 } })).json()) as {
      tourId: string;
      tourDateId: string;
      slug: string;
    };
    try {
      const held = await page.request.post('/api/booking-sessions', {
        data: { tourDateId: near.tourDateId, guests: 1 },
      });
      expect(held.status()).toBe(201);
      const session = (await held.json()) as TSessionView;
      await page.goto(`/tours/${near.slug}/book/${session.id}`);
      await expect(page.getByRole('heading', { level: 1, name: CHECKOUT.title })).toBeVisible();
      await expect(paymentForm(page).getByRole('radio')).toHaveCount(3);
      await expect(paymentForm(page).getByRole('radio', { name: PAY_LATER })).toHaveCount(0);
      // The server decides too: asked anyway, it refuses with a clear message and books nothing.
      const refused = await page.request.post('/api/bookings/pay-later', {
        data: { sessionId: session.id, customerInfo: { ...CONTACT, email: uniqueEmail('near') } },
      });
      expect(refused.status()).toBe(400);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        'Reserve now, pay later is available only for departures more than 14 days away. Please choose another payment method.',
      );
      expect((await readSession(page.request, session.id)).status).toBe('active');
    } finally {
      await page.request.post(`/api/test/tours/${near.tourId}/hide`);
    }
  });

  test('the deadline shows on the confirmation, in the e-mail and on the account; Pay Now pays it', async ({
    page,
  }) => {
    const credentials = await signUpAndSignIn(page.request, 'reserver');
    const session = await openCheckout(page, { slug: SLUG, dateIndex: 1, guests: 2 });
    const spotsHeld = await spotsOf(page.request, SLUG, session.date.id);
    await paymentForm(page).getByRole('radio', { name: PAY_LATER }).check();
    await fillContact(page, { fullName: CONTACT.fullName, email: credentials.email, phone: CONTACT.phone });
    await payButton(page).click();

    await expect(page).toHaveURL(`/booking-confirmation?session_id=${session.id}&payment_method=pay_later`);
    const booking = (await (await bookingBySession(page.request, session.id)).json()) as {
      id: string;
      reference: string;
      paymentDeadline: string;
    };
    const deadline = deadlineText(booking.paymentDeadline);
    await expect(toast(page, `Booking reserved! Pay by ${deadline} to keep it.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: RESERVED_HEADING })).toBeVisible();
    await expect(page.getByRole('heading', { name: CHECKOUT.confirmed })).toHaveCount(0);
    await expect(page.getByTestId('payment-deadline')).toContainText(deadline);
    await expect(page.getByTestId('booking-reference')).toHaveText(booking.reference);
    // Seats stay taken by the reservation.
    expect(await spotsOf(page.request, SLUG, session.date.id)).toBe(spotsHeld);

    const [mail] = await mailsTo(page.request, credentials.email, booking.reference);
    expect(mail!.subject).toBe(
      `Reserved – pay by ${deadline} · ${booking.reference} · ${session.tour.title} | Wanderway`,
    );
    expect(mail!.text).toContain(`Pay by: ${deadline}`);
    expect(mail!.text).toMatch(/\/booking\/manage\/[\w-]{43}/);

    await page.goto('/account?tab=bookings');
    const card = bookingCardOf(page, booking.reference);
    const badge = card.getByTestId('booking-status');
    await expect(badge).toHaveText(`Reserved · pay by ${deadline}`);
    await expect(badge).toHaveAttribute('data-stage', 'reserved');
    await expect(badge).toHaveClass(/bg-yellow-100/);

    await card.getByRole('button', { name: 'Pay Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay for your booking' });
    await expect(dialog.getByRole('radio')).toHaveCount(3);
    await dialog.getByLabel('Full name').fill(CONTACT.fullName);
    await dialog.getByLabel('Phone number').fill(CONTACT.phone);
    await dialog.getByLabel('Cardholder name').fill(CONTACT.fullName);
    await fillSecureCard(page, '4242 4242 4242 4242');
    await dialog.getByTestId('payment-submit').click();
    await expect(toast(page, CHECKOUT.paymentSuccess)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(badge).toHaveText('Paid');
    await expect(badge).toHaveAttribute('data-stage', 'paid');
    await expect(card.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);

    const paidMails = await mailsTo(page.request, credentials.email, booking.reference, 2);
    expect(paidMails[0]!.subject).toBe(`Booking Confirmed! · ${booking.reference} · ${session.tour.title} | Wanderway`);

    await page.goto(`/booking/confirmation/${booking.id}`);
    await expect(page.getByRole('heading', { level: 1, name: CHECKOUT.confirmed })).toBeVisible();
    await expect(page.getByTestId('payment-deadline')).toHaveCount(0);
  });

  test('a guest pays the reservation by PromptPay from the confirmation page', async ({ page }) => {
    const { session } = await reserveAsGuest(page, 1);
    await page.getByTestId('confirmation-pay-now').click();
    const dialog = page.getByRole('dialog', { name: 'Pay for your booking' });
    await dialog.getByRole('radio', { name: /PromptPay/ }).check();
    await dialog.getByLabel('Full name').fill(CONTACT.fullName);
    await dialog.getByLabel('Email').fill(uniqueEmail('promptpay-later'));
    await dialog.getByLabel('Phone number').fill(CONTACT.phone);
    await dialog.getByTestId('payment-submit').click();
    await dialog.getByRole('button', { name: 'Simulate bank app payment (test mode)' }).click();
    await expect(toast(page, CHECKOUT.paymentSuccess)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: CHECKOUT.confirmed })).toBeVisible();
    await expect(page.getByTestId('confirmation-payment-method')).toContainText('PromptPay');
    const booking = (await (await bookingBySession(page.request, session.id)).json()) as { paymentStatus: string };
    expect(booking.paymentStatus).toBe('completed');
  });

  test('a day before the deadline the traveller is reminded; at the deadline the booking is cancelled, its seats given back and the traveller told', async ({
    page,
  }) => {
    const { session, email } = await reserveAsGuest(page, 2);
    const booking = (await (await bookingBySession(page.request, session.id)).json()) as {
      id: string;
      reference: string;
    };
    const spotsReserved = await spotsOf(page.request, SLUG, session.date.id);

    const soon = new Date(Date.now() + 23 * 60 * 60 * 1000).toISOString();
    expect(
      (await page.request.post(`/api/test/bookings/${booking.id}/payment-deadline`, { data: { deadline: soon } })).ok(),
    ).toBe(true);
    expect((await page.request.post('/api/test/jobs/payment-deadlines')).ok()).toBe(true);
    const [reminder] = await mailsTo(page.request, email, `Reminder: pay by ${deadlineText(soon)}`);
    expect(reminder!.subject).toContain(booking.reference);
    expect(reminder!.text).toMatch(/\/booking\/manage\/[\w-]{43}/);

    const past = new Date(Date.now() - 1000).toISOString();
    await page.request.post(`/api/test/bookings/${booking.id}/payment-deadline`, { data: { deadline: past } });
    expect((await page.request.post('/api/test/jobs/payment-deadlines')).ok()).toBe(true);
    // A second run changes nothing: the seats came back once.
    expect((await page.request.post('/api/test/jobs/payment-deadlines')).ok()).toBe(true);
    expect(await spotsOf(page.request, SLUG, session.date.id)).toBe(spotsReserved + 2);

    const [cancelled] = await mailsTo(page.request, email, `Booking cancelled · ${booking.reference}`);
    expect(cancelled!.text).toContain('Reason: Not paid by the deadline.');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Cancelled' })).toBeVisible();
    await expect(page.getByTestId('confirmation-lead')).toHaveText(
      'Reason: Not paid by the deadline. No refund is due for this booking.',
    );
    await expect(page.getByTestId('confirmation-pay-now')).toHaveCount(0);
  });
});
