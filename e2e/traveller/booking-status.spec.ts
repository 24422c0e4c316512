import { expect, test } from '../fixtures/test';
import { mailsTo } from '../fixtures/mailbox';
import { uniqueEmail } from '../fixtures/accounts';
import { toast } from '../fixtures/auth';
import {
  bookingCardOf,
  createBookingThroughApi,
  roomiestDate,
  signUpAndSignIn,
  tourId,
} from '../fixtures/booking-form';
import {
  CHECKOUT,
  CONTACT,
  chooseMethod,
  continueAsGuest,
  fillContact,
  openCheckout,
  sendTransfer,
  tinyPng,
} from '../fixtures/checkout';

/**
 * Statuses that tell the truth (DESIGN decision 15): 'Booking Confirmed!' only for a paid booking. A bank
 * transfer being verified and an unpaid booking-form booking each have their own heading and badge; the
 * spec's toast stays as written.
 */
test.describe('booking statuses', () => {
  test("a bank transfer being verified is not 'Booking Confirmed!' on the page, in the e-mail or on the badge", async ({
    page,
  }) => {
    const session = await openCheckout(page, { slug: 'bali-ubud-culture-and-rice-terraces', dateIndex: 1, guests: 1 });
    await continueAsGuest(page);
    await chooseMethod(page, 'Bank Transfer');
    const email = uniqueEmail('transfer-status');
    await fillContact(page, { fullName: CONTACT.fullName, email, phone: CONTACT.phone });
    await page.getByTestId('slip-input').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: tinyPng() });
    await sendTransfer(page);
    // The spec's toast, as written.
    await expect(toast(page, CHECKOUT.bankTransferBooked)).toBeVisible();
    await expect(page).toHaveURL(`/booking-confirmation?session_id=${session.id}&payment_method=bank_transfer`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Booking Received – Payment Being Verified' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: CHECKOUT.confirmed })).toHaveCount(0);
    await expect(page.getByTestId('confirmation-status')).toHaveAttribute('data-stage', 'awaiting_verification');
    await expect(page.getByTestId('payment-pending')).toContainText('Payment pending verification');
    const reference = (await page.getByTestId('booking-reference').textContent())!.trim();

    const [mail] = await mailsTo(page.request, email, reference);
    expect(mail!.subject).toMatch(/^Booking received – payment being verified · CHT-\d{6} · .+ \| Wanderway$/);
  });

  test('an unpaid booking-form booking reads as awaiting payment, on the confirmation and the account', async ({
    page,
  }) => {
    await signUpAndSignIn(page.request, 'form-status');
    const slug = 'kyoto-temples-and-tea-ceremony';
    const date = await roomiestDate(page.request, slug, 1);
    const { bookingId, bookingReference } = await createBookingThroughApi(
      page.request,
      { id: await tourId(page.request, slug), dateId: date.id },
      1,
    );
    await page.goto(`/booking/confirmation/${bookingId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Received – Awaiting Payment' })).toBeVisible();
    await expect(page.getByRole('heading', { name: CHECKOUT.confirmed })).toHaveCount(0);
    await expect(page.getByTestId('confirmation-pay-now')).toBeVisible();

    await page.goto('/account?tab=bookings');
    const badge = bookingCardOf(page, bookingReference).getByTestId('booking-status');
    await expect(badge).toHaveText('Awaiting payment');
    await expect(badge).toHaveAttribute('data-stage', 'awaiting_payment');
    await expect(badge).toHaveAttribute('data-status', 'pending');
  });
});
