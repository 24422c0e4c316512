import { expect, test, type Page } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { FLIGHT_MESSAGES, SHELL_MESSAGES } from '@tour/shared';
import { translateMessage } from '@tour/shared/message-translations';
import { signInThroughApi, toast } from '../fixtures/auth';
import { readIn } from '../fixtures/language';

/** The administrators' Flight Deal page (2-operator.md sections 2, 5, 8) on the built-in sample schedule. */
const HEADING = 'ค้นหาข้อมูลเที่ยวบิน';
/** The page's English spec texts, as a Thai reader sees them. */
const inThai = (message: string) => translateMessage(message, 'th');

/**
 * The spec writes these screens in Thai: they are read in Thai (issue 27; in English they show translations): the
 * browser's language for a visitor, the language cookie once signed in (a shared demo account's profile may keep
 * another).
 */
test.use({ locale: 'th-TH' });

function dealForm(page: Page) {
  return {
    flightNumber: page.getByLabel('หมายเลขเที่ยวบิน'),
    date: page.getByLabel('วันที่', { exact: true }),
    submit: page.getByRole('button', { name: 'ค้นหา', exact: true }),
  };
}

test.describe('Flight Deal', () => {
  test('an administrator looks up TG102 and sees the answer as JSON, marked as sample data', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.admin);
    await readIn(page, 'th');
    await page.goto('/account');
    await page.getByTestId('account-menu').getByRole('link', { name: 'ดีลเที่ยวบิน' }).click();
    await expect(page).toHaveURL('/FlightDeal');
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await expect(page.getByTestId('admin-only')).toHaveText('เฉพาะผู้ดูแลระบบ');

    const form = dealForm(page);
    await form.flightNumber.fill('tg102');
    await form.date.fill('2026-09-01');
    await form.submit.click();

    await expect(toast(page, 'ค้นหาสำเร็จ')).toBeVisible();
    const json = page.getByTestId('flight-deal-json');
    await expect(json).toBeVisible();
    const answer = JSON.parse((await json.textContent()) ?? '');
    expect(answer).toMatchObject({ flightNo: 'TG102', date: '2026-09-01', source: 'sample' });
    expect(answer.flights[0]).toMatchObject({
      flightNumber: 'TG102',
      airline: 'Thai Airways',
      departure: { city: 'BKK', time: '08:00', dateTime: '2026-09-01T08:00:00+07:00' },
      arrival: { city: 'CNX' },
      status: 'Scheduled',
    });
    await expect(page.getByTestId('flight-deal-source')).toHaveText('ตารางบินตัวอย่าง');
  });

  test("checks the number and date with the spec's messages, and says when no flight is found", async ({ page }) => {
    await signInThroughApi(page.request, DEMO.admin);
    await readIn(page, 'th');
    await page.goto('/FlightDeal');
    const form = dealForm(page);

    await form.submit.click();
    await expect(page.getByText(inThai(FLIGHT_MESSAGES.dealFlightNumberRequired))).toBeVisible();
    await expect(page.getByText(inThai(FLIGHT_MESSAGES.dealDateRequired))).toBeVisible();

    await form.flightNumber.fill('T1234');
    await form.date.fill('2026-09-01');
    await form.submit.click();
    await expect(page.getByText(inThai(FLIGHT_MESSAGES.dealInvalidFormat))).toBeVisible();
    await expect(form.flightNumber).toHaveAttribute('aria-invalid', 'true');

    await form.flightNumber.fill('TG');
    await expect(page.getByText(inThai(FLIGHT_MESSAGES.dealFlightNumberRequired))).toBeVisible();

    await form.flightNumber.fill('XX999');
    await expect(page.getByText(inThai(FLIGHT_MESSAGES.dealInvalidFormat))).toHaveCount(0);
    await form.submit.click();
    await expect(toast(page, 'ไม่พบข้อมูลเที่ยวบิน')).toBeVisible();
    await expect(page.getByTestId('flight-deal-json')).toHaveCount(0);
  });

  test('a customer is refused by the page and by the server', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.customer);
    await readIn(page, 'th');
    await page.goto('/FlightDeal');
    await expect(toast(page, inThai(SHELL_MESSAGES.noPermission))).toBeVisible();
    await expect(page).toHaveURL('/account');
    await expect(page.getByTestId('account-menu').getByRole('link', { name: 'ดีลเที่ยวบิน' })).toHaveCount(0);

    const refused = await page.request.post('/api/flight-deal', { data: { flightNo: 'TG102', date: '2026-09-01' } });
    expect(refused.status()).toBe(403);
  });

  test('a signed-out visitor is sent to sign in', async ({ page }) => {
    await page.goto('/FlightDeal');
    await expect(toast(page, inThai(SHELL_MESSAGES.loginRequired))).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
    const refused = await page.request.post('/api/flight-deal', { data: { flightNo: 'TG102', date: '2026-09-01' } });
    expect(refused.status()).toBe(401);
  });
});
