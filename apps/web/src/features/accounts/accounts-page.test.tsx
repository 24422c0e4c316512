// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS_MESSAGES, PASSWORD_RESET_TOAST_MS, type TAccountRow, type TAccountsPage } from '@tour/shared';
import { LanguageProvider } from '../../lib/i18n/language';
import { sessionQueryKey } from '../auth/api/get-session';
import { AccountsPage } from './accounts-page';

const toasts = vi.hoisted(() => [] as Array<{ kind: string; message: string; options?: unknown }>);
vi.mock('../../lib/toast', () => {
  const record = (kind: string) => (message: string, options?: unknown) => toasts.push({ kind, message, options });
  return {
    toast: { success: record('success'), error: record('error'), info: record('info'), warning: record('warning') },
  };
});

const ACTOR_ID = '11111111-1111-4111-8111-111111111111';

function account(id: string, overrides: Partial<TAccountRow>): TAccountRow {
  return {
    id,
    username: `user-${id.slice(0, 4)}`,
    email: `${id.slice(0, 4)}@x.test`,
    role: 'customer',
    status: 'active',
    emailVerified: true,
    createdAt: '2026-11-20T08:00:00.000Z',
    lastSignInAt: null,
    deactivatedAt: null,
    ...overrides,
  };
}

const me = account(ACTOR_ID, { username: 'me', email: 'me@x.test', role: 'admin' });
const nok = account('22222222-2222-4222-8222-222222222222', { username: 'nok', email: 'nok@x.test' });
const som = account('33333333-3333-4333-8333-333333333333', {
  username: 'som',
  email: 'som@x.test',
  role: 'wholesale_owner',
});

type TAnswer = { status: number; body: unknown };
type TRequest = { method: string; path: string; search: URLSearchParams; body: unknown };

/** The API as the page reaches it through fetch: each test says how a route answers and reads what was sent. */
let requests: TRequest[];
let routes: Record<string, (request: TRequest) => TAnswer>;

function listAnswer(overrides: Partial<TAccountsPage> = {}): TAnswer {
  const body: TAccountsPage = {
    items: [me, nok, som],
    total: 3,
    page: 1,
    pageSize: 25,
    counts: {
      all: 3,
      admin: 1,
      customer: 1,
      registered_customer: 0,
      agent: 0,
      wholesale_owner: 1,
      wholesale_seller: 0,
    },
    reauthenticatedUntil: null,
    ...overrides,
  };
  return { status: 200, body };
}

function refusal(status: number, code: string, message: string): TAnswer {
  return { status, body: { error: { code, message } } };
}

beforeEach(() => {
  toasts.length = 0;
  requests = [];
  routes = { 'GET /api/admin/accounts': () => listAnswer() };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const request: TRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        search: url.searchParams,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      requests.push(request);
      const route = routes[`${request.method} ${request.path}`];
      const answer = route ? route(request) : refusal(404, 'NOT_FOUND', 'Not found');
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

function show(path = '/accounts') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, {
    user: {
      id: ACTOR_ID,
      email: me.email,
      username: me.username,
      role: 'admin',
      hasCompany: false,
      createdAt: me.createdAt,
    },
    idleExpiresAt: null,
  });
  const router = createMemoryRouter([{ path: '/accounts', element: <AccountsPage /> }], { initialEntries: [path] });
  render(
    <LanguageProvider initial="en" load={async () => {}}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LanguageProvider>,
  );
  return router;
}

const rowOf = async (name: string) =>
  (await screen.findAllByTestId('account-row')).find((row) => within(row).queryByText(name)) as HTMLElement;
const roleSelect = (row: HTMLElement) => within(row).getByRole('combobox') as HTMLSelectElement;
const sent = (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path);

