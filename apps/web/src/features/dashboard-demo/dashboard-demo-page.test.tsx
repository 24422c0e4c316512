// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDashboardDemo, TLanguage, TRole } from '@tour/shared';
import { LanguageProvider } from '../../lib/i18n/language';
import { sessionQueryKey } from '../auth/api/get-session';
import { DashboardDemoPage } from './dashboard-demo-page';

let answer: { status: number; body: unknown };
let calls: number;

beforeEach(() => {
  calls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      calls += 1;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(role: TRole | null, language: TLanguage = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, {
    user: role
      ? {
          id: '11111111-1111-4111-8111-111111111111',
          email: 'me@x.test',
          username: 'me',
          role,
          hasCompany: false,
          createdAt: '2026-01-01T00:00:00.000Z',
        }
      : null,
    idleExpiresAt: null,
  });
  const router = createMemoryRouter([{ path: '/dashboard-demo', element: <DashboardDemoPage /> }], {
    initialEntries: ['/dashboard-demo'],
  });
  render(
    <LanguageProvider initial={language} load={async () => {}}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LanguageProvider>,
  );
}

const demo = (overrides: Partial<TDashboardDemo>): TDashboardDemo => ({
  role: 'admin',
  badge: 'Admin',
  totals: {
    scope: 'platform',
    tours: 12,
    bookings: 30,
    revenue: { byCurrency: [{ currency: 'THB', amount: 5_000_000 }], thb: 5_000_000, converted: false },
    users: 80,
  },
  access: { tourOwnerDashboard: false, adminDashboard: true },
  ...overrides,
});

describe('the access demo page', () => {
  it('asks a visitor to sign in, and comes back here after, without calling the API', async () => {
    show(null);
    const link = await screen.findByRole('link', { name: 'Sign In' });
    expect(link.getAttribute('href')).toBe('/auth?redirect=%2Fdashboard-demo');
    expect(calls).toBe(0);
  });

  it("shows an administrator the platform's totals, the admin card granted with its link, the tour-owner card denied", async () => {
    answer = { status: 200, body: demo({}) };
    show('admin');
    expect((await screen.findByTestId('demo-role-badge')).textContent).toBe('Admin');
    expect(screen.getByTestId('demo-totals-scope').textContent).toBe('Across the platform');
    expect(screen.getByTestId('demo-total-revenue').textContent).toMatch(/THB\s50,000/);
    expect(screen.getByTestId('demo-total-users').textContent).toContain('Users80');
    const admin = screen.getByTestId('access-admin');
    expect(within(admin).getByTestId('access-status').textContent).toBe('Access Granted');
    expect(within(admin).getByRole('link', { name: 'Open dashboard' }).getAttribute('href')).toBe('/admin-dashboard');
    const owner = screen.getByTestId('access-tour-owner');
    expect(within(owner).getByTestId('access-status').textContent).toBe('Access Denied');
    expect(within(owner).queryByRole('link')).toBeNull();
    const roles = screen.getByTestId('role-descriptions');
    expect(within(roles).getAllByRole('listitem')).toHaveLength(5);
    expect(roles.querySelector('[aria-current="true"]')?.textContent).toContain('Admin');
  });

  it('tells a traveller the figures are for operators and administrators, and marks the customer role', async () => {
    answer = {
      status: 200,
      body: demo({
        role: 'customer',
        badge: 'Customer',
        totals: null,
        access: { tourOwnerDashboard: false, adminDashboard: false },
      }),
    };
    show('customer');
    expect((await screen.findByTestId('traveller-note')).textContent).toContain(
      'Tour, booking and revenue figures are for operators and administrators.',
    );
    expect(screen.queryByTestId('demo-totals')).toBeNull();
    expect(screen.getByTestId('role-descriptions').querySelector('[aria-current="true"]')?.textContent).toContain(
      'Customer',
    );
  });

  it('says the figures failed to load', async () => {
    answer = { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } };
    show('agent');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load dashboard data');
  });

  it('shows the page, the role and the spec’s role descriptions in Thai', async () => {
    answer = { status: 200, body: demo({}) };
    show('admin', 'th');
    expect((await screen.findByTestId('demo-role-badge')).textContent).toBe('ผู้ดูแลระบบ');
    expect(within(screen.getByTestId('access-admin')).getByTestId('access-status').textContent).toBe('มีสิทธิ์เข้าถึง');
    const roles = screen.getByTestId('role-descriptions');
    expect(roles.querySelector('[aria-current="true"]')?.textContent).toContain('เข้าถึงระบบทั้งหมด');
  });
});
