import { expect, test } from '../fixtures/test';
import { MONEY_MESSAGES, slipBankName } from '@tour/shared';
import { toast } from '../fixtures/auth';
import {
  CHECKOUT,
  CONTACT,
  chooseMethod,
  confirmedReference,
  continueAsGuest,
  email,
  fillContact,
  fillSecureCard,
  money,
  openCheckout,
  payButton,
  sendTransfer,
  SUCCESS_CARD,
} from '../fixtures/checkout';
import { adminBrowser, bookByTransferApi, transferItem } from '../fixtures/desk';
import { mailsTo, manageLinkIn } from '../fixtures/mailbox';
import { slipWithQr } from '../fixtures/slips';

/**
 * The verification desk (issue 22, DESIGN decisions 15, 26 and 33): a transfer's slip is checked by an administrator
 * on /admin/payments, who verifies it (the booking is paid and the traveller told 'Booking Confirmed!') or rejects it
 * with a reason (the traveller is told why and may pay again until a new deadline).
 */
test.describe('payment verification', () => {
  test('a guest pays by transfer with a slip carrying a mini QR; the administrator opens the slip and verifies it', async ({
    page,
    browser,
  }) => {
    const guestEmail = email('desk-verify');
    const slip = await slipWithQr({ bankCode: '004' });
    const session = await openCheckout(page, { slug: 'swiss-alps-scenic-rail-journey', dateIndex: 1, guests: 1 });
    await continueAsGuest(page);
    await chooseMethod(page, 'Bank Transfer');
    await fillContact(page, { fullName: CONTACT.fullName, email: guestEmail, phone: CONTACT.phone });
    await page.getByTestId('slip-input').setInputFiles(slip);
    await sendTransfer(page);
    const reference = await confirmedReference(page, {
      heading: CHECKOUT.transferHeading,
      body: CHECKOUT.transferBody,
    });

    const admin = await adminBrowser(browser, '/admin/payments');
    await expect(admin.getByRole('heading', { level: 1, name: 'Payment Verification' })).toBeVisible();
    await expect(
      admin.getByTestId('admin-sidebar').getByRole('link', { name: 'Payment Verification' }),
    ).toHaveAttribute('aria-current', 'page');
    const item = transferItem(admin, reference);
    await expect(item).toBeVisible();
    await expect(item.getByTestId('transfer-amount')).toHaveText(
      money(session.pricing.total, session.pricing.currency),
    );
    await expect(item.getByTestId('slip-bank')).toHaveText(slipBankName('004')!);
    await expect(item.getByTestId('slip-reference')).toHaveText(slip.reference);
    await expect(item).toContainText(guestEmail);
    await expect(item).toContainText(session.tour.title);
    await expect(item.getByTestId('transfer-overdue')).toHaveCount(0);

    // The slip is in the page, from the private store, and opens whole in a new tab.
    const image = item.getByTestId('transfer-slip-image');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    const openSlip = item.getByRole('link', { name: 'Open the slip in a new tab' });
    const slipPath = (await openSlip.getAttribute('href'))!;
    const [slipTab] = await Promise.all([admin.context().waitForEvent('page'), openSlip.click()]);
    await expect(slipTab).toHaveURL(slipPath);
    await slipTab.close();
    const slipFile = await admin.request.get(slipPath);
    expect(slipFile.headers()['content-type']).toBe('image/png');
    expect(slipFile.headers()['cache-control']).toContain('no-store');
    expect(slipFile.headers()['content-disposition']).toMatch(/^inline/);
    // Nobody else may open it: the traveller's own browser is refused the desk's slip route.
    const paymentId = await item.getAttribute('data-payment-id');
    expect((await page.request.get(`/api/admin/transfers/${paymentId}/slip`)).status()).toBe(401);

    await item.getByRole('button', { name: `Verify the transfer for ${reference}` }).click();
    const dialog = admin.getByTestId('verify-transfer-dialog');
    await expect(dialog).toContainText(money(session.pricing.total, session.pricing.currency));
    await dialog.getByRole('button', { name: 'Verify transfer' }).click();
    await expect(toast(admin, MONEY_MESSAGES.transferVerified)).toBeVisible();
    await expect(item).toHaveCount(0);

    // The traveller's page and e-mail now say Booking Confirmed! (decision 15).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: CHECKOUT.confirmed })).toBeVisible();
    const [mail] = await mailsTo(page.request, guestEmail, `Booking Confirmed! · ${reference}`);
    expect(mail!.subject).toContain(session.tour.title);

    // The bookings desk shows who verified it.
    await admin.goto('/admin/bookings');
    await admin.getByRole('searchbox', { name: 'Search bookings' }).fill(reference);
    await expect(admin.getByTestId('bookings-count')).toHaveText('1 booking');
    await admin.getByRole('link', { name: reference }).click();
    await expect(admin.getByRole('heading', { level: 1, name: `Booking ${reference}` })).toBeVisible();
    const verified = admin
      .getByTestId('timeline-entry')
      .filter({ hasText: 'Administrator verified the bank transfer' });
    await expect(verified.getByTestId('timeline-actor')).toHaveText('by Demo Admin');
    await admin.context().close();
  });

  test('a transfer rejected with a reason: the traveller is told why and pays by card from the manage link', async ({
    page,
    browser,
  }) => {
    const guestEmail = email('desk-reject');
    const booked = await bookByTransferApi(page.request, {
      slug: 'phuket-and-phi-phi-island-escape',
      dateIndex: 2,
      email: guestEmail,
    });

    const admin = await adminBrowser(browser, '/admin/payments');
    const item = transferItem(admin, booked.reference);
    await expect(item.getByTestId('slip-bank')).toHaveText(slipBankName('014')!);
    await item.getByRole('button', { name: `Reject the transfer for ${booked.reference}` }).click();
    const dialog = admin.getByTestId('reject-transfer-dialog');
    const confirm = dialog.getByRole('button', { name: 'Reject transfer' });
    await expect(confirm).toBeDisabled();
    const reason = 'No transfer of this amount reached our account on that day';
    await dialog.getByLabel('Reason (sent to the traveller)').fill(reason);
    await confirm.click();
    await expect(toast(admin, MONEY_MESSAGES.transferRejected)).toBeVisible();
    await expect(item).toHaveCount(0);
    await admin.context().close();

    const [mail] = await mailsTo(page.request, guestEmail, `Bank transfer not verified`);
    expect(mail!.subject).toContain(booked.reference);
    expect(mail!.text).toContain(reason);

    // From the e-mailed link, in a browser of their own, the traveller pays by card.
    const guest = await (await browser.newContext({ timezoneId: 'UTC' })).newPage();
    await guest.goto(await manageLinkIn(page.request, guestEmail, 'Bank transfer not verified'));
    await guest.getByTestId('manage-pay-now').click();
    await fillContact(guest, { ...CONTACT, email: guestEmail });
    await fillSecureCard(guest, SUCCESS_CARD);
    await payButton(guest).click();
    await expect(toast(guest, CHECKOUT.paymentSuccess)).toBeVisible();
    await expect(guest.getByRole('heading', { level: 1, name: CHECKOUT.confirmed })).toBeVisible();
    await mailsTo(page.request, guestEmail, `Booking Confirmed! · ${booked.reference}`);
    await guest.context().close();
  });
});
