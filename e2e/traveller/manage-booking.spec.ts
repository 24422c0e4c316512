import { downloadReceiptPdf } from '../fixtures/receipts';
import { expect, test, type APIRequestContext, type Browser, type Page } from '../fixtures/test';
import { toast } from '../fixtures/auth';
import { manageLinkIn, readMailbox } from '../fixtures/mailbox';
import {
  CHECKOUT,
  CONTACT,
  SUCCESS_CARD,
  confirmedReference,
  continueAsGuest,
  departure,
  email,
  fillContact,
  fillSecureCard,
  money,
  openCheckout,
  payButton,
  paymentForm,
  spotsOf,
  type TSessionView,
} from '../fixtures/checkout';

/**
 * Managing a booking without an account (DESIGN decision 16): the private link in every booking e-mail
 * opens the booking in any browser, with no cookie; there the guest reads it, downloads the receipt,
 * pays what is due and cancels under the policy. 'Find my booking' e-mails the link and answers the
 * same whether or not a booking matches. Times are read in UTC, as the e-mails write them.
 */
test.use({ timezoneId: 'UTC' });

const FIND_ANSWER = 'If a booking matches, we have e-mailed a link to manage it.';

/** A browser of its own: no cookie of the browser that booked. */
async function freshBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'UTC' });
  return context.newPage();
}

