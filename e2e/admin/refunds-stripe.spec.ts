import { expect, test } from '../fixtures/test';
import { MONEY_MESSAGES } from '@tour/shared';
import { toast } from '../fixtures/auth';
import {
  CONTACT,
  SUCCESS_CARD,
  bookingBySession,
  confirmedReference,
  continueAsGuest,
  email,
  fillContact,
  fillManualCard,
  money,
  openCheckout,
  payButton,
} from '../fixtures/checkout';
import { adminBrowser } from '../fixtures/desk';
import { mailsTo } from '../fixtures/mailbox';

// Against the server configured for Stripe and the local Stripe peer (playwright.config.ts, project 'stripe').
test.describe('refunds through Stripe', () => {
  test('an administrator refunds part of a card payment; Stripe takes it with the refund’s own id and it succeeds', async ({
    page,
    browser,
  }) => {
    await page.route('https://js.stripe.com/**', (route) => route.abort('internetdisconnected'));
    const guestEmail = email('desk-refund-stripe');
    const session = await openCheckout(page, { slug: 'all-inclusive-maldives-escape', dateIndex: 3, guests: 1 });
    await continueAsGuest(page);
    await fillContact(page, { ...CONTACT, email: guestEmail });
    await fillManualCard(page, SUCCESS_CARD);
    await payButton(page).click();
    const reference = await confirmedReference(page);
    const { id: bookingId } = (await (await bookingBySession(page.request, session.id)).json()) as { id: string };
    const { total, currency } = session.pricing;
    const part = Math.floor(total / 4);

    const admin = await adminBrowser(browser, `/admin/bookings/${bookingId}`);
    await expect(admin.getByRole('heading', { level: 1, name: `Booking ${reference}` })).toBeVisible();
    await admin.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = admin.getByTestId('refund-booking-dialog');
    await dialog.getByLabel(/^Amount/).fill((part / 100).toFixed(2));
    await dialog.getByLabel('Reason').fill('Goodwill: the hotel changed');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(toast(admin, MONEY_MESSAGES.refundRequested)).toBeVisible();

    const refund = admin.getByTestId('booking-refund');
    await expect(refund).toContainText(money(part, currency));
    await expect(refund).toContainText('Through the payment provider');
    await expect(async () => {
      await admin.reload();
      await expect(refund).toHaveAttribute('data-status', 'succeeded', { timeout: 1_000 });
    }).toPass();
    await expect(admin.getByTestId('refundable-total')).toHaveText(
      `${money(total - part, currency)} can still be refunded.`,
    );
    await mailsTo(page.request, guestEmail, `Refund on its way · ${reference}`);
    await admin.context().close();
  });
});
