import { expect, test } from '../fixtures/test';
import { toast } from '../fixtures/auth';
import {
  CHECKOUT,
  CONTACT,
  bookingBySession,
  confirmedReference,
  continueAsGuest,
  fillContact,
  fillSecureCard,
  openCheckout,
  payButton,
  paymentForm,
} from '../fixtures/checkout';

test.describe('checkout: confirmation pages and restored payments', () => {
  test('/booking-success without a payment intent and session in the navigation state goes home', async ({ page }) => {
    await page.goto('/booking-success');
    await expect(page).toHaveURL('/');
    await page.goto('/booking-confirmation');
    await expect(page).toHaveURL('/');
  });

  test('/booking/confirmation/{bookingId} shows the booking to its owner only', async ({ page, browser }) => {
    const session = await openCheckout(page, { slug: 'venice-canals-and-dolomites', dateIndex: 1, guests: 2 });
    await continueAsGuest(page);
    await fillContact(page, { ...CONTACT, email: `by-id-${Date.now().toString(36)}@e2e.test` });
    await fillSecureCard(page, '4242 4242 4242 4242');
    await payButton(page).click();
    await expect(page).toHaveURL('/booking-success');
    const reference = await confirmedReference(page);
    const booking = (await (await bookingBySession(page.request, session.id)).json()) as { id: string };

    await page.goto(`/booking/confirmation/${booking.id}`);
    expect(await confirmedReference(page)).toBe(reference);
    await expect(page.getByTestId('confirmation-tour')).toHaveText(session.tour.title);

    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(`/booking/confirmation/${booking.id}`);
    await expect(strangerPage.getByText('Error loading booking details')).toBeVisible();
    await strangerPage.getByRole('button', { name: 'Download Receipt' }).click();
    await expect(toast(strangerPage, 'Booking details not available')).toBeVisible();
    await stranger.close();
  });

  test('a payment that was processing when the page closed is checked and reported on return', async ({ page }) => {
    const session = await openCheckout(page, { slug: 'paris-art-and-gastronomy', dateIndex: 1, guests: 1 });
    await page.evaluate((id) => {
      localStorage.setItem(
        `payment_state_${id}`,
        JSON.stringify({
          method: 'card',
          phase: 'processing',
          attempts: 1,
          paymentIntentId: null,
          entryMode: 'secure',
          contact: {
            fullName: 'Ann Traveller',
            email: 'processing@e2e.test',
            phone: '+66 81 234 5678',
            cardholderName: 'ANN',
          },
          savedAt: Date.now(),
        }),
      );
    }, session.id);
    const statusChecked = page.waitForResponse((response) => /\/api\/payments\/[^/]+\/status/.test(response.url()));
    await page.reload();
    await expect(page.getByTestId('payment-restored-processing')).toContainText('A payment was in progress');
    await statusChecked;
    await expect(paymentForm(page).getByLabel('Email')).toHaveValue('processing@e2e.test');
    await expect(payButton(page)).toBeEnabled();
    await expect(page.getByTestId('payment-error')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: CHECKOUT.title })).toBeVisible();
  });
});
