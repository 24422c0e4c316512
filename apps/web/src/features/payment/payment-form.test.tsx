// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '@tour/shared';
import { LanguageProvider } from '../../lib/i18n/language';
import { SIGNED_OUT, sessionQueryKey } from '../auth/api/get-session';
import { paymentOptionsQueryOptions } from './api/get-payment-options';
import { PaymentForm, type TBookingPaymentTarget } from './api/payment-form';
import { answer, heldSession, INTENT, inDays, PAYMENT_OPTIONS } from './payment-test-fixtures';

/** The server, as the form's fetchers reach it. */
const server = vi.hoisted(() => ({
  createPaymentIntent: vi.fn(),
  confirmCard: vi.fn(),
  authenticateTestPayment: vi.fn(),
  getPaymentStatus: vi.fn(),
  reservePayLater: vi.fn(),
}));
vi.mock('./api/create-payment-intent', () => ({ createPaymentIntent: server.createPaymentIntent }));
vi.mock('./api/confirm-card', () => ({ confirmCard: server.confirmCard }));
vi.mock('./api/authenticate-test-payment', () => ({ authenticateTestPayment: server.authenticateTestPayment }));
vi.mock('./api/get-payment-status', () => ({ getPaymentStatus: server.getPaymentStatus }));
vi.mock('./api/reserve-pay-later', () => ({ reservePayLater: server.reservePayLater }));

const toasts = vi.hoisted(() => [] as Array<{ kind: string; message: string }>);
vi.mock('../../lib/toast', () => {
  const record = (kind: string) => (message: string) => toasts.push({ kind, message });
  return { toast: { success: record('success'), error: record('error'), warning: record('warning') } };
});

function show(props: Partial<Parameters<typeof PaymentForm>[0]>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(paymentOptionsQueryOptions().queryKey, PAYMENT_OPTIONS);
  queryClient.setQueryData(sessionQueryKey, SIGNED_OUT);
  const form = <PaymentForm onBusyChange={() => undefined} onSessionExpired={() => undefined} {...props} />;
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: form },
      { path: '*', element: <p>Left the checkout</p> },
    ],
    { initialEntries: ['/checkout'] },
  );
  render(
    <LanguageProvider initial="en" load={async () => undefined}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LanguageProvider>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}

async function fillContact(user: ReturnType<typeof userEvent.setup>, cardholder = true) {
  await user.type(screen.getByLabelText('Full name'), 'Ann Lee');
  await user.type(screen.getByLabelText('Email'), 'ann@example.com');
  await user.type(screen.getByLabelText('Phone number'), '081 234 5678');
  if (cardholder) await user.type(screen.getByLabelText('Cardholder name'), 'ANN LEE');
}

async function typeManualCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.click(screen.getByRole('button', { name: 'Manual Entry' }));
  await user.type(screen.getByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Expiry date' }), '1230');
  await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
}

const submitButton = () => screen.getByTestId<HTMLButtonElement>('payment-submit');

beforeEach(() => {
  localStorage.clear();
  toasts.length = 0;
  for (const fn of Object.values(server)) fn.mockReset();
});
afterEach(cleanup);

