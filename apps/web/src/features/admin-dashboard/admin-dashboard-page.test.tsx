// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdminDashboard, TAdminOwnerRow, TAdminOwnersPage, TAdminToursPage } from '@tour/shared';
import { LanguageProvider } from '../../lib/i18n/language';
import { sessionQueryKey } from '../auth/api/get-session';
import { AdminDashboardPage } from './admin-dashboard-page';

const toasts = vi.hoisted(() => [] as Array<{ kind: string; message: string }>);
vi.mock('../../lib/toast', () => {
  const record = (kind: string) => (message: string) => toasts.push({ kind, message });
  return { toast: { success: record('success'), error: record('error') } };
});
const saved = vi.hoisted(() => [] as Array<{ name: string; text: string }>);
vi.mock('../../lib/save-file', () => ({
  saveFile: (name: string, blob: Blob) => void blob.text().then((text) => saved.push({ name, text })),
}));

type TAnswer = { status: number; body: unknown; headers?: Record<string, string> };
type TRequest = { path: string; search: URLSearchParams };

let requests: TRequest[];
let routes: Record<string, (request: TRequest) => TAnswer>;

const SUMMARY: TAdminDashboard = {
  basis: 'booking',
  today: '2026-03-05',
  cards: {
    revenue: {
      byCurrency: [
        { currency: 'THB', amount: 1_000_000 },
        { currency: 'USD', amount: 240_000 },
      ],
      thb: 9_640_000,
      converted: true,
    },
    growth: { percent: null, current: 2, earlier: 0 },
    totalUsers: 42,
    activeOwners: 3,
    totalTours: 17,
    pendingApproval: 4,
    averageBookingValueThb: null,
    totalBookings: 0,
  },
  analytics: ['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'].map((month, index) => ({
    month,
    bookings: index,
    revenueThb: index * 100_000,
    newUsers: index * 2,
  })),
};

const owner = (overrides: Partial<TAdminOwnerRow>): TAdminOwnerRow => ({
  userId: '22222222-2222-4222-8222-222222222222',
  username: 'nok_owner',
  email: 'nok@x.test',
  tours: 2,
  bookings: 5,
  revenue: { byCurrency: [{ currency: 'USD', amount: 240_000 }], thb: 8_640_000, converted: true },
  rating: 4.5,
  reviewsCount: 3,
  joinedAt: '2026-01-10T03:00:00.000Z',
  status: 'active',
  ...overrides,
});

const ownersPage = (items: TAdminOwnerRow[], total = items.length): TAdminOwnersPage => ({
  items,
  total,
  page: 1,
  pageSize: 20,
});

