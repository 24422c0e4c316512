import { expect, test } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { signInThroughApi, toast } from '../fixtures/auth';
import { readIn } from '../fixtures/language';
import { COMPANY_PAGE, DEMO_COMPANY, signUpOwnerWithoutCompany } from '../fixtures/companies';

/** /company-management and its stats page (3-admin.md sections 2, 4, 6-9). */

const SIAM = DEMO_COMPANY.siam;

/**
 * The spec writes these screens in Thai: they are read in Thai (issue 27; in English they show translations): the
 * browser's language for a visitor, the language cookie once signed in (a shared demo account's profile may keep
 * another).
 */
test.use({ locale: 'th-TH' });

test.describe('company management panel', () => {
  test("the demo owner's company: sidebar, statuses and the five tabs", async ({ page }) => {
    await signInThroughApi(page.request, SIAM.owner);
    await readIn(page, 'th');
    await page.goto('/account');
    await page.getByTestId('account-menu').getByRole('link', { name: 'จัดการบริษัท' }).click();
    await expect(page).toHaveURL(/\/company-management$/);

    const sidebar = page.getByTestId('company-sidebar');
    await expect(sidebar.getByRole('heading', { name: COMPANY_PAGE.sidebar })).toBeVisible();
    await expect(sidebar.getByTestId('company-link')).toHaveCount(1);
    await expect(sidebar.getByTestId('company-link')).toContainText(SIAM.nameTh);
    await expect(page.getByTestId('admin-scope')).toHaveCount(0);
    // One company per user: no way to add another, and nothing to renew on a licence in force.
    await expect(sidebar.getByRole('link', { name: COMPANY_PAGE.addCompany })).toHaveCount(0);
    await expect(page.getByTestId('renew-licence')).toHaveCount(0);

    const detail = page.getByTestId('company-detail');
    await expect(detail.getByTestId('company-name')).toHaveText(SIAM.nameTh);
    await expect(detail.getByTestId('overview-licence')).toHaveText(`ใบอนุญาตประกอบธุรกิจนำเที่ยว เลขที่ ${SIAM.licenseId}`);
    await expect(detail.getByTestId('licence-status')).toHaveText('ปกติ');
    await expect(detail.getByTestId('licence-status')).toHaveAttribute('data-tone', 'green');
    await expect(detail.getByTestId('kyc-status')).toHaveText('ยืนยันแล้ว');

    await detail.getByTestId('tab-directors').click();
    for (const name of SIAM.directors) await expect(detail.getByTestId('directors-list')).toContainText(name);
    await detail.getByTestId('tab-documents').click();
    // The demo data lists documents without files: nobody sent them, so the tab shows none.
    await expect(detail.getByTestId('panel-documents')).toContainText('ยังไม่มีเอกสารที่อัปโหลด');
    await expect(detail.getByTestId('document-row')).toHaveCount(0);
    await detail.getByTestId('tab-complaints').click();
    await expect(detail.getByTestId('complaints-list')).toContainText('hotel changed without notice');
    await detail.getByTestId('tab-history').click();
    const history = detail.getByTestId('history-row');
    await expect(history.first()).toBeVisible();
    expect(await history.count()).toBeLessThanOrEqual(10);
    await expect(detail.getByTestId('history-list')).toContainText('ตรวจสอบใบอนุญาตสำเร็จ');
  });

  test('resubmission writes the two history rows and lands on /submit-company with the company and licence', async ({
    page,
  }) => {
    await signInThroughApi(page.request, SIAM.owner);
    await readIn(page, 'th');
    await page.goto('/company-management');
    const detail = page.getByTestId('company-detail');
    await expect(detail.getByTestId('company-name')).toHaveText(SIAM.nameTh);
    const resubmission = page.waitForResponse(
      (response) => response.url().endsWith('/api/company-management/resubmissions') && response.status() === 201,
    );
    await detail.getByRole('button', { name: COMPANY_PAGE.resubmit }).click();
    const { redirectTo } = (await (await resubmission).json()) as { redirectTo: string };
    const target = new URL(redirectTo, 'http://localhost');
    expect(target.pathname).toBe('/submit-company');
    expect(target.searchParams.get('license_id')).toBe(SIAM.licenseId);
    const companyId = target.searchParams.get('company_id');
    expect(companyId).toMatch(/^[0-9a-f-]{36}$/);
    await page.waitForURL(
      (url) =>
        url.pathname === '/submit-company' &&
        url.searchParams.get('company_id') === companyId &&
        url.searchParams.get('license_id') === SIAM.licenseId,
    );

    await page.goto(`/company-management?company=${companyId}`);
    await detail.getByTestId('tab-history').click();
    const rows = detail.getByTestId('history-row');
    await expect(rows.nth(0)).toHaveAttribute('data-action', 'document_resubmission_requested');
    await expect(rows.nth(1)).toHaveAttribute('data-action', 'retry_submission');
  });

  test('a failed resubmission says so and stays on the panel', async ({ page }) => {
    await signInThroughApi(page.request, SIAM.owner);
    await readIn(page, 'th');
    await page.goto('/company-management');
    await expect(page.getByTestId('company-name')).toHaveText(SIAM.nameTh);
    await page.route('**/api/company-management/resubmissions', (route) => route.abort('failed'));
    await page.getByRole('button', { name: COMPANY_PAGE.resubmit }).click();
    await expect(toast(page, 'เกิดข้อผิดพลาด')).toBeVisible();
    await expect(page).toHaveURL(/\/company-management$/);
  });

  test('the stats page counts the owner’s companies', async ({ page }) => {
    await signInThroughApi(page.request, SIAM.owner);
    await readIn(page, 'th');
    await page.goto('/company-management');
    await page.getByTestId('company-sidebar').getByRole('link', { name: 'สถิติ' }).click();
    await expect(page).toHaveURL(/\/company-management\/stats$/);
    await expect(page.getByTestId('stat-total')).toHaveText('1');
    await expect(page.getByTestId('stat-active')).toHaveText('1');
    await expect(page.getByTestId('stat-pending')).toHaveText('0');
    await expect(page.getByTestId('stat-expired')).toHaveText('0');
  });

  test('an administrator sees every company and is told so', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.admin);
    await readIn(page, 'th');
    await page.goto('/company-management');
    await expect(page.getByTestId('admin-scope')).toBeVisible();
    expect(await page.getByTestId('company-link').count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId('company-sidebar')).toContainText(DEMO_COMPANY.sakura.nameTh);
    // Another user's company: readable, but only its own users resubmit or renew its licence.
    await page.getByTestId('company-link').filter({ hasText: DEMO_COMPANY.sakura.nameTh }).click();
    await expect(page.getByTestId('company-detail')).toContainText(DEMO_COMPANY.sakura.nameTh);
    await expect(page.getByTestId('resubmit-button')).toHaveCount(0);
    await expect(page.getByTestId('company-sidebar').getByRole('link', { name: COMPANY_PAGE.addCompany })).toHaveCount(
      0,
    );
  });

  test('an owner without a company sees the empty state with เพิ่มบริษัทใหม่', async ({ page }) => {
    await signUpOwnerWithoutCompany(page.request);
    await page.goto('/company-management');
    const empty = page.getByTestId('company-empty');
    await expect(empty).toBeVisible();
    await empty.getByRole('link', { name: COMPANY_PAGE.addCompany }).click();
    await expect(page).toHaveURL(/\/submit-company/);
  });

  test("a customer is refused with the page's Thai message, a visitor sent to sign in", async ({ page }) => {
    await page.goto('/company-management');
    await expect(toast(page, COMPANY_PAGE.loginRequired)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fcompany-management/);

    await signInThroughApi(page.request, DEMO.customer);

    await readIn(page, 'th');
    await page.goto('/company-management');
    await expect(toast(page, COMPANY_PAGE.noPermission)).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    const refused = await page.request.get('/api/company-management');
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(COMPANY_PAGE.noPermission);
  });
});
