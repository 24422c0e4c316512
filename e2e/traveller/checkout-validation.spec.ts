import { expect, test } from '../fixtures/test';
import { openCheckout, paymentForm, payButton } from '../fixtures/checkout';

test.describe('checkout: validation', () => {
  test('the payment form checks contact info and card details with the spec messages', async ({ page }) => {
    await openCheckout(page, { slug: 'santorini-sunset-caldera-escape', dateIndex: 1, guests: 1 });
    const form = paymentForm(page);
    let intents = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/stripe/create-payment-intent')) intents += 1;
    });

    await payButton(page).click();
    await expect(form.getByText('Full name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Phone number is required')).toBeVisible();
    await expect(form.getByText('Cardholder name is required')).toBeVisible();
    await expect(form.getByText('Please complete your card information')).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Phone number').fill('0812');
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
    await form.getByLabel('Phone number').fill('+66 (81) 234-5678');
    await expect(form.getByText('Please enter a valid phone number')).toHaveCount(0);
    // The common Thai way of writing a mobile is read as a Thai number (decision 19).
    await form.getByLabel('Phone number').fill('not a phone');
    await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
    await form.getByLabel('Phone number').fill('081 234 5678');
    await expect(form.getByText('Please enter a valid phone number')).toHaveCount(0);
    await expect(form.getByLabel('Phone number')).not.toHaveAttribute('aria-invalid', 'true');

    // Manual entry checks each field with its own message.
    await form.getByRole('button', { name: 'Manual Entry' }).click();
    await form.getByLabel('Card number').fill('1234 5678 9012 3456');
    await form.getByLabel('Expiry date', { exact: true }).fill('1329');
    await form.getByLabel('CVC').fill('1');
    await payButton(page).click();
    await expect(form.getByText('Please enter a valid card number')).toBeVisible();
    await expect(form.getByText('Please enter a valid expiry date')).toBeVisible();
    await expect(form.getByText('Please enter a valid CVC')).toBeVisible();

    // Bank transfer needs no cardholder; PromptPay neither.
    await form.getByRole('radio', { name: /PromptPay/ }).check();
    await expect(form.getByLabel('Cardholder name')).toHaveCount(0);
    expect(intents).toBe(0);
  });

  test('the checkout login card validates login and register', async ({ page }) => {
    await openCheckout(page, { slug: 'santorini-sunset-caldera-escape', dateIndex: 2, guests: 1 });
    const card = page.getByTestId('checkout-login');
    await card.getByRole('form').getByRole('button', { name: 'Login', exact: true }).click();
    await expect(card.getByText('Email is required')).toBeVisible();
    await expect(card.getByText('Password is required')).toBeVisible();
    await card.getByLabel('Email').fill('someone@');
    await card.getByRole('form').getByRole('button', { name: 'Login', exact: true }).click();
    await expect(card.getByText('Please enter a valid email address')).toBeVisible();

    await card.getByRole('button', { name: 'Register' }).click();
    await expect(card.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-pressed', 'true');
    await card.getByLabel('Email').fill('new-traveller@e2e.test');
    await card.getByRole('button', { name: 'Create Account' }).click();
    await expect(card.getByText('Full name is required')).toBeVisible();
    await expect(card.getByText('Password is required')).toBeVisible();
    await expect(card.getByText('Please confirm your password')).toBeVisible();

    await card.getByLabel('Full name').fill('New Traveller');
    await card.getByLabel('Password', { exact: true }).fill('12345');
    await card.getByLabel('Confirm password').fill('12345');
    await card.getByRole('button', { name: 'Create Account' }).click();
    await expect(card.getByText('Password must be at least 6 characters')).toBeVisible();

    await card.getByLabel('Password', { exact: true }).fill('123456');
    await card.getByLabel('Confirm password').fill('1234567');
    await card.getByRole('button', { name: 'Create Account' }).click();
    await expect(card.getByText('Passwords do not match')).toBeVisible();

    await card.getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Booking' })).toBeVisible();
    await expect(page.getByTestId('checkout-login')).toHaveCount(0);
  });
});
