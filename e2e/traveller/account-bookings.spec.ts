import { expect, test } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { signInThroughApi, toast } from '../fixtures/auth';
import {
  BOOKING_FORM,
  bookingCardOf,
  createBookingThroughApi,
  roomiestDate,
  signUpAndSignIn,
  tourId,
} from '../fixtures/booking-form';
import {
  CHECKOUT,
  CONTACT,
  SUCCESS_CARD,
  fillContact,
  fillSecureCard,
  money,
  payButton,
  spotsOf,
} from '../fixtures/checkout';
import { dateRangeText } from '../fixtures/tours';

type TApiBooking = {
  id: string;
  reference: string;
  status: string;
  paymentStatus: string;
  totalAmount: number;
  currency: string;
  bookingDate: string;
  cancellationReason: string | null;
  refundStatus: string | null;
  refundAmount: number | null;
  cancellable: boolean;
  tour: { title: string };
  date: { startDate: string };
  guests: { firstName: string; lastName: string }[];
};

async function myBookings(request: import('../fixtures/test').APIRequestContext): Promise<TApiBooking[]> {
  const response = await request.get('/api/account/bookings');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { bookings: TApiBooking[] }).bookings;
}

/** Pay Now from the account by card (test card 4242…), as the account's payment form does. */
async function payByCardThroughApi(
  request: import('../fixtures/test').APIRequestContext,
  bookingId: string,
  email: string,
) {
  const intent = await request.post('/api/stripe/create-payment-intent', {
    data: { bookingId, paymentMethodType: 'card', customerInfo: { ...CONTACT, email } },
  });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { paymentIntentId, clientSecret } = (await intent.json()) as { paymentIntentId: string; clientSecret: string };
  const paid = await request.post('/api/payments/confirm-card', {
    data: { paymentIntentId, clientSecret, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
}

const STATUS_COLOURS: Record<string, RegExp> = {
  pending: /bg-yellow-100/,
  confirmed: /bg-green-100/,
  paid: /bg-blue-100/,
  cancelled: /bg-red-100/,
  completed: /bg-purple-100/,
};

test.describe('account: bookings', () => {
  test('the demo customer sees their bookings newest first, with status colours and details', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.customer);
    const bookings = await myBookings(page.request);
    expect(bookings.length).toBeGreaterThan(2);

    await page.goto('/account?tab=bookings');
    const cards = page.getByTestId('account-booking');
    await expect(cards).toHaveCount(bookings.length);
    expect(await cards.evaluateAll((items) => items.map((item) => item.getAttribute('data-reference')))).toEqual(
      bookings.map((booking) => booking.reference),
    );
    const dates = bookings.map((booking) => booking.bookingDate);
    expect([...dates].sort().reverse()).toEqual(dates);

    for (const booking of bookings) {
      const card = bookingCardOf(page, booking.reference);
      const badge = card.getByTestId('booking-status');
      await expect(badge).toHaveAttribute('data-status', booking.status);
      await expect(badge).toHaveClass(STATUS_COLOURS[booking.status]!);
      await expect(card.getByTestId('payment-status')).toHaveAttribute('data-status', booking.paymentStatus);
      await expect(card.getByTestId('booking-total')).toHaveText(money(booking.totalAmount, booking.currency));
      // Cancel only where the server would take it: pending or confirmed, and never once the trip has begun.
      const begun = booking.date.startDate < new Date().toISOString().slice(0, 10);
      if (begun || !['pending', 'confirmed'].includes(booking.status)) expect(booking.cancellable).toBe(false);
      await expect(card.getByRole('button', { name: 'Cancel' })).toHaveCount(booking.cancellable ? 1 : 0);
    }

    const withGuests = bookings.find((booking) => booking.guests.length > 1)!;
    await bookingCardOf(page, withGuests.reference).getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Booking Details' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Reference ${withGuests.reference}`)).toBeVisible();
    await expect(dialog.getByText(withGuests.tour.title)).toBeVisible();
    for (const guest of withGuests.guests) {
      await expect(dialog.getByTestId('details-guests')).toContainText(`${guest.firstName} ${guest.lastName}`);
    }
    await expect(dialog.getByRole('region', { name: 'Payment' })).toBeVisible();
    await expect(dialog.getByTestId('details-amount')).toHaveText(money(withGuests.totalAmount, withGuests.currency));
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toHaveCount(0);
  });

  test('an unknown status shows as pending and completed shows purple', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.customer);
    await page.route('**/api/account/bookings', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { bookings: TApiBooking[] };
      body.bookings[0]!.status = 'on_hold';
      body.bookings[0]!.paymentStatus = 'pending';
      body.bookings[1]!.status = 'completed';
      await route.fulfill({ response, json: body });
    });
    await page.goto('/account?tab=bookings');
    const cards = page.getByTestId('account-booking');
    await expect(cards.nth(0).getByTestId('booking-status')).toHaveText('Awaiting payment');
    await expect(cards.nth(0).getByTestId('booking-status')).toHaveClass(STATUS_COLOURS.pending!);
    await expect(cards.nth(1).getByTestId('booking-status')).toHaveText('Completed');
    await expect(cards.nth(1).getByTestId('booking-status')).toHaveClass(STATUS_COLOURS.completed!);
  });

  test('a new account has no bookings yet', async ({ page }) => {
    await signUpAndSignIn(page.request, 'no-bookings');
    await page.goto('/account?tab=bookings');
    await expect(page.getByText('No bookings yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse tours' })).toHaveAttribute('href', '/tours');
  });

  test('cancelling a paid booking states the refund first, refunds it by the policy and gives the seats back', async ({
    page,
  }) => {
    const slug = 'cappadocia-balloons-and-istanbul';
    const { email } = await signUpAndSignIn(page.request, 'cancel');
    const date = await roomiestDate(page.request, slug, 2);
    const spotsBefore = date.availableSpots;
    const { bookingReference, bookingId } = await createBookingThroughApi(
      page.request,
      { id: await tourId(page.request, slug), dateId: date.id },
      2,
    );
    await payByCardThroughApi(page.request, bookingId, email);
    expect(await spotsOf(page.request, slug, date.id)).toBe(spotsBefore - 2);
    const booking = (await myBookings(page.request)).find((item) => item.id === bookingId)!;
    const total = money(booking.totalAmount, booking.currency);

    await page.goto(`/tours/${slug}`);
    const dateCard = page.getByTestId('date-card').filter({ hasText: dateRangeText(date.startDate, date.endDate) });
    await expect(dateCard).toContainText(`${spotsBefore - 2} spots left`);

    await page.goto('/account?tab=bookings');
    const card = bookingCardOf(page, bookingReference);
    await expect(card.getByTestId('booking-status')).toHaveText('Paid');

    // The dialog states the refund under the policy before anything happens; Keep Booking changes nothing.
    await card.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(confirm).toContainText(bookingReference);
    await expect(confirm.getByTestId('cancel-refund-summary')).toHaveText(
      `If you cancel now, you get back the full ${total}.`,
    );
    await expect(confirm.getByTestId('cancel-refund')).toContainText('The refund goes back to your card');
    await confirm.getByRole('button', { name: 'Keep Booking' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(card.getByTestId('booking-status')).toHaveText('Paid');

    await card.getByRole('button', { name: 'Cancel' }).click();
    await confirm.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(toast(page, BOOKING_FORM.cancelled)).toBeVisible();
    await expect(card.getByTestId('booking-status')).toHaveText('Cancelled · refunded');
    await expect(card.getByTestId('booking-refund')).toHaveText(`Refunded ${total}`);
    await expect(card.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);

    const cancelled = (await myBookings(page.request)).find((item) => item.id === bookingId)!;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Cancelled by user',
      refundStatus: 'refunded',
      refundAmount: booking.totalAmount,
    });

    await page.goto(`/tours/${slug}`);
    await expect(dateCard).toContainText(`${spotsBefore} spots left`);
  });

  test('a cancellation the server refuses says Failed to cancel booking', async ({ page }) => {
    const slug = 'kyoto-temples-and-tea-ceremony';
    await signUpAndSignIn(page.request, 'cancel-fail');
    const date = await roomiestDate(page.request, slug, 1);
    const { bookingReference } = await createBookingThroughApi(
      page.request,
      { id: await tourId(page.request, slug), dateId: date.id },
      1,
    );
    await page.route('**/api/account/bookings/*/cancel', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Unexpected error' } } }),
    );

    await page.goto('/account?tab=bookings');
    const card = bookingCardOf(page, bookingReference);
    await card.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByTestId('cancel-refund-summary')).toHaveText(
      'Nothing has been paid for this booking, so cancelling costs nothing.',
    );
    await confirm.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(toast(page, BOOKING_FORM.cancelFailed)).toBeVisible();
    await expect(card.getByTestId('booking-status')).toHaveText('Awaiting payment');
  });

  test('Pay Now pays exactly the booking amount with the test card', async ({ page }) => {
    const slug = 'bali-ubud-culture-and-rice-terraces';
    const { email } = await signUpAndSignIn(page.request, 'pay-now');
    const date = await roomiestDate(page.request, slug, 2);
    const { bookingReference, bookingId } = await createBookingThroughApi(
      page.request,
      { id: await tourId(page.request, slug), dateId: date.id },
      2,
    );
    const booking = (await myBookings(page.request)).find((item) => item.id === bookingId)!;
    const amount = money(booking.totalAmount, booking.currency);

    await page.goto('/account?tab=bookings');
    const card = bookingCardOf(page, bookingReference);
    await expect(card.getByTestId('payment-status')).toHaveText('Payment: Pending');
    await card.getByRole('button', { name: 'Pay Now' }).click();

    const dialog = page.getByRole('dialog', { name: 'Pay for your booking' });
    await expect(dialog.getByTestId('pay-now-amount')).toHaveText(`Booking ${bookingReference}: ${amount}`);
    await expect(dialog.getByTestId('test-mode-badge')).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await fillContact(page, { ...CONTACT, email });
    await fillSecureCard(page, SUCCESS_CARD);
    await expect(payButton(page)).toHaveText(`Pay ${amount}`);
    await payButton(page).click();

    await expect(toast(page, CHECKOUT.paymentSuccess)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByTestId('booking-status')).toHaveText('Paid');
    await expect(card.getByTestId('payment-status')).toHaveText('Payment: Completed');
    await expect(card.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);

    const paid = (await myBookings(page.request)).find((item) => item.id === bookingId)!;
    expect(paid).toMatchObject({ status: 'confirmed', paymentStatus: 'completed' });
    expect((paid as unknown as { payments: { amount: number; status: string }[] }).payments).toEqual([
      expect.objectContaining({ amount: booking.totalAmount, status: 'succeeded' }),
    ]);
  });
});
