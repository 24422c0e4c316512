import { expect, test } from '../fixtures/test';
import { MESSAGES } from '@tour/shared';
import { translateMessage } from '@tour/shared/message-translations';
import { createAccount, signInThroughUi, toast } from '../fixtures/auth';
import { uniqueEmail } from '../fixtures/accounts';

const THAI_HERO = 'ทัวร์ที่คุ้มค่าทุกการเดินทาง';
const ENGLISH_HERO = 'Tours worth the journey';

test.describe('Thai and English (issue 27)', () => {
  test('a visitor switches the home to Thai: the page, its dates and its language change, and the choice survives a reload', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: ENGLISH_HERO })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('button', { name: 'เปลี่ยนเป็นภาษาไทย' }).click();
    await expect(page.getByRole('heading', { level: 1, name: THAI_HERO })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'ทัวร์', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    // The cards' dates are Thai: Thai month names and the Buddhist-era year (2026 is 2569). The demo's Bali tours
    // have departures (the newest tours may be other tests' without any).
    await page.getByRole('search').getByLabel('จุดหมายปลายทาง').fill('Bali');
    await page.getByRole('search').getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page).toHaveURL(/destination=Bali/);
    const thaiDate =
      /\d{1,2} (ม\.ค\.|ก\.พ\.|มี\.ค\.|เม\.ย\.|พ\.ค\.|มิ\.ย\.|ก\.ค\.|ส\.ค\.|ก\.ย\.|ต\.ค\.|พ\.ย\.|ธ\.ค\.) 25\d\d/;
    await expect(page.getByTestId('tour-card').filter({ hasText: thaiDate }).first()).toBeVisible();
    await page.goBack();
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('th');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: THAI_HERO })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page).toHaveTitle(/แพ็กเกจทัวร์/);

    await page.getByRole('button', { name: 'Switch to English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: ENGLISH_HERO })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: ENGLISH_HERO })).toBeVisible();
  });

  test('the first visit follows the browser’s language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'th-TH' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: THAI_HERO })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await context.close();
  });

  test('the choice survives a sign-in, and the profile keeps it for the next browser', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const credentials = { email: uniqueEmail('language'), password: 'secret1' };
    await createAccount(request, credentials);
    await page.goto('/');
    await page.getByRole('button', { name: 'เปลี่ยนเป็นภาษาไทย' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    // The sign-in page in Thai.
    await page.goto('/auth');
    await page.getByLabel('อีเมล', { exact: true }).fill(credentials.email);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(credentials.password);
    await page.locator('button[type="submit"]', { hasText: 'เข้าสู่ระบบ' }).click();
    await expect(toast(page, translateMessage(MESSAGES.welcomeBack, 'th'))).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: THAI_HERO })).toBeVisible();

    // Another browser, in English: signing in brings the profile's Thai.
    const elsewhere = await browser.newContext({ baseURL, locale: 'en-US' });
    const other = await elsewhere.newPage();
    await other.goto('/');
    await expect(other.getByRole('heading', { level: 1, name: ENGLISH_HERO })).toBeVisible();
    await signInThroughUi(other, credentials);
    await other.goto('/');
    await expect(other.getByRole('heading', { level: 1, name: THAI_HERO })).toBeVisible();
    await elsewhere.close();
  });
});
