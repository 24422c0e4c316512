import { expect, test, type Page } from '../fixtures/test';
import { DEMO, type TCredentials } from '../fixtures/accounts';
import { signInThroughApi } from '../fixtures/auth';
import { readIn } from '../fixtures/language';
import { SAMPLE_TOUR } from '../fixtures/tours';

/**
 * No page is wider than a 390 px phone in either language (issue 27): Thai words are longer than their English and
 * are not broken by spaces.
 */
const PHONE = { width: 390, height: 844 };

const PAGES: Record<string, { who: TCredentials | null; paths: string[] }> = {
  visitor: {
    who: null,
    paths: ['/', '/tours?destination=Bali', `/tours/${SAMPLE_TOUR.slug}`, '/auth', '/terms', '/booking/find'],
  },
  traveller: { who: DEMO.customer, paths: ['/account'] },
  operator: { who: DEMO.owner, paths: ['/company-management', '/tour-owner-dashboard', '/submit-tour'] },
  administrator: { who: DEMO.admin, paths: ['/admin-dashboard', '/admin/bookings', '/pending-tours', '/accounts'] },
};

async function expectNoOverflow(page: Page, path: string) {
  await page.goto(path);
  // The page's own data has come (parts below the fold load as they come near, and keep their placeholders here).
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${path} is ${overflow} px wider than the phone`).toBeLessThanOrEqual(0);
}

for (const [language, locale] of [
  ['Thai', 'th-TH'],
  ['English', 'en-US'],
] as const) {
  test.describe(`pages on a phone in ${language}`, () => {
    test.use({ viewport: PHONE, locale });

    for (const [role, { who, paths }] of Object.entries(PAGES)) {
      test(`the ${role}'s pages fit 390 px`, async ({ page }) => {
        if (who) {
          await signInThroughApi(page.request, who);
          // A shared demo account's profile may keep a language of its own: the cookie says this test's.
          await readIn(page, locale === 'th-TH' ? 'th' : 'en');
        }
        for (const path of paths) await expectNoOverflow(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
      });
    }
  });
}
