import { expect, test } from '../fixtures/test';
import { MONEY_MESSAGES } from '@tour/shared';
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
  sendTransfer,
  paymentForm,
  readSession,
  tinyPng,
} from '../fixtures/checkout';
import { slipWithQr } from '../fixtures/slips';

test.describe('checkout: bank transfer', () => {
  test('a PNG slip books the tour with payment pending verification', async ({ page }) => {
    await page.clock.install();
    const session = await openCheckout(page, { slug: 'swiss-alps-scenic-rail-journey', dateIndex: 0, guests: 2 });
    await continueAsGuest(page);
    await chooseMethod(page, 'Bank Transfer');

    // The fixed bank details come from the server, each with a copy button.
    const options = (await (await page.request.get('/api/payments/options')).json()) as {
      bankDetails: { bankName: string; accountName: string; accountNumber: string; swift: string };
    };
    const details = page.getByTestId('bank-details');
    for (const value of Object.values(options.bankDetails)) await expect(details).toContainText(value);
    await expect(details).toContainText(money(session.pricing.total, 'USD'));
    await expect(details.getByRole('button', { name: 'Copy account number' })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Copy swift code' })).toBeVisible();
    await expect(paymentForm(page).getByLabel('Cardholder name')).toHaveCount(0);

    // Typed the Thai way; stored in E.164 (decision 19).
    await fillContact(page, { fullName: CONTACT.fullName, email: email('bank'), phone: '081 234 5678' });
    await page
      .getByTestId('slip-input')
      .setInputFiles({ name: 'transfer-slip.png', mimeType: 'image/png', buffer: tinyPng() });
    await expect(page.getByTestId('slip-selected')).toContainText('transfer-slip.png');
    await expect(page.getByTestId('slip-preview')).toBeVisible();
    await expect(page.getByTestId('slip-preview')).toHaveJSProperty('complete', true);

    await expect(payButton(page)).toHaveText('Confirm Booking');
    await sendTransfer(page);
    await expect(toast(page, CHECKOUT.bankTransferBooked)).toBeVisible();
    await expect(page).toHaveURL(`/booking-confirmation?session_id=${session.id}&payment_method=bank_transfer`);
    const reference = await confirmedReference(page, {
      heading: CHECKOUT.transferHeading,
      body: CHECKOUT.transferBody,
    });
    await expect(page.getByTestId('payment-pending')).toContainText('Payment pending verification');

    const booking = await bookingBySession(page.request, session.id);
    expect(booking.status()).toBe(200);
    expect(await booking.json()).toMatchObject({
      reference,
      paymentMethod: 'bank_transfer',
      contactPhone: '+66812345678',
    });
    expect((await readSession(page.request, session.id)).status).toBe('completed');

    // The record stays under booking_{reference}; the current session id goes 30 s after the page loads.
    const currentSession = () => page.evaluate(() => localStorage.getItem('current_booking_session_id'));
    expect(await currentSession()).toBe(session.id);
    expect(
      JSON.parse((await page.evaluate((key) => localStorage.getItem(key), `booking_${reference}`))!),
    ).toMatchObject({
      reference,
      sessionId: session.id,
    });
    await page.clock.fastForward('00:31');
    await expect.poll(currentSession).toBeNull();
  });

  test('a missing slip, a 6 MB file and a renamed non-image are refused with the spec messages', async ({ page }) => {
    const session = await openCheckout(page, { slug: 'venice-canals-and-dolomites', dateIndex: 0, guests: 1 });
    await continueAsGuest(page);
    await chooseMethod(page, 'Bank Transfer');
    await fillContact(page, { fullName: CONTACT.fullName, email: email('slips'), phone: CONTACT.phone });
    const slipMessage = page.getByTestId('slip-message');

    await payButton(page).click();
    await expect(slipMessage).toHaveText(CHECKOUT.slipRequired);

    // Checked in the browser: more than 5 MB.
    await page
      .getByTestId('slip-input')
      .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
    await expect(slipMessage).toHaveText(CHECKOUT.slipSize);
    await payButton(page).click();
    await expect(slipMessage).toHaveText(CHECKOUT.slipSize);
    await expect(page.getByTestId('payment-error')).toHaveCount(0);

    // Checked in the browser: a type that is not JPEG, PNG or PDF.
    await page
      .getByTestId('slip-input')
      .setInputFiles({ name: 'slip.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(slipMessage).toHaveText(CHECKOUT.slipType);

    // Checked by the server from the bytes: a text file renamed to .png.
    await page.getByTestId('slip-input').setInputFiles({
      name: 'slip.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not an image, just text renamed to png\n'),
    });
    await expect(slipMessage).toHaveText('JPEG, PNG or PDF, up to 5MB');
    await sendTransfer(page);
    await expect(page.getByTestId('payment-error-message')).toHaveText(CHECKOUT.slipType);
    await expect(slipMessage).toHaveText(CHECKOUT.slipType);
    await expect(toast(page, 'Failed to process bank transfer booking')).toBeVisible();

    expect((await bookingBySession(page.request, session.id)).status()).toBe(404);
    expect((await readSession(page.request, session.id)).status).toBe('active');
  });

  test("a slip with the bank's mini QR pays for one booking; the same slip is refused for a second", async ({
    page,
  }) => {
    const slip = await slipWithQr({ bankCode: '014' });
    const first = await openCheckout(page, { slug: 'swiss-alps-scenic-rail-journey', dateIndex: 0, guests: 1 });
    await continueAsGuest(page);
    await chooseMethod(page, 'Bank Transfer');
    await fillContact(page, { fullName: CONTACT.fullName, email: email('qr-slip'), phone: CONTACT.phone });
    await page.getByTestId('slip-input').setInputFiles(slip);
    await expect(page.getByTestId('slip-preview')).toBeVisible();
    await sendTransfer(page);
    await expect(toast(page, CHECKOUT.bankTransferBooked)).toBeVisible();
    await confirmedReference(page, { heading: CHECKOUT.transferHeading, body: CHECKOUT.transferBody });
    expect((await bookingBySession(page.request, first.id)).status()).toBe(200);

    // The same transfer offered for another booking: refused on the slip field, nothing booked.
    // The guest's choice is remembered: the second checkout opens on the payment form.
    const second = await openCheckout(page, { slug: 'venice-canals-and-dolomites', dateIndex: 0, guests: 1 });
    await chooseMethod(page, 'Bank Transfer');
    await fillContact(page, { fullName: CONTACT.fullName, email: email('qr-slip-again'), phone: CONTACT.phone });
    await page.getByTestId('slip-input').setInputFiles(slip);
    await sendTransfer(page);
    await expect(page.getByTestId('slip-message')).toHaveText(MONEY_MESSAGES.duplicateSlip);
    await expect(page.getByTestId('payment-error-message')).toHaveText(MONEY_MESSAGES.duplicateSlip);
    await expect(toast(page, 'Failed to process bank transfer booking')).toBeVisible();
    expect((await bookingBySession(page.request, second.id)).status()).toBe(404);
    expect((await readSession(page.request, second.id)).status).toBe('active');

    // A QR the slip check refuses (a bank code no Thai bank has): its own message on the slip field.
    await page.getByTestId('slip-input').setInputFiles(await slipWithQr({ bankCode: '999' }));
    await sendTransfer(page);
    await expect(page.getByTestId('slip-message')).toHaveText(MONEY_MESSAGES.slipQrRefused);
    expect((await bookingBySession(page.request, second.id)).status()).toBe(404);

    // A slip of a new transfer then books it.
    await page.getByTestId('slip-input').setInputFiles(await slipWithQr({ bankCode: '014' }));
    await sendTransfer(page);
    await expect(toast(page, CHECKOUT.bankTransferBooked)).toBeVisible();
    await confirmedReference(page, { heading: CHECKOUT.transferHeading, body: CHECKOUT.transferBody });
    expect((await bookingBySession(page.request, second.id)).status()).toBe(200);
  });
});
