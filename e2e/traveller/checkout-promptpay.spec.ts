import { expect, test } from '../fixtures/test';
import { toast } from '../fixtures/auth';
import {
  CHECKOUT,
  CONTACT,
  bookingBySession,
  chooseMethod,
  confirmedReference,
  continueAsGuest,
  email,
  fillContact,
  money,
  openCheckout,
  payButton,
} from '../fixtures/checkout';

/** CRC-16/CCITT-FALSE over the payload up to and including '6304' (reference/domain-facts.md section 5). */
function promptPayCrc(payload: string): string {
  let crc = 0xffff;
  for (const char of payload) {
    crc ^= char.charCodeAt(0) << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

test.describe('checkout: PromptPay', () => {
  test('test mode shows a QR with the THB and USD amounts, Thai banks, and completes by the simulated bank app', async ({
    page,
  }) => {
    const session = await openCheckout(page, { slug: 'paris-art-and-gastronomy', dateIndex: 0, guests: 2 });
    const options = (await (await page.request.get('/api/payments/options')).json()) as { thbPerUsd: number };
    await continueAsGuest(page);
    await chooseMethod(page, 'PromptPay');
    await expect(page.getByTestId('promptpay-banks')).toContainText('Kasikornbank');
    await expect(page.getByTestId('promptpay-banks')).toContainText('Bangkok Bank');
    await fillContact(page, { fullName: CONTACT.fullName, email: email('promptpay'), phone: CONTACT.phone });
    await expect(payButton(page)).toHaveText('Generate PromptPay QR');
    await payButton(page).click();

    const panel = page.getByTestId('promptpay-panel');
    await expect(panel).toBeVisible();
    const thb = session.pricing.total * options.thbPerUsd;
    await expect(panel.getByTestId('promptpay-amount')).toHaveText(money(thb, 'THB'));
    await expect(panel.getByTestId('promptpay-original')).toContainText(money(session.pricing.total, 'USD'));
    await expect(panel.getByTestId('promptpay-original')).toContainText(`1 USD ≈ ${options.thbPerUsd} THB`);

    // A real QR drawn from the server's EMVCo payload (the payload text is there for those who cannot scan).
    const qr = panel.getByRole('img', { name: `PromptPay QR code for ${money(thb, 'THB')}` });
    await expect(qr).toBeVisible();
    expect(await qr.locator('path').getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);
    const payload = (await panel.getByTestId('promptpay-payload').textContent())!.trim();
    expect(payload.startsWith('000201')).toBe(true);
    expect(payload).toContain('5303764');
    expect(payload).toContain(`54${String((thb / 100).toFixed(2).length).padStart(2, '0')}${(thb / 100).toFixed(2)}`);
    expect(payload.slice(-4)).toBe(promptPayCrc(payload.slice(0, -4)));
    await expect(panel.getByTestId('promptpay-waiting')).toContainText('Waiting for your payment');
    expect((await bookingBySession(page.request, session.id)).status()).toBe(404);

    await panel.getByRole('button', { name: 'Simulate bank app payment (test mode)' }).click();
    await expect(toast(page, CHECKOUT.paymentSuccess)).toBeVisible();
    await expect(page).toHaveURL(`/booking-confirmation?session_id=${session.id}&payment_method=promptpay`);
    await confirmedReference(page);
    await expect(page.getByTestId('confirmation-payment-status')).toHaveText('(Paid)');
  });

  test('the page notices a PromptPay payment made elsewhere by polling its status', async ({ page, context }) => {
    const session = await openCheckout(page, { slug: 'cappadocia-balloons-and-istanbul', dateIndex: 0, guests: 1 });
    await continueAsGuest(page);
    await chooseMethod(page, 'PromptPay');
    await fillContact(page, { fullName: CONTACT.fullName, email: email('promptpay-poll'), phone: CONTACT.phone });
    const created = page.waitForResponse('**/api/stripe/create-payment-intent');
    await payButton(page).click();
    const intent = (await (await created).json()) as { paymentIntentId: string; clientSecret: string };
    await expect(page.getByTestId('promptpay-panel')).toBeVisible();

    // The "bank app" pays from outside the page (same owner cookie); the page finds out by itself.
    const paid = await context.request.post('/api/payments/test/promptpay-complete', {
      data: { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret },
    });
    expect(paid.ok(), await paid.text()).toBe(true);
    await expect(page).toHaveURL(`/booking-confirmation?session_id=${session.id}&payment_method=promptpay`);
    await confirmedReference(page);
  });
});