const toursPage: TAdminToursPage = {
  items: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      slug: 'krabi-islands',
      title: 'Krabi Islands',
      ownerName: 'nok_owner',
      location: 'Krabi',
      price: 120_000,
      currency: 'USD',
      bookings: 1,
      revenue: { byCurrency: [], thb: 0, converted: false },
      rating: null,
      reviewsCount: 0,
      createdAt: '2026-02-01T03:00:00.000Z',
      status: 'inactive',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

beforeEach(() => {
  toasts.length = 0;
  saved.length = 0;
  requests = [];
  routes = {
    '/api/admin/dashboard': () => ({ status: 200, body: SUMMARY }),
    '/api/admin/dashboard/owners': () => ({ status: 200, body: ownersPage([owner({})]) }),
    '/api/admin/dashboard/tours': () => ({ status: 200, body: toursPage }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      const request = { path: url.pathname, search: url.searchParams };
      requests.push(request);
      const route = routes[request.path];
      const answer = route
        ? route(request)
        : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
      const isText = typeof answer.body === 'string';
      return new Response(isText ? (answer.body as string) : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': isText ? 'text/csv' : 'application/json', ...answer.headers },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(path = '/admin-dashboard') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, {
    user: {
      id: '11111111-1111-4111-8111-111111111111',
      email: 'admin@x.test',
      username: 'admin',
      role: 'admin',
      hasCompany: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    idleExpiresAt: null,
  });
  const router = createMemoryRouter([{ path: '/admin-dashboard', element: <AdminDashboardPage /> }], {
    initialEntries: [path],
  });
  render(
    <LanguageProvider initial="en" load={async () => {}}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LanguageProvider>,
  );
  return router;
}

const sent = (path: string) => requests.filter((request) => request.path === path);

describe('the admin dashboard', () => {
  it('shows the four cards honestly: THB headline labelled converted, no growth without last month, no average without bookings', async () => {
    show();
    const revenue = await screen.findByTestId('card-revenue');
    const value = within(revenue).getByTestId('card-revenue-value');
    expect(value.textContent).toMatch(/^THB\s96,400converted to THBTHB\s10,000\$2,400\.00$/);
    expect(within(revenue).getByTestId('revenue-growth').textContent).toBe('No bookings last month to compare with');
    expect(screen.getByTestId('card-users').textContent).toContain('42');
    expect(screen.getByTestId('card-active-owners').textContent).toBe('3 active owners');
    expect(screen.getByTestId('card-pending-approval').getAttribute('href')).toBe('/pending-tours');
    expect(screen.getByTestId('card-pending-approval').textContent).toBe('4 pending approval');
    expect(screen.getByTestId('card-average-value').textContent).toBe('No bookings yet');
    expect(screen.getByTestId('card-total-bookings').textContent).toBe('0 bookings in total');
    const rows = screen.getAllByTestId('analytics-row');
    expect(rows.map((row) => row.getAttribute('data-month'))).toEqual(SUMMARY.analytics.map((m) => m.month));
    expect(rows[5]?.textContent).toMatch(/THB\s5,000/);
  });

  it('says there is no revenue yet instead of a THB 0 that reads as measured', async () => {
    const empty = { ...SUMMARY.cards, revenue: { byCurrency: [], thb: 0, converted: false } };
    routes['/api/admin/dashboard'] = () => ({ status: 200, body: { ...SUMMARY, cards: empty } });
    show();
    const revenue = await screen.findByTestId('card-revenue');
    expect(within(revenue).getByTestId('card-revenue-value').textContent).toBe('No paid bookings yet');
  });

  it('asks for the figures by travel date when switched, and keeps the switch in the address', async () => {
    const router = show();
    await screen.findByTestId('card-revenue');
    await userEvent.click(screen.getByRole('radio', { name: 'Travel date' }));
    await waitFor(() => expect(sent('/api/admin/dashboard').at(-1)?.search.get('basis')).toBe('travel'));
    expect(router.state.location.search).toBe('?basis=travel');
  });

  it("owner actions open the account, the owner's tours in the All Tours tab, and an e-mail", async () => {
    const router = show();
    const row = await screen.findByTestId('owner-row');
    expect(within(row).getByRole('link', { name: 'Open the account of nok_owner' }).getAttribute('href')).toBe(
      '/accounts?q=nok%40x.test',
    );
    expect(within(row).getByRole('link', { name: 'E-mail nok_owner' }).getAttribute('href')).toBe('mailto:nok@x.test');
    await userEvent.click(within(row).getByRole('button', { name: 'Show the tours of nok_owner' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=tours&q=nok_owner'));
    const tour = await screen.findByTestId('tour-row');
    expect(sent('/api/admin/dashboard/tours').at(-1)?.search.get('q')).toBe('nok_owner');
    expect(within(tour).getByRole('link', { name: 'View Krabi Islands' }).getAttribute('href')).toBe(
      '/tours/krabi-islands',
    );
    expect(within(tour).getByRole('link', { name: 'Edit Krabi Islands' }).getAttribute('href')).toBe(
      '/edit-tour/krabi-islands',
    );
    expect(within(tour).getByRole('link', { name: 'Bookings of Krabi Islands' }).getAttribute('href')).toBe(
      '/dashboard/tours/33333333-3333-4333-8333-333333333333/departures',
    );
    expect(within(tour).getByTestId('row-status').textContent).toBe('Inactive');
    expect(within(tour).getByTestId('tour-revenue').textContent).toBe('No revenue');
  });

  it('a status starts again from page 1, and Export Report downloads the matching rows of the open tab', async () => {
    routes['/api/admin/dashboard/owners.csv'] = () => ({
      status: 200,
      body: 'username,email\r\nnok_owner,nok@x.test\r\n',
      headers: { 'Content-Disposition': 'attachment; filename="tour-owners-2026-03-05.csv"' },
    });
    const router = show('/admin-dashboard?q=nok&page=2');
    await screen.findByTestId('owner-row');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'suspended');
    await waitFor(() => expect(router.state.location.search).toBe('?q=nok&status=suspended'));
    await userEvent.click(screen.getByRole('button', { name: 'Export Report' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const exported = sent('/api/admin/dashboard/owners.csv');
    expect(Object.fromEntries(exported[0]?.search ?? [])).toEqual({ q: 'nok', status: 'suspended' });
    expect(saved[0]).toEqual({
      name: 'tour-owners-2026-03-05.csv',
      text: 'username,email\r\nnok_owner,nok@x.test\r\n',
    });
    expect(toasts).toEqual([{ kind: 'success', message: 'Downloaded tour-owners-2026-03-05.csv' }]);
  });

  it("says when the export is refused, and shows the server's message when the figures cannot load", async () => {
    routes['/api/admin/dashboard'] = () => ({
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'boom' } },
    });
    routes['/api/admin/dashboard/owners.csv'] = () => ({
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: 'Admin access required.' } },
    });
    show();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load dashboard data');
    await screen.findByTestId('owner-row');
    await userEvent.click(screen.getByRole('button', { name: 'Export Report' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'Admin access required.' }]));
    expect(saved).toEqual([]);
  });

  it('tells an empty search from an empty platform', async () => {
    routes['/api/admin/dashboard/owners'] = () => ({ status: 200, body: ownersPage([]) });
    show('/admin-dashboard?q=nobody');
    expect(await screen.findByText('No tour owners match')).toBeTruthy();
    cleanup();
    show();
    expect(await screen.findByText('No tour owners yet')).toBeTruthy();
  });
});
