import { expect, test } from '../fixtures/test';
import { mailsTo } from '../fixtures/mailbox';
import { downloadReceiptPdf } from '../fixtures/receipts';
import { toast } from '../fixtures/auth';
import {
  AUTHENTICATION_REQUIRED,
  CHECKOUT,
  CONTACT,
  DECLINE_CARDS,
  SUCCESS_CARD,
  THREE_DS_CARD,
  bookingBySession,
  confirmedReference,
  continueAsGuest,
  email,
  fillContact,
  fillManualCard,
  fillSecureCard,
  money,
  openCheckout,
  payButton,
  paymentForm,
  readSession,
  spotsOf,
} from '../fixtures/checkout';
import { SAMPLE_TOUR, getTourDates } from '../fixtures/tours';

test.describe('checkout: card payments', () => {
  test('a guest books the sample tour from Book Now by card and reaches Booking Confirmed!', async ({ page }) => {
    const dates = await getTourDates(page.request, SAMPLE_TOUR.slug);
    const date = dates[1]!;
    const guests = 3;
    const spotsBefore = date.availableSpots;
    expect(spotsBefore).toBeGreaterThanOrEqual(guests);

    // Book Now on the tour page holds the seats and opens the checkout of a new session.
    await page.goto(`/tours/${SAMPLE_TOUR.slug}`);
    const card = page.getByTestId('booking-card');
    await card.getByLabel('Travel date').selectOption(date.id);
    await card.getByRole('button', { name: 'Add a guest' }).click();
    await expect(card.getByTestId('guests-value')).toHaveText('3 guests');
    await card.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/tours/${SAMPLE_TOUR.slug}/book/[0-9a-f-]{36}$`));
    const sessionId = page.url().split('/').at(-1)!;

    await expect(page.getByRole('heading', { level: 1, name: CHECKOUT.title })).toBeVisible();
    await expect(page.getByText(CHECKOUT.subtitle)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('current_booking_session_id'))).toBe(sessionId);
    expect(await spotsOf(page.request, SAMPLE_TOUR.slug, date.id)).toBe(spotsBefore - guests);

    // The summary: 3 adults at the departure's price, less the tour's 10 %.
    const subtotal = date.price * guests;
    const discount = Math.round((subtotal * SAMPLE_TOUR.discountPercent) / 100);
    const summary = page.getByTestId('booking-summary');
    await expect(summary.getByRole('heading', { name: 'Booking Summary' })).toBeVisible();
    await expect(summary.getByText('Your Trip Schedule')).toBeVisible();
    await expect(summary.getByTestId('summary-guests')).toHaveText('3 Adults');
    await expect(summary.getByTestId('summary-count')).toHaveText('× 3');
    await expect(summary.getByTestId('summary-price')).toHaveText(money(date.price, 'USD'));
    await expect(summary.getByText(`Discount (${SAMPLE_TOUR.discountPercent}%)`)).toBeVisible();
    await expect(summary.getByTestId('summary-total')).toHaveText(money(subtotal - discount, 'USD'));
    await expect(summary.getByTestId('summary-countdown')).toHaveText(/^\d+ days to go$/);
    await expect(page.getByRole('heading', { name: "What You'll Experience" })).toBeVisible();
    await expect(page.getByTestId('test-mode-badge')).toHaveText('Test mode');
    await expect(paymentForm(page).getByText('Popular')).toBeVisible();

    await continueAsGuest(page);
    await fillContact(page, { ...CONTACT, email: email('card-guest') });
    await fillSecureCard(page, SUCCESS_CARD);
    await expect(payButton(page)).toHaveText(`Pay ${money(subtotal - discount, 'USD')}`);
    await payButton(page).click();

    await expect(toast(page, CHECKOUT.paymentSuccess)).toBeVisible();
    await expect(page).toHaveURL('/booking-success');
    const reference = await confirmedReference(page);
    await expect(page.getByTestId('confirmation-total')).toHaveText(money(subtotal - discount, 'USD'));
    await expect(page.getByTestId('confirmation-guests')).toHaveText('3 guests');

    const record = await page.evaluate((key) => localStorage.getItem(key), `booking_${reference}`);
    expect(JSON.parse(record!)).toMatchObject({ reference, sessionId, paymentIntentId: expect.stringMatching(/^pi_/) });

    // The held seats became the booking's: still 3 fewer, and the session is completed.
    expect(await spotsOf(page.request, SAMPLE_TOUR.slug, date.id)).toBe(spotsBefore - guests);
    expect((await readSession(page.request, sessionId)).status).toBe('completed');
  });

  test('the confirmation downloads a receipt and the confirmation e-mail arrives', async ({ page }) => {
    const session = await openCheckout(page, { slug: 'kyoto-temples-and-tea-ceremony', dateIndex: 0, guests: 1 });
    await continueAsGuest(page);
    const guestEmail = email('receipt');
    await fillContact(page, { ...CONTACT, email: guestEmail });
    await fillManualCard(page, SUCCESS_CARD);
    await payButton(page).click();
    await expect(page).toHaveURL('/booking-success');
    const reference = await confirmedReference(page);

    await expect(page.getByText('What Happens Next?', { exact: true })).toBeVisible();
    await expect(page.getByText('Important Notes', { exact: true })).toBeVisible();
    await expect(page.getByText('Cancellation Policy', { exact: true })).toBeVisible();
    await expect(page.getByText('Travel Insurance', { exact: true })).toBeVisible();
    const config = (await (await page.request.get('/api/config')).json()) as {
      supportEmail: string;
      supportPhone: string;
    };
    await expect(page.getByTestId('confirmation-support')).toContainText(config.supportEmail);
    await expect(page.getByTestId('confirmation-support')).toContainText(config.supportPhone);
    // A guest's bookings are not on an account: the button opens this booking's manage page.
    await expect(page.getByRole('button', { name: 'View My Bookings' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    const receipt = await downloadReceiptPdf(page);
    expect(receipt.fileName).toBe(`receipt-${reference}.pdf`);
    const text = receipt.text;
    expect(text).toMatch(new RegExp(`Booking reference ${reference}`));
    expect(text).toMatch(/Credit\/Debit Card · \S+ · Received · ref\. pi_\w+/);
    expect(text).toMatch(/Booked on \w{3} \d{1,2}, \d{4}, \d{2}:\d{2}/);
    expect(text).toContain(session.tour.title);
    expect(text).toMatch(/Location \S/);
    expect(text).toMatch(/Travel dates \w{3} \d{1,2}, \d{4} to \w{3} \d{1,2}, \d{4} \(\d+ days\)/);
    expect(text).toMatch(/Guests 1 /);
    expect(text).toContain(`Booking total ${money(session.pricing.total, 'USD')}`);
    expect(text).toContain(guestEmail);
    await expect(toast(page, CHECKOUT.receiptDownloaded)).toBeVisible();

    // The confirmation e-mail, with the reference in its subject, is in the dev mailbox.
    await mailsTo(page.request, guestEmail, reference);
    await page.goto('/dev/mailbox');
    await expect(page.getByText(new RegExp(reference)).first()).toBeVisible();
  });

  test('each declined card shows its message, allows retry with the attempt count, and books nothing', async ({
    page,
  }) => {
    const session = await openCheckout(page, { slug: 'santorini-sunset-caldera-escape', dateIndex: 0, guests: 1 });
    const spots = await spotsOf(page.request, session.tour.slug, session.date.id);
    await continueAsGuest(page);
    await fillContact(page, { ...CONTACT, email: email('declines') });

    for (const [index, card] of DECLINE_CARDS.entries()) {
      if (index === 0) await fillSecureCard(page, card.number);
      else await paymentForm(page).getByLabel('Card number').fill(card.number);
      await payButton(page).click();
      await expect(page.getByTestId('payment-error-message')).toHaveText(card.message);
      await expect(page.getByTestId('payment-attempts')).toHaveText(`Attempt ${index + 1}`);
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByTestId('payment-error')).toHaveCount(0);
      await expect(payButton(page)).toBeEnabled();
    }

    // No booking, and the seats are still held by the active session.
    expect((await bookingBySession(page.request, session.id)).status()).toBe(404);
    expect((await readSession(page.request, session.id)).status).toBe('active');
    expect(await spotsOf(page.request, session.tour.slug, session.date.id)).toBe(spots);

    // A good card after the declines goes through.
    await paymentForm(page).getByLabel('Card number').fill(SUCCESS_CARD);
    await payButton(page).click();
    await expect(page).toHaveURL('/booking-success');
    await confirmedReference(page);
  });

  test('the 3-D Secure card asks the bank: failing gives authentication_required, completing books', async ({
    page,
  }) => {
    const session = await openCheckout(page, { slug: 'bali-ubud-culture-and-rice-terraces', dateIndex: 0, guests: 2 });
    await continueAsGuest(page);
    await fillContact(page, { ...CONTACT, email: email('three-ds') });
    await fillSecureCard(page, THREE_DS_CARD);
    await payButton(page).click();

    const dialog = page.getByRole('dialog', { name: '3-D Secure authentication' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(money(session.pricing.total, 'USD'));
    await dialog.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('payment-error-message')).toHaveText(AUTHENTICATION_REQUIRED);
    expect((await bookingBySession(page.request, session.id)).status()).toBe(404);

    await page.getByRole('button', { name: 'Try Again' }).click();
    await payButton(page).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(toast(page, CHECKOUT.paymentSuccess)).toBeVisible();
    await expect(page).toHaveURL('/booking-success');
    await confirmedReference(page);
  });

  test('leaving while a payment is processing asks first', async ({ page }) => {
    await openCheckout(page, { slug: 'romantic-venice-getaway', dateIndex: 0, guests: 1 });
    await continueAsGuest(page);
    await fillContact(page, { ...CONTACT, email: email('leave') });
    await fillSecureCard(page, SUCCESS_CARD);

    // Hold the card confirmation so the payment stays in flight.
    const held: (() => Promise<void>)[] = [];
    await page.route('**/api/payments/confirm-card', (route) => {
      held.push(() => route.continue());
    });
    await payButton(page).click();
    await expect(payButton(page)).toHaveText('Processing payment…');
    await expect(payButton(page)).toBeDisabled();
    await expect(page.getByRole('progressbar', { name: 'Payment progress' })).toHaveAttribute('aria-valuenow', '50');

    await page.getByRole('link', { name: 'See More Details' }).click();
    const warning = page.getByRole('dialog', { name: 'Payment in progress' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(warning).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: CHECKOUT.title })).toBeVisible();

    await expect.poll(() => held.length).toBe(1);
    await held[0]!();
    await expect(page).toHaveURL('/booking-success');
    await confirmedReference(page);
  });
});