// Typing through user-event is slow on a shared two-core machine: each test gets 30 s.
describe('PaymentForm', { timeout: 30_000 }, () => {
  it('offers the four methods for a departure far enough away, each with its own panel and button', async () => {
    const { user } = show({ session: heldSession() });
    const submit = () => screen.getByTestId('payment-submit');
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(submit().textContent).toContain('Pay $1,000.00');

    await user.click(screen.getByTestId('method-bank_transfer'));
    expect(within(screen.getByTestId('bank-details')).getByText('123-4-56789-0')).toBeTruthy();
    expect(submit().textContent).toContain('Confirm Booking');
    expect(screen.queryByLabelText('Cardholder name')).toBeNull();

    await user.click(screen.getByTestId('method-pay_later'));
    expect(screen.getByTestId('pay-later-deadline').textContent).not.toBe('');
    expect(submit().textContent).toContain('Reserve Now, Pay Later');
  });

  it('offers no pay later for a departure 14 days away or less', () => {
    show({ session: heldSession(inDays(10)) });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'card',
      'bank_transfer',
      'promptpay',
    ]);
  });

  it('says what is missing and asks nothing of the server', async () => {
    const { user } = show({ session: heldSession() });
    await user.click(screen.getByTestId('payment-submit'));
    expect(await screen.findByText(PAYMENT_MESSAGES.fullNameRequired)).toBeTruthy();
    expect(screen.getByText(PAYMENT_MESSAGES.cardholderRequired)).toBeTruthy();
    expect(screen.getByText(PAYMENT_MESSAGES.cardIncomplete)).toBeTruthy();
    expect(server.createPaymentIntent).not.toHaveBeenCalled();
  });

  it('shows a declined card with Try Again and the attempt count, then the form again', async () => {
    server.createPaymentIntent.mockResolvedValue(INTENT);
    server.confirmCard.mockResolvedValue(
      answer({ status: 'failed', error: { code: 'card_declined', message: 'Your card was declined.' } }),
    );
    const { user } = show({ session: heldSession() });
    await fillContact(user);
    await typeManualCard(user, '4000000000000002');
    await user.click(screen.getByTestId('payment-submit'));

    const failure = await screen.findByTestId('payment-error');
    expect(within(failure).getByTestId('payment-error-message').textContent).not.toBe('');
    expect(within(failure).getByTestId('payment-attempts').textContent).toContain('Attempt 1');
    expect(server.confirmCard).toHaveBeenCalledWith(
      expect.objectContaining({
        paymentIntentId: 'pi_1',
        card: { number: '4000000000000002', expiry: '12/30', cvc: '123' },
      }),
    );
    expect(screen.queryByTestId('payment-submit')).toBeNull();

    await user.click(within(failure).getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByTestId('payment-error')).toBeNull();
    expect(submitButton().disabled).toBe(false);
  });

  it('pays a booking after the 3-D Secure step and tells the page', async () => {
    const onPaid = vi.fn<TBookingPaymentTarget['onPaid']>();
    server.createPaymentIntent.mockResolvedValue(INTENT);
    server.confirmCard.mockResolvedValue(answer({ status: 'requires_action', bookingReference: null }));
    server.authenticateTestPayment.mockResolvedValue(answer({}));
    const { user } = show({
      booking: {
        bookingId: 'booking-9',
        manageToken: 'manage-token-0123456789',
        amount: 25000,
        currency: 'USD',
        onPaid,
      },
    });
    await fillContact(user);
    await typeManualCard(user, '4000002760003184');
    await user.click(screen.getByTestId('payment-submit'));

    const dialog = await screen.findByTestId('three-d-secure');
    expect(within(dialog).getByText('$250.00')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));

    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(onPaid).toHaveBeenCalledWith({
      bookingId: 'booking-9',
      bookingReference: 'TB-2026-0001',
      method: 'card',
      paymentIntentId: 'pi_1',
    });
    expect(server.authenticateTestPayment).toHaveBeenCalledWith(
      expect.objectContaining({ approve: true, manageToken: 'manage-token-0123456789' }),
    );
    expect(toasts).toContainEqual({ kind: 'success', message: PAYMENT_MESSAGES.success });
    expect(submitButton().disabled).toBe(true);
  });

  it('reserves without paying and goes to the confirmation of the held session', async () => {
    server.reservePayLater.mockResolvedValue({
      bookingId: 'booking-2',
      bookingReference: 'TB-2026-0002',
      paymentDeadline: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    });
    const { user, router } = show({ session: heldSession() });
    await user.click(screen.getByTestId('method-pay_later'));
    await fillContact(user, false);
    await user.click(screen.getByTestId('payment-submit'));

    await screen.findByText('Left the checkout');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/booking-confirmation?session_id=session-1&payment_method=pay_later',
    );
    expect(server.reservePayLater).toHaveBeenCalledWith(
      expect.objectContaining({
        sessionId: 'session-1',
        customerInfo: expect.objectContaining({ fullName: 'Ann Lee' }),
      }),
    );
    expect(localStorage.getItem('payment_state_session-1')).toBeNull();
  });

  it('keeps what was entered for a reload, and says so when the page opens again', async () => {
    const { user } = show({ session: heldSession() });
    await user.click(screen.getByTestId('method-promptpay'));
    await user.type(screen.getByLabelText('Full name'), 'Ann Lee');
    await waitFor(() => expect(localStorage.getItem('payment_state_session-1')).toContain('Ann Lee'));
    cleanup();

    show({ session: heldSession() });
    expect(screen.getByTestId('payment-restored').textContent).toContain('Payment details restored');
    expect(screen.getByTestId<HTMLInputElement>('method-promptpay').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Ann Lee');
  });
});