/** Holds seats and books them as a guest by card through the API, as the checkout page does. */
async function bookByCardApi(request: APIRequestContext, slug: string, dateIndex: number, guestEmail: string) {
  const date = await departure(request, slug, dateIndex, 1);
  const held = await request.post('/api/booking-sessions', { data: { tourDateId: date.id, guests: 1 } });
  expect(held.status(), await held.text()).toBe(201);
  const session = (await held.json()) as TSessionView;
  const intent = await request.post('/api/stripe/create-payment-intent', {
    data: { sessionId: session.id, paymentMethodType: 'card', customerInfo: { ...CONTACT, email: guestEmail } },
  });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { paymentIntentId, clientSecret } = (await intent.json()) as { paymentIntentId: string; clientSecret: string };
  const paid = await request.post('/api/payments/confirm-card', {
    data: { paymentIntentId, clientSecret, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const { bookingReference } = (await paid.json()) as { bookingReference: string };
  return { session, reference: bookingReference };
}

test.describe('manage a booking without an account', () => {
  test('a guest opens the e-mailed link in another browser, downloads the receipt and cancels with a full refund', async ({
    page,
    browser,
  }) => {
    const session = await openCheckout(page, { slug: 'phuket-and-phi-phi-island-escape', dateIndex: 3, guests: 2 });
    const spotsWhileBooked = await spotsOf(page.request, session.tour.slug, session.date.id);
    await continueAsGuest(page);
    const guestEmail = email('manage-guest');
    await fillContact(page, { ...CONTACT, email: guestEmail });
    await fillSecureCard(page, SUCCESS_CARD);
    await payButton(page).click();
    const reference = await confirmedReference(page);
    const total = money(session.pricing.total, session.pricing.currency);

    const link = await manageLinkIn(page.request, guestEmail, new RegExp(reference));
    const guest = await freshBrowser(browser);
    expect(await guest.context().cookies()).toEqual([]);
    await guest.goto(link);
    await expect(guest.getByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeVisible();
    await expect(guest.getByTestId('manage-status-badge')).toHaveText('Paid');
    await expect(guest.getByTestId('booking-reference')).toHaveText(reference);
    await expect(guest.getByTestId('manage-tour')).toHaveText(session.tour.title);
    await expect(guest.getByTestId('manage-guests')).toHaveText('2 guests');
    await expect(guest.getByTestId('manage-total')).toHaveText(total);
    await expect(guest.getByTestId('manage-cancel-summary')).toHaveText(
      `If you cancel now, you get back the full ${total}.`,
    );

    const { fileName, text: receipt } = await downloadReceiptPdf(guest);
    expect(fileName).toBe(`receipt-${reference}.pdf`);
    expect(receipt).toContain(`Booking reference ${reference}`);
    expect(receipt).toContain(session.tour.title);
    expect(receipt).toContain(total.replace(/\s+/g, ' '));
    expect(receipt).toContain(guestEmail);
    await expect(toast(guest, CHECKOUT.receiptDownloaded)).toBeVisible();

    await guest.getByTestId('manage-cancellation').getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = guest.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: `Cancel booking ${reference}?` })).toBeVisible();
    await expect(dialog.getByTestId('manage-cancel-refund')).toHaveText(total);
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(toast(guest, 'Booking cancelled successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(guest.getByRole('heading', { level: 1, name: 'Booking Cancelled' })).toBeVisible();
    await expect(guest.getByTestId('manage-status-badge')).toHaveText('Cancelled · refunded');
    await expect(guest.getByTestId('manage-refund-status')).toHaveText('Refunded');
    await expect(guest.getByTestId('manage-refund-amount')).toHaveText(total);
    await expect(guest.getByTestId('manage-cancellation').getByRole('button', { name: 'Cancel booking' })).toHaveCount(
      0,
    );
    expect(await spotsOf(page.request, session.tour.slug, session.date.id)).toBe(spotsWhileBooked + 2);

    // The cancellation e-mail carries a fresh link, which opens the cancelled booking too.
    const fresh = await manageLinkIn(page.request, guestEmail, /^Booking cancelled/);
    expect(fresh).not.toBe(link);
    await guest.goto(fresh);
    await expect(guest.getByRole('heading', { level: 1, name: 'Booking Cancelled' })).toBeVisible();
    await guest.context().close();
  });

  test('Find my booking, from the footer, e-mails a link that works; a miss gets the same answer and no e-mail', async ({
    page,
    browser,
  }) => {
    const guestEmail = email('manage-find');
    const { session, reference } = await bookByCardApi(
      page.request,
      'cyclades-island-hopping-santorini-mykonos-naxos',
      1,
      guestEmail,
    );

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Find my booking' }).click();
    await expect(page).toHaveURL('/booking/find');
    await expect(page.getByRole('heading', { level: 1, name: 'Find my booking' })).toBeVisible();

    // The form checks with the server's own schema before sending anything.
    await page.getByRole('button', { name: 'Email me the link' }).click();
    await expect(page.getByText('Please enter your booking reference')).toBeVisible();
    await expect(page.getByText('Please enter your email address')).toBeVisible();

    const stranger = email('manage-stranger');
    await page.getByLabel('Booking reference').fill(reference);
    await page.getByLabel('Email', { exact: true }).fill(stranger);
    await page.getByRole('button', { name: 'Email me the link' }).click();
    await expect(page.getByTestId('find-answer')).toContainText(FIND_ANSWER);
    expect((await readMailbox(page.request)).filter((mail) => mail.to === stranger)).toEqual([]);

    await page.reload();
    await page.getByLabel('Booking reference').fill(reference.toLowerCase());
    await page.getByLabel('Email', { exact: true }).fill(guestEmail.toUpperCase());
    await page.getByRole('button', { name: 'Email me the link' }).click();
    await expect(page.getByTestId('find-answer')).toContainText(FIND_ANSWER);

    const link = await manageLinkIn(page.request, guestEmail, /^Manage your booking/);
    const guest = await freshBrowser(browser);
    await guest.goto(link);
    await expect(guest.getByTestId('booking-reference')).toHaveText(reference);
    await expect(guest.getByTestId('manage-tour')).toHaveText(session.tour.title);
    await guest.context().close();
  });

  test('Pay Now on the manage page pays a reservation from another browser', async ({ page, browser }) => {
    const guestEmail = email('manage-pay');
    const date = await departure(page.request, 'phuket-and-phi-phi-island-escape', 4, 1);
    const held = await page.request.post('/api/booking-sessions', { data: { tourDateId: date.id, guests: 1 } });
    expect(held.status()).toBe(201);
    const session = (await held.json()) as TSessionView;
    const reserved = await page.request.post('/api/bookings/pay-later', {
      data: { sessionId: session.id, customerInfo: { ...CONTACT, email: guestEmail } },
    });
    expect(reserved.status(), await reserved.text()).toBe(201);
    const { bookingReference: reference } = (await reserved.json()) as { bookingReference: string };

    const guest = await freshBrowser(browser);
    await guest.goto(await manageLinkIn(page.request, guestEmail, new RegExp(reference)));
    await expect(guest.getByRole('heading', { level: 1, name: 'Booking Reserved – Not Yet Paid' })).toBeVisible();
    await expect(guest.getByTestId('manage-deadline')).toContainText('UTC');
    await expect(guest.getByTestId('manage-cancel-summary')).toHaveText(
      'Nothing has been paid for this booking, so cancelling costs nothing.',
    );

    await guest.getByTestId('manage-pay-now').click();
    await expect(guest.getByTestId('manage-pay-amount')).toContainText(
      money(session.pricing.total, session.pricing.currency),
    );
    await fillContact(guest, { ...CONTACT, email: guestEmail });
    await fillSecureCard(guest, SUCCESS_CARD);
    await payButton(guest).click();
    await expect(toast(guest, CHECKOUT.paymentSuccess)).toBeVisible();
    await expect(paymentForm(guest)).toHaveCount(0);
    await expect(guest.getByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeVisible();
    await expect(guest.getByTestId('manage-pay-now')).toHaveCount(0);
    await guest.context().close();
  });

  test('a link that opens nothing says so and leads to Find my booking', async ({ page }) => {
    await page.goto(`/booking/manage/${'x'.repeat(43)}`);
    await expect(page.getByTestId('manage-invalid')).toContainText(
      'This booking link is not valid or has expired. Use Find my booking to get a new one.',
    );
    await page.getByTestId('manage-invalid').getByRole('link', { name: 'Find my booking' }).click();
    await expect(page).toHaveURL('/booking/find');
  });
});
