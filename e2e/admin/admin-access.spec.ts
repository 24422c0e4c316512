import { expect, test, type APIRequestContext, type Page } from '../fixtures/test';
import {
  ACCOUNT_MENU,
  canAccess,
  isEndpoint,
  ROLES,
  SHELL_MESSAGES,
  type TArea,
  type TEndpoint,
  type TRole,
} from '@tour/shared';
import * as shared from '@tour/shared';
import { DEMO, uniqueEmail } from '../fixtures/accounts';
import { signInThroughApi, signInThroughUi, toast } from '../fixtures/auth';
import { createInvitation } from '../fixtures/invitations';

/**
 * One admin area (issue 21): customers and agents are refused every admin page in the browser and every admin API
 * with their own session; the administrator reaches every admin page, each with the 'Admin Panel' sidebar. The
 * pages come from the account menu and the routes from the server's own list, both judged by the role matrix,
 * so a new admin page or route is covered without touching this file.
 */

/** An area only administrators may enter, whatever another role's company. */
function adminOnly(area: TArea): boolean {
  const others = ROLES.filter((role) => role !== 'admin');
  return (
    canAccess(area, { role: 'admin', hasCompany: false }) &&
    others.every(
      (role) => !canAccess(area, { role, hasCompany: false }) && !canAccess(area, { role, hasCompany: true }),
    )
  );
}

const ADMIN_PAGES = ACCOUNT_MENU.filter((entry) => adminOnly(entry.area));
const ADMIN_CONTRACTS = Object.values(shared as Record<string, unknown>)
  .filter(isEndpoint)
  .filter((endpoint: TEndpoint) => endpoint.path.startsWith('/api/admin/'));

type TRouteAccess = { method: string; path: string; access: string; area: string | null };

/** The server's routes kept to an admin-only area (GET /api/test/routes: what each route declares). */
async function adminOnlyRoutes(request: APIRequestContext): Promise<TRouteAccess[]> {
  const response = await request.get('/api/test/routes');
  expect(response.status(), await response.text()).toBe(200);
  const { routes } = (await response.json()) as { routes: TRouteAccess[] };
  return routes.filter((route) => route.access === 'area' && route.area && adminOnly(route.area as TArea));
}

/** A route's path with every `:param` filled: the guard refuses before any parameter is read. */
function concretePath(path: string): string {
  return path.replace(/:[A-Za-z0-9_]+/g, '00000000-0000-4000-8000-000000000000');
}

const PASSWORD = 'Refused-everywhere-21';

async function signUp(request: APIRequestContext, email: string, invitationToken?: string) {
  const response = await request.post('/api/auth/sign-up', {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD, invitationToken },
  });
  expect(response.status(), await response.text()).toBe(201);
  expect((await request.post('/api/auth/sign-out')).status()).toBe(204);
}

/** A fresh account of the role: a customer by sign-up, an agent (no company) through an agent invitation. */
async function freshAccount(request: APIRequestContext, role: 'customer' | 'agent') {
  const email = uniqueEmail(`access-${role}`);
  await signUp(
    request,
    email,
    role === 'agent' ? await createInvitation(request, email, undefined, 'agent') : undefined,
  );
  return { email, password: PASSWORD };
}

async function expectRefusedEveryAdminPage(page: Page, role: TRole) {
  for (const entry of ADMIN_PAGES) {
    await page.goto(entry.path);
    await expect(page, `${role} on ${entry.path}`).toHaveURL(/\/account$/);
    await expect(toast(page, SHELL_MESSAGES.noPermission), `${role} on ${entry.path}`).toBeVisible();
    await expect(page.getByTestId('admin-sidebar')).toHaveCount(0);
  }
}

async function expectRefusedEveryAdminRoute(request: APIRequestContext, role: TRole) {
  const routes = await adminOnlyRoutes(request);
  // Every admin contract is among them: no /api/admin route is open to another role.
  const kept = new Set(routes.map((route) => `${route.method} ${route.path}`));
  expect(ADMIN_CONTRACTS.map((c) => `${c.method} ${c.path}`).filter((key) => !kept.has(key))).toEqual([]);
  for (const route of routes) {
    const where = `${role}: ${route.method} ${route.path}`;
    const response = await request.fetch(concretePath(route.path), {
      method: route.method,
      data: route.method === 'GET' ? undefined : {},
    });
    expect(response.status(), where).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code, where).toBe('FORBIDDEN');
  }
}

async function expectSignedInAs(request: APIRequestContext, role: TRole) {
  const session = (await (await request.get('/api/auth/session')).json()) as { user: { role: TRole } };
  expect(session.user.role).toBe(role);
}

test.describe('the admin area', () => {
  test('the pages and routes to check come from the menu and the server, not a hand list', async ({ request }) => {
    expect(ADMIN_PAGES.map((entry) => entry.path)).toEqual(
      expect.arrayContaining(['/pending-tours', '/accounts', '/invitations', '/tour-management', '/audit-log']),
    );
    expect(ADMIN_CONTRACTS.length).toBeGreaterThan(10);
    expect((await adminOnlyRoutes(request)).length).toBeGreaterThanOrEqual(ADMIN_CONTRACTS.length);
  });

  for (const role of ['customer', 'agent'] as const) {
    test(`a fresh ${role} is refused every admin page`, async ({ page }) => {
      const account = await freshAccount(page.request, role);
      await signInThroughUi(page, account);
      await expectSignedInAs(page.request, role);
      await expectRefusedEveryAdminPage(page, role);
    });

    test(`a fresh ${role} is refused every admin API`, async ({ request }) => {
      const account = await freshAccount(request, role);
      await signInThroughApi(request, account);
      await expectSignedInAs(request, role);
      await expectRefusedEveryAdminRoute(request, role);
    });
  }

  test('the administrator reaches every admin page, each with the Admin Panel sidebar marking where they are', async ({
    page,
  }) => {
    await signInThroughUi(page, DEMO.admin);
    for (const entry of ADMIN_PAGES) {
      await page.goto(entry.path);
      await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
      const sidebar = page.getByTestId('admin-sidebar');
      await expect(sidebar, entry.path).toBeVisible();
      await expect(sidebar.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
      await expect(sidebar.getByRole('link')).toHaveText(ADMIN_PAGES.map((other) => other.label));
      await expect(sidebar.getByRole('link', { name: entry.label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('on a phone the sidebar is a sideways strip above the page that leads to every admin page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughUi(page, DEMO.admin);
    await page.goto(ADMIN_PAGES[0]!.path);
    const sidebar = page.getByTestId('admin-sidebar');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const strip = (await sidebar.boundingBox())!;
    expect(strip.y + strip.height).toBeLessThanOrEqual((await heading.boundingBox())!.y);
    const last = ADMIN_PAGES.at(-1)!;
    await sidebar.getByRole('link', { name: last.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${last.path}$`));
    // The page itself is no wider than the phone: only the strip scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
