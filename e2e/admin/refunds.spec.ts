import { expect, test } from '../fixtures/test';
import { MONEY_MESSAGES } from '@tour/shared';
import { toast } from '../fixtures/auth';
import { email, money, tinyPng } from '../fixtures/checkout';
import { adminBrowser, bookByCardApi, bookByTransferApi, refundOwedItem } from '../fixtures/desk';
import { mailsTo, manageLinkIn } from '../fixtures/mailbox';

/**
 * One refund ledger, in the browser (issue 22, DESIGN decision 34): a bank transfer is paid back by the administrator,
 * who records the transfer made on the desk's "To pay back"; a card payment is refunded in part from the bookings desk
 * through the provider (test mode settles at once).
 */
test.describe('refunds', () => {
  test('a transfer booking cancelled by its traveller: the administrator records the refund paid back, and the traveller is told', async ({
    page,
    browser,
  }) => {
    const guestEmail = email('desk-refund-transfer');
    const booked = await bookByTransferApi(page.request, {
      slug: 'all-inclusive-maldives-escape',
      dateIndex: 2,
      email: guestEmail,
    });
    const total = money(booked.session.pricing.total, booked.session.pricing.currency);
    // The traveller cancels from the e-mailed manage link, giving the account to be paid back into.
    const token = (await manageLinkIn(page.request, guestEmail, booked.reference)).split('/').at(-1)!;
    const cancelled = await page.request.post(`/api/manage/${token}/cancel`, {
      data: {
        refundAccount: { bankName: 'Kasikornbank', accountName: 'Ann Traveller', accountNumber: '123-4-56789-0' },
      },
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);

    const admin = await adminBrowser(browser, '/admin/payments?tab=refunds');
    await expect(admin.getByRole('tab', { name: /To pay back/ })).toHaveAttribute('aria-selected', 'true');
    const item = refundOwedItem(admin, booked.reference);
    await expect(item.getByTestId('refund-owed-amount')).toHaveText(total);
    await expect(item.getByTestId('payout-account')).toContainText('Kasikornbank');
    await expect(item.getByTestId('payout-account')).toContainText('Ann Traveller');
    await expect(item.getByTestId('payout-account-number')).toHaveText('1234567890');
    await expect(item).toContainText(guestEmail);
    // The transfer was never verified: the desk says so beside the money to pay back.
    await expect(item).toContainText('Transfer not verified');
    // A cancelled booking's transfer leaves the verification queue.
    await admin.getByRole('tab', { name: /Awaiting verification/ }).click();
    await expect(admin.locator(`[data-booking-reference="${booked.reference}"]`)).toHaveCount(0);
    await admin.getByRole('tab', { name: /To pay back/ }).click();

    const form = item.getByTestId('record-refund-form');
    await form.getByRole('button', { name: 'Record transfer' }).click();
    await expect(form).toContainText(MONEY_MESSAGES.transferReferenceRequired);
    await form.getByLabel('Transfer reference').fill('KB-REFUND-0001');
    await form
      .getByLabel('Proof (optional)')
      .setInputFiles({ name: 'refund-proof.png', mimeType: 'image/png', buffer: tinyPng(24) });
    await form.getByRole('button', { name: 'Record transfer' }).click();
    await expect(toast(admin, MONEY_MESSAGES.refundRecorded)).toBeVisible();
    await expect(item).toHaveCount(0);

    const [mail] = await mailsTo(page.request, guestEmail, `Refund paid · ${booked.reference}`);
    expect(mail!.text).toContain('KB-REFUND-0001');

    // The booking's page on the desk: the refund succeeded, with its reference, and the history says who did it.
    await admin.goto(`/admin/bookings/${booked.bookingId}`);
    const refund = admin.getByTestId('booking-refund');
    await expect(refund).toHaveAttribute('data-status', 'succeeded');
    await expect(refund).toContainText('KB-REFUND-0001');
    await expect(admin.getByTestId('booking-timeline')).toContainText(
      new RegExp(`E-mail (queued|sent): Refund paid · ${booked.reference}`),
    );
    await admin.context().close();
  });

  test('a card booking is refunded in part through the test-mode provider; more than is left is refused', async ({
    page,
    browser,
  }) => {
    const guestEmail = email('desk-refund-card');
    const booked = await bookByCardApi(page.request, {
      slug: 'phuket-and-phi-phi-island-escape',
      dateIndex: 1,
      email: guestEmail,
    });
    const booking = (await (await page.request.get(`/api/bookings/by-session/${booked.session.id}`)).json()) as {
      id: string;
    };
    const { currency, total } = booked.session.pricing;

    const admin = await adminBrowser(browser, `/admin/bookings/${booking.id}`);
    await expect(admin.getByRole('heading', { level: 1, name: `Booking ${booked.reference}` })).toBeVisible();
    await expect(admin.getByTestId('refundable-total')).toHaveText(`${money(total, currency)} can still be refunded.`);

    await admin.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = admin.getByTestId('refund-booking-dialog');
    await expect(dialog.getByTestId('refund-account-fields')).toHaveCount(0);
    // More than was paid is refused before anything is sent, with what is left.
    await dialog.getByLabel(/^Amount/).fill(String((total + 100) / 100));
    await dialog.getByLabel('Reason').fill('One guest could not travel');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(dialog).toContainText(MONEY_MESSAGES.refundTooLarge.replace('{remaining}', money(total, currency)));
    await dialog.getByLabel(/^Amount/).fill('100');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(toast(admin, MONEY_MESSAGES.refundRequested)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const refund = admin.getByTestId('booking-refund');
    await expect(refund).toHaveAttribute('data-status', 'succeeded');
    await expect(refund).toContainText(money(10_000, currency));
    await expect(refund).toContainText('One guest could not travel');
    await expect(admin.getByTestId('refundable-total')).toHaveText(
      `${money(total - 10_000, currency)} can still be refunded.`,
    );
    await mailsTo(page.request, guestEmail, `Refund on its way · ${booked.reference}`);
    await admin.context().close();
  });
});
