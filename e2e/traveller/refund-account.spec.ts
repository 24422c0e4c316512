import { expect, test, type APIRequestContext, type Browser, type Page } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { signInThroughApi, toast } from '../fixtures/auth';
import { mailsTo, manageLinkIn } from '../fixtures/mailbox';
import { CONTACT, departure, email, money, tinyPng, type TSessionView } from '../fixtures/checkout';

/**
 * A bank transfer is paid back by bank transfer (issue 22, one refund ledger): the traveller who cancels a
 * transfer-paid booking says which account the refund goes to, and one whose booking an administrator cancelled
 * gives it on the manage page. Either way the refund then waits on the desk's "to pay back" with that account.
 */
test.use({ timezoneId: 'UTC' });

const ACCOUNT_REQUIRED = 'Please tell us the bank account your refund should be paid into';
const ACCOUNT = { bank: 'Kasikornbank', holder: 'Ada Traveller', number: '123-4-56789-0' };

async function freshBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'UTC' });
  return context.newPage();
}

/** Holds a seat and pays by bank transfer through the API, as the payment page does; the slip awaits verification. */
async function bookByTransferApi(request: APIRequestContext, slug: string, dateIndex: number, guestEmail: string) {
  const date = await departure(request, slug, dateIndex, 1);
  const held = await request.post('/api/booking-sessions', { data: { tourDateId: date.id, guests: 1 } });
  expect(held.status(), await held.text()).toBe(201);
  const session = (await held.json()) as TSessionView;
  const paid = await request.post('/api/bookings/bank-transfer', {
    multipart: {
      sessionId: session.id,
      customerInfo: JSON.stringify({ ...CONTACT, email: guestEmail }),
      paymentSlip: { name: 'slip.png', mimeType: 'image/png', buffer: tinyPng(16) },
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const { bookingId, bookingReference } = (await paid.json()) as { bookingId: string; bookingReference: string };
  return { session, bookingId, reference: bookingReference };
}

async function fillAccount(page: Page, prefix: string) {
  await page.locator(`#${prefix}-bankName`).fill(ACCOUNT.bank);
  await page.locator(`#${prefix}-accountName`).fill(ACCOUNT.holder);
  await page.locator(`#${prefix}-accountNumber`).fill(ACCOUNT.number);
}

async function owedRefundOf(request: APIRequestContext, bookingId: string) {
  const response = await request.get('/api/admin/refunds/owed');
  expect(response.ok(), await response.text()).toBe(true);
  const page = (await response.json()) as { items: { bookingId: string; payoutAccount: unknown }[] };
  return page.items.find((item) => item.bookingId === bookingId);
}

test.describe('refunds of bank transfers go to the account the traveller gives', () => {
  test('a guest cancels a transfer booking on the manage page, giving the refund account', async ({
    page,
    browser,
  }) => {
    const guestEmail = email('refund-account');
    const booking = await bookByTransferApi(page.request, 'phuket-and-phi-phi-island-escape', 3, guestEmail);
    const total = money(booking.session.pricing.total, booking.session.pricing.currency);
    const link = await manageLinkIn(page.request, guestEmail, new RegExp(booking.reference));

    const guest = await freshBrowser(browser);
    await guest.goto(link);
    await guest.getByTestId('manage-cancellation').getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = guest.getByRole('alertdialog');
    await expect(dialog.getByTestId('manage-cancel-refund')).toHaveText(total);
    await expect(dialog.getByTestId('manage-cancel-refund-account')).toBeVisible();

    // Nothing is sent until the account is there.
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog.getByText(ACCOUNT_REQUIRED)).toHaveCount(2);
    await expect(dialog).toBeVisible();
    await fillAccount(guest, 'manage-cancel');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(toast(guest, 'Booking cancelled successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(guest.getByRole('heading', { level: 1, name: 'Booking Cancelled' })).toBeVisible();
    await expect(guest.getByTestId('manage-refund-status')).toHaveText('Refund pending');
    await expect(guest.getByTestId('manage-refund-amount')).toHaveText(total);
    await expect(guest.getByTestId('manage-refund-account')).toHaveCount(0);

    const [mail] = await mailsTo(page.request, guestEmail, /^Booking cancelled/);
    expect(mail!.text).toContain('an administrator checks the transfer and sends the money back to your account');

    await signInThroughApi(page.request, DEMO.admin);
    expect(await owedRefundOf(page.request, booking.bookingId)).toMatchObject({
      payoutAccount: { bankName: ACCOUNT.bank, accountName: ACCOUNT.holder, accountNumber: '1234567890' },
    });
    await guest.context().close();
  });

  test('a booking an administrator cancelled asks its traveller for the account on the manage page', async ({
    page,
    browser,
  }) => {
    const guestEmail = email('refund-account-admin');
    const booking = await bookByTransferApi(page.request, 'phuket-and-phi-phi-island-escape', 4, guestEmail);
    await signInThroughApi(page.request, DEMO.admin);
    const cancelled = await page.request.post(`/api/admin/bookings/${booking.bookingId}/cancel`, {
      data: { refund: 'full', reason: 'The departure was withdrawn by the operator' },
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
    const link = await manageLinkIn(page.request, guestEmail, /^Booking cancelled/);

    const guest = await freshBrowser(browser);
    await guest.goto(link);
    const card = guest.getByTestId('manage-refund-account');
    await expect(card.getByRole('heading', { name: 'Tell us where to send your refund' })).toBeVisible();
    await fillAccount(guest, 'manage-give');
    await card.getByRole('button', { name: 'Save account' }).click();
    await expect(
      toast(guest, 'Thank you: we will pay your refund into this account and e-mail you when it is made.'),
    ).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(await owedRefundOf(page.request, booking.bookingId)).toMatchObject({
      payoutAccount: { accountNumber: '1234567890' },
    });
    await guest.context().close();
  });
});
