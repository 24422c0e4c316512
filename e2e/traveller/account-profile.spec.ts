import { expect, test, type Page } from '../fixtures/test';
import { DEMO, uniqueEmail } from '../fixtures/accounts';
import { authForm, signInThroughApi, toast } from '../fixtures/auth';
import { BOOKING_FORM, signUpAndSignIn } from '../fixtures/booking-form';
import { createInvitation } from '../fixtures/invitations';
import { freshOperator } from '../fixtures/licences';

function personalInfo(page: Page) {
  return page.getByRole('form', { name: 'Personal Information' });
}

test.describe('account: profile', () => {
  test('edits the profile (mobile with prefix, preferences), saves it and sees it after a reload', async ({ page }) => {
    await signUpAndSignIn(page.request, 'profile');
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByTestId('role-badge')).toHaveText('Customer');
    await expect(page.getByTestId('account-status')).toHaveText('Active');
    await expect(page.getByTestId('profile-mobile')).toHaveText('Not set');
    await expect(page.getByTestId('profile-marketing-emails')).toHaveText('On');
    await expect(page.getByTestId('profile-contact-preference')).toHaveText('Email');

    await page.getByRole('button', { name: 'Edit' }).click();
    const form = personalInfo(page);
    // A new number starts with the default prefix.
    await expect(form.getByLabel('Country code')).toHaveValue('+66');
    await form.getByLabel('Display name').fill('Nok Traveller');
    await form.getByLabel('Country code').selectOption('+44');
    await form.getByLabel('Mobile number').fill('07911 123456');
    await expect(form.getByRole('switch', { name: 'Marketing emails' })).toBeChecked();
    await form.getByRole('switch', { name: 'Marketing emails' }).click();
    await form.getByRole('radio', { name: 'Phone' }).check({ force: true });
    await form.getByRole('button', { name: 'Save' }).click();

    await expect(toast(page, BOOKING_FORM.profileUpdated)).toBeVisible();
    await expect(page.getByTestId('profile-display-name')).toHaveText('Nok Traveller');
    await expect(page.getByTestId('profile-mobile')).toHaveText('+44 7911 123456');

    await page.reload();
    await expect(page.getByTestId('profile-display-name')).toHaveText('Nok Traveller');
    await expect(page.getByTestId('profile-name')).toHaveText('Nok Traveller');
    await expect(page.getByTestId('profile-mobile')).toHaveText('+44 7911 123456');
    await expect(page.getByTestId('profile-marketing-emails')).toHaveText('Off');
    await expect(page.getByTestId('profile-contact-preference')).toHaveText('Phone');
    const stored = await page.request.get('/api/account/profile');
    expect(await stored.json()).toMatchObject({
      username: 'Nok Traveller',
      mobileNumber: '+447911123456',
      marketingSubscription: false,
      marketingPreference: 'phone',
    });

    // The form opens with the stored prefix and the number as people write it; an emptied number is stored empty.
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(form.getByLabel('Country code')).toHaveValue('+44');
    await expect(form.getByLabel('Mobile number')).toHaveValue('07911 123456');
    await form.getByLabel('Mobile number').fill('');
    await form.getByRole('radio', { name: 'Both' }).check({ force: true });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, BOOKING_FORM.profileUpdated).last()).toBeVisible();
    await expect(page.getByTestId('profile-mobile')).toHaveText('Not set');
    await expect(page.getByTestId('profile-contact-preference')).toHaveText('Both');
    expect(
      ((await (await page.request.get('/api/account/profile')).json()) as { mobileNumber: unknown }).mobileNumber,
    ).toBeNull();
  });

  test('Cancel drops the changes, and a failed save says so', async ({ page }) => {
    await signUpAndSignIn(page.request, 'profile-cancel');
    await page.goto('/account');
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = personalInfo(page);
    await form.getByLabel('Mobile number').fill('812345678');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByTestId('profile-mobile')).toHaveText('Not set');

    await page.route('**/api/account/profile', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong' } } })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Edit' }).click();
    await form.getByLabel('Mobile number').fill('812345678');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, BOOKING_FORM.profileFailed)).toBeVisible();
    // The form stays open with what was typed, so nothing is lost.
    await expect(form.getByLabel('Mobile number')).toHaveValue('812345678');
  });

  test('an invalid mobile number is refused in the form', async ({ page }) => {
    await signUpAndSignIn(page.request, 'profile-invalid');
    await page.goto('/account');
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = personalInfo(page);
    await form.getByLabel('Mobile number').fill('12ab');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(form.getByLabel('Mobile number')).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('account: business information and side menu', () => {
  test('the wholesale owner demo account sees its Business Information card', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.owner);
    await page.goto('/account');
    await expect(page.getByTestId('role-badge')).toHaveText('Wholesale Owner');
    const card = page.getByTestId('business-information');
    await expect(card.getByRole('heading', { name: 'Business Information' })).toBeVisible();
    await expect(card.getByTestId('company-tat-license')).toHaveText('11/12345');
    await expect(card.getByTestId('company-name-en')).toHaveText('Siam Horizon Travel');
    for (const label of ['Trader ID', 'Company name (Thai)', 'Phone', 'Company email', 'Website', 'Address']) {
      await expect(card.getByText(label, { exact: true })).toBeVisible();
    }
    const status = card.getByTestId('company-status');
    await expect(status).toHaveText('ปกติ');
    await expect(status).toHaveAttribute('data-status', 'normal');
    await expect(status).toHaveAttribute('data-variant', 'success');

    const menu = page.getByTestId('account-menu');
    await expect(menu.getByRole('link')).toHaveText([
      'Profile',
      'Dashboard Access',
      'Tour Dashboard',
      'Sales Dashboard',
      'Company Management',
      'Submit Tour',
    ]);
  });

  test('an agent has no Business Information card and is offered Submit Company', async ({ page }) => {
    await freshOperator(page.request, 'agent');
    await page.goto('/account');
    await expect(page.getByTestId('role-badge')).toHaveText('Agent');
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    await expect(page.getByTestId('business-information')).toHaveCount(0);
    const menu = page.getByTestId('account-menu');
    await expect(menu.getByRole('link', { name: 'Submit Company', exact: true })).toHaveAttribute(
      'href',
      '/submit-company',
    );
  });

  test('a wholesale owner without a company is prompted to submit one', async ({ page }) => {
    const email = uniqueEmail('owner-no-company');
    const token = await createInvitation(page.request, email);
    const signUp = await page.request.post('/api/auth/sign-up', {
      data: { email, password: 'Secret123!', confirmPassword: 'Secret123!', invitationToken: token },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    await signInThroughApi(page.request, { email, password: 'Secret123!' });

    await page.goto('/account');
    await expect(page.getByTestId('role-badge')).toHaveText('Wholesale Owner');
    const card = page.getByTestId('business-information');
    await expect(card.getByText('No company information yet')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Submit Company Information' })).toHaveAttribute(
      'href',
      '/submit-company',
    );
    await expect(
      page.getByTestId('account-menu').getByRole('link', { name: 'Submit Company', exact: true }),
    ).toBeVisible();
  });

  test('/account?tab=bookings opens the Bookings tab, after sign-in too', async ({ page }) => {
    await page.goto('/account?tab=bookings');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Faccount%3Ftab%3Dbookings$/);
    const form = authForm(page);
    await form.email.fill(DEMO.customer.email);
    await form.password.fill(DEMO.customer.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page).toHaveURL('/account?tab=bookings');
    await expect(page.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  });
});