describe('the accounts page', () => {
  it('offers the five assignable roles, shows a wholesale owner without offering it, and locks the own row', async () => {
    show();
    const nokRow = await rowOf('nok');
    expect([...roleSelect(nokRow).options].map((option) => option.value)).toEqual([
      'customer',
      'registered_customer',
      'agent',
      'wholesale_seller',
      'admin',
    ]);
    const somRow = await rowOf('som');
    expect(roleSelect(somRow).value).toBe('wholesale_owner');
    expect(
      [...roleSelect(somRow).options].filter((option) => !option.disabled).map((option) => option.value),
    ).not.toContain('wholesale_owner');
    expect(within(nokRow).getByTestId('last-sign-in').textContent).toBe('Never');
    const ownRow = await rowOf('me');
    expect(roleSelect(ownRow).disabled).toBe(true);
    expect(within(ownRow).getByText(ACCOUNTS_MESSAGES.cannotChangeOwnRole)).toBeTruthy();
    expect(within(ownRow).queryByRole('button', { name: /^Deactivate/ })).toBeNull();
  });

  it('applies a role only on Confirm, and a refusal toasts the server message and resets the select', async () => {
    const user = userEvent.setup();
    let answer: TAnswer = { status: 200, body: { ...nok, role: 'agent' } };
    routes[`PATCH /api/admin/accounts/${nok.id}/role`] = () => answer;
    show();
    const row = await rowOf('nok');

    await user.selectOptions(roleSelect(row), 'agent');
    await user.click(within(row).getByRole('button', { name: 'Reset' }));
    expect(roleSelect(row).value).toBe('customer');
    expect(sent('PATCH', `/api/admin/accounts/${nok.id}/role`)).toHaveLength(0);

    await user.selectOptions(roleSelect(row), 'agent');
    await user.click(within(row).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ kind: 'success', message: ACCOUNTS_MESSAGES.roleUpdated }),
      ),
    );
    expect(sent('PATCH', `/api/admin/accounts/${nok.id}/role`)[0]?.body).toEqual({ role: 'agent' });

    answer = refusal(409, 'LAST_ADMIN', ACCOUNTS_MESSAGES.lastAdmin);
    await user.selectOptions(roleSelect(row), 'wholesale_seller');
    await user.click(within(row).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(toasts).toContainEqual(expect.objectContaining({ kind: 'error', message: ACCOUNTS_MESSAGES.lastAdmin })),
    );
    expect(roleSelect(row).value).toBe('customer');
    expect(within(row).queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it("says 'No change in role' as information when the current role is confirmed, and sends nothing", async () => {
    const user = userEvent.setup();
    show();
    const row = await rowOf('nok');
    await user.selectOptions(roleSelect(row), 'agent');
    await user.selectOptions(roleSelect(row), 'customer');
    await user.click(within(row).getByRole('button', { name: 'Confirm' }));
    expect(toasts).toEqual([{ kind: 'info', message: ACCOUNTS_MESSAGES.noRoleChange, options: undefined }]);
    expect(sent('PATCH', `/api/admin/accounts/${nok.id}/role`)).toHaveLength(0);
  });

  it('asks for the password before granting admin, shows a wrong one, then applies the change', async () => {
    const user = userEvent.setup();
    const until = new Date(Date.now() + 10 * 60 * 1000).toISOString();
    let passwordOk = false;
    routes['POST /api/admin/reauthenticate'] = () =>
      passwordOk
        ? { status: 200, body: { reauthenticatedUntil: until } }
        : refusal(400, 'REAUTH_FAILED', ACCOUNTS_MESSAGES.reauthFailed);
    routes[`PATCH /api/admin/accounts/${nok.id}/role`] = () => ({ status: 200, body: { ...nok, role: 'admin' } });
    show();
    const row = await rowOf('nok');

    await user.selectOptions(roleSelect(row), 'admin');
    await user.click(within(row).getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByTestId('reauth-dialog');
    expect(sent('PATCH', `/api/admin/accounts/${nok.id}/role`)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(ACCOUNTS_MESSAGES.reauthFailed)).toBeTruthy();

    passwordOk = true;
    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'Admin123!');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent('PATCH', `/api/admin/accounts/${nok.id}/role`)).toHaveLength(1));
    expect(sent('POST', '/api/admin/reauthenticate').at(-1)?.body).toEqual({ password: 'Admin123!' });
    await waitFor(() => expect(screen.queryByTestId('reauth-dialog')).toBeNull());
  });

  it('opens the password dialog when the server answers REAUTH_REQUIRED though the page thought the password fresh', async () => {
    const user = userEvent.setup();
    routes['GET /api/admin/accounts'] = () =>
      listAnswer({ reauthenticatedUntil: new Date(Date.now() + 60_000).toISOString() });
    routes[`PATCH /api/admin/accounts/${nok.id}/role`] = () =>
      refusal(403, 'REAUTH_REQUIRED', ACCOUNTS_MESSAGES.reauthRequired);
    show();
    const row = await rowOf('nok');
    await user.selectOptions(roleSelect(row), 'admin');
    await user.click(within(row).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('reauth-dialog')).toBeTruthy();
    expect(toasts).toEqual([]);

    // Cancelled, the change is not applied and the select shows the current role.
    await user.click(within(screen.getByTestId('reauth-dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(roleSelect(row).value).toBe('customer'));
  });

  it('sends a password reset with the 8-second toast and its hint, and shows the spec texts for refusals', async () => {
    const user = userEvent.setup();
    let answer: TAnswer = { status: 200, body: { message: 'sent', email: nok.email } };
    routes[`POST /api/admin/accounts/${nok.id}/password-reset`] = () => answer;
    show();
    const row = await rowOf('nok');
    const send = async () => {
      await user.click(within(row).getByRole('button', { name: /^Reset password/ }));
      const dialog = await screen.findByTestId('password-reset-dialog');
      expect(within(dialog).getByText(new RegExp(nok.email))).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Send reset e-mail' }));
      await waitFor(() => expect(screen.queryByTestId('password-reset-dialog')).toBeNull());
    };

    await send();
    expect(toasts.at(-1)).toEqual({
      kind: 'success',
      message: `Password reset email sent to ${nok.email}`,
      options: { description: ACCOUNTS_MESSAGES.resetSentHint, duration: PASSWORD_RESET_TOAST_MS },
    });

    answer = refusal(429, 'RESET_RATE_LIMITED', ACCOUNTS_MESSAGES.resetRateLimited);
    await send();
    expect(toasts.at(-1)).toMatchObject({ kind: 'error', message: ACCOUNTS_MESSAGES.resetRateLimited });

    answer = refusal(404, 'USER_NOT_FOUND', ACCOUNTS_MESSAGES.resetUnknownEmail);
    await send();
    expect(toasts.at(-1)).toMatchObject({ kind: 'error', message: ACCOUNTS_MESSAGES.resetUnknownEmail });

    answer = refusal(502, 'INTERNAL', 'Mail store unavailable');
    await send();
    expect(toasts.at(-1)).toMatchObject({
      kind: 'error',
      message: 'Failed to send password reset email: Mail store unavailable',
    });
  });

  it('keeps the role card, status, search and page in the address and asks the server for them', async () => {
    const user = userEvent.setup();
    const router = show('/accounts?role=customer&q=nok&page=2');
    await rowOf('nok');
    const first = sent('GET', '/api/admin/accounts')[0]!;
    expect(Object.fromEntries(first.search)).toEqual({
      role: 'customer',
      status: 'all',
      q: 'nok',
      page: '2',
      pageSize: '25',
    });
    await user.click(screen.getByTestId('role-card-admin'));
    expect(router.state.location.search).toBe('?role=admin&q=nok');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'deactivated');
    expect(router.state.location.search).toBe('?role=admin&status=deactivated&q=nok');
    const search = screen.getByRole('searchbox', { name: 'Search accounts' });
    await user.clear(search);
    await user.type(search, 'Som');
    await waitFor(() => expect(router.state.location.search).toBe('?role=admin&status=deactivated&q=Som'));
  });
});
