import { expect, test } from '../fixtures/test';
import { toast } from '../fixtures/auth';
import {
  CHECKOUT,
  CONTACT,
  DECLINE_CARDS,
  SUCCESS_CARD,
  bookingBySession,
  chooseMethod,
  confirmedReference,
  continueAsGuest,
  email,
  fillContact,
  fillManualCard,
  money,
  openCheckout,
  payButton,
  paymentForm,
  readSession,
  spotsOf,
  tinyPng,
} from '../fixtures/checkout';
import { payPromptPayAtStripe } from '../fixtures/stripe-peer';

// These run against the server started with Stripe keys and STRIPE_API_URL at the local Stripe peer
// (playwright.config.ts, project 'stripe'): the real stripe client, webhooks signed as Stripe signs them.
test.describe('checkout with Stripe configured', () => {
  test('without Stripe.js the Secure Form says so, and Manual Entry pays at Stripe and books', async ({ page }) => {
    // Stripe.js comes from Stripe's host; here it cannot be reached, whatever the machine's network.
    await page.route('https://js.stripe.com/**', (route) => route.abort('internetdisconnected'));
    const session = await openCheckout(page, { slug: 'all-inclusive-maldives-escape', dateIndex: 0, guests: 2 });
    const spots = await spotsOf(page.request, session.tour.slug, session.date.id);
    await expect(page.getByTestId('test-mode-badge')).toHaveCount(0);
    await continueAsGuest(page);
    await expect(paymentForm(page).getByTestId('stripe-load-failed')).toHaveText(
      "Stripe's secure card form could not be loaded. Check your connection and reload the page, or use Manual Entry.",
    );

    await fillContact(page, { ...CONTACT, email: email('stripe-card') });
    await fillManualCard(page, SUCCESS_CARD);
    const created = page.waitForResponse('**/api/stripe/create-payment-intent');
    await payButton(page).click();
    const intent = (await (await created).json()) as { paymentIntentId: string; testMode: boolean; amount: number };
    expect(intent.testMode).toBe(false);
    expect(intent.amount).toBe(session.pricing.total);

    await expect(toast(page, CHECKOUT.paymentSuccess)).toBeVisible();
    await expect(page).toHaveURL('/booking-success');
    await confirmedReference(page);
    const booking = (await (await bookingBySession(page.request, session.id)).json()) as { paymentIntentId?: string };
    expect(JSON.stringify(booking)).toContain(intent.paymentIntentId);
    expect((await readSession(page.request, session.id)).status).toBe('completed');
    expect(await spotsOf(page.request, session.tour.slug, session.date.id)).toBe(spots);
  });

  test("a card Stripe declines shows the spec's message, books nothing, and the retry goes through", async ({
    page,
  }) => {
    await page.route('https://js.stripe.com/**', (route) => route.abort('internetdisconnected'));
    const session = await openCheckout(page, { slug: 'kyoto-temples-and-tea-ceremony', dateIndex: 0, guests: 1 });
    await continueAsGuest(page);
    await fillContact(page, { ...CONTACT, email: email('stripe-decline') });
    const declined = DECLINE_CARDS[1];
    await fillManualCard(page, declined.number);
    await payButton(page).click();
    await expect(page.getByTestId('payment-error-message')).toHaveText(declined.message);
    await expect(page.getByTestId('payment-attempts')).toHaveText('Attempt 1');
    expect((await bookingBySession(page.request, session.id)).status()).toBe(404);
    expect((await readSession(page.request, session.id)).status).toBe('active');

    await page.getByRole('button', { name: 'Try Again' }).click();
    await paymentForm(page).getByLabel('Card number').fill(SUCCESS_CARD);
    await payButton(page).click();
    await expect(page).toHaveURL('/booking-success');
    await confirmedReference(page);
  });

  test("PromptPay shows Stripe's QR and books when Stripe's signed webhook reports the payment", async ({ page }) => {
    const session = await openCheckout(page, { slug: 'paris-art-and-gastronomy', dateIndex: 0, guests: 1 });
    const options = (await (await page.request.get('/api/payments/options')).json()) as {
      thbPerUsd: number;
      testMode: boolean;
    };
    expect(options.testMode).toBe(false);
    await continueAsGuest(page);
    await chooseMethod(page, 'PromptPay');
    await fillContact(page, { fullName: CONTACT.fullName, email: email('stripe-promptpay'), phone: CONTACT.phone });
    const created = page.waitForResponse('**/api/stripe/create-payment-intent');
    await payButton(page).click();
    const intent = (await (await created).json()) as { paymentIntentId: string; promptpay: { qrPayload: string } };

    const panel = page.getByTestId('promptpay-panel');
    const thb = session.pricing.total * options.thbPerUsd;
    await expect(panel.getByTestId('promptpay-amount')).toHaveText(money(thb, 'THB'));
    await expect(panel.getByRole('img', { name: `PromptPay QR code for ${money(thb, 'THB')}` })).toBeVisible();
    // The QR carries what Stripe returned in next_action.promptpay_display_qr_code.data.
    expect(intent.promptpay.qrPayload).toMatch(/^https:\/\/pm-redirects\.stripe\.com\//);
    await expect(panel.getByRole('button', { name: /Simulate bank app payment/ })).toHaveCount(0);
    expect((await bookingBySession(page.request, session.id)).status()).toBe(404);

    const paid = await payPromptPayAtStripe(page.request, intent.paymentIntentId);
    expect(paid.webhookStatus).toBe(200);
    await expect(page).toHaveURL(`/booking-confirmation?session_id=${session.id}&payment_method=promptpay`);
    await confirmedReference(page);
    await expect(page.getByTestId('confirmation-payment-status')).toHaveText('(Paid)');
  });

  test('money that arrives after the session was paid another way books nothing and says it will be refunded', async ({
    page,
  }) => {
    const session = await openCheckout(page, { slug: 'romantic-venice-getaway', dateIndex: 0, guests: 1 });
    await continueAsGuest(page);
    await chooseMethod(page, 'PromptPay');
    const contact = { fullName: CONTACT.fullName, email: email('stripe-refund'), phone: CONTACT.phone };
    await fillContact(page, contact);
    const created = page.waitForResponse('**/api/stripe/create-payment-intent');
    await payButton(page).click();
    const intent = (await (await created).json()) as { paymentIntentId: string };
    await expect(page.getByTestId('promptpay-panel')).toBeVisible();

    // Meanwhile the same traveller pays the session by bank transfer (another tab), which books it.
    const transfer = await page.request.post('/api/bookings/bank-transfer', {
      multipart: {
        sessionId: session.id,
        customerInfo: JSON.stringify(contact),
        paymentSlip: { name: 'slip.png', mimeType: 'image/png', buffer: tinyPng() },
      },
    });
    expect(transfer.status(), await transfer.text()).toBe(201);
    const { bookingReference } = (await transfer.json()) as { bookingReference: string };

    // Then the QR is paid too: Stripe reports the money, which the server keeps for a refund.
    expect((await payPromptPayAtStripe(page.request, intent.paymentIntentId)).webhookStatus).toBe(200);
    const refund = page.getByTestId('payment-refund');
    await expect(refund).toContainText('Nothing more to pay');
    await expect(refund.getByTestId('payment-error-message')).toHaveText(
      'This booking was already paid, or its seats are no longer available. This payment will be refunded.',
    );
    // Nothing to retry: the way on is the booking the transfer made.
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    await refund.getByRole('link', { name: 'View your booking' }).click();
    await expect(page).toHaveURL(`/booking-confirmation?session_id=${session.id}`);
    await expect(page.getByTestId('booking-reference')).toHaveText(bookingReference);
    const booking = (await (await bookingBySession(page.request, session.id)).json()) as {
      reference?: string;
      bookingReference?: string;
    };
    expect(JSON.stringify(booking)).toContain(bookingReference);
    expect(JSON.stringify(booking)).not.toContain(intent.paymentIntentId);
  });
});
