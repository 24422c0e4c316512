import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { FlaskConical, Lock, RotateCcw, ShieldCheck } from 'lucide-react';
import {
  cardErrorMessage,
  isPayLaterOffered,
  NEEDS_REFUND_CODE,
  PAYMENT_MESSAGES,
  payLaterDeadline,
  providerErrorCode,
  ZCardContactInfo,
  ZContactInfo,
  type TBookingSessionView,
  type TConfirmPaymentResponse,
  type TContactInfo,
  type TPaymentIntentResponse,
} from '@tour/shared';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../lib/toast';
import { getErrorMessage, isApiError } from '../../lib/api-client';
import { formatMoney } from '../../lib/money';
import { saveBookingRecord } from '../../lib/booking-record';
import { useSession } from '../auth/api/get-session';
import { getBookingBySession } from '../booking-confirmation/api/get-booking-by-session';
import { bookingSessionQueryKey } from '../booking-session/api/get-booking-session';
import { authenticateTestPayment } from './api/authenticate-test-payment';
import { completeTestPromptPay } from './api/complete-test-promptpay';
import { confirmCard } from './api/confirm-card';
import { createPaymentIntent } from './api/create-payment-intent';
import { getPaymentStatus } from './api/get-payment-status';
import { usePaymentOptions, type TPaymentOptions } from './api/get-payment-options';
import { formatDeadlineForBrowser } from './api/booking-status-view';
import { reservePayLater } from './api/reserve-pay-later';
import { submitBankTransfer } from './api/submit-bank-transfer';
import {
  cardForServer,
  EMPTY_CARD,
  validateCard,
  type TCardEntryMode,
  type TCardErrors,
  type TCardValues,
} from './card-input';
import { BankTransferPanel } from './components/bank-transfer-panel';
import { CardFields } from './components/card-fields';
import { ContactFields, type TContactFormValues } from './components/contact-fields';
import { LeaveGuard } from './components/leave-guard';
import { MethodSelector } from './components/method-selector';
import { OfflineBanner } from './components/offline-banner';
import { PayLaterPanel } from './components/pay-later-panel';
import { PaymentProgress } from './components/payment-progress';
import { PromptPayPanel } from './components/promptpay-panel';
import { ThreeDSecureDialog } from './components/three-d-secure-dialog';
import {
  clearPaymentState,
  loadPaymentState,
  savePaymentState,
  type TPaymentMethod,
  type TSavedPaymentState,
} from './payment-state';
import { validateSlip } from './slip';
import { PAYMENT_TEXTS } from './texts';
import { loadStripeJs, type TStripeCard } from './stripe/stripe-card-element';
import { useOnlineStatus } from './use-online-status';

const M = PAYMENT_TEXTS.messages;

type TPhase = 'form' | 'processing' | 'authenticating' | 'awaiting_promptpay' | 'error' | 'completed';
const BUSY_PHASES: readonly TPhase[] = ['processing', 'authenticating', 'awaiting_promptpay'];
const REFERENCE_POLLS = 15;

/**
 * A card payment for something other than a session held before the form opens: Pay Now on a
 * pending booking, or the review page, which creates its session only when the traveller pays.
 * Only the card is offered; the page says what is paid and where to go afterwards.
 */
export type TCardPaymentTarget = {
  /** Keys the form's saved state. */
  stateKey: string;
  amount: number;
  currency: string;
  /** Called when the traveller pays: creates (or reuses) the payment intent. */
  createIntent: (customerInfo: TContactInfo) => Promise<TPaymentIntentResponse>;
  /** Called once the card payment is verified; the toast has been shown. */
  onPaid: (paid: { paymentIntentId: string; bookingId: string | null; bookingReference: string }) => void;
};

/**
 * Pay this booking: Pay Now on an unpaid booking (a reservation, or a booking-form booking) by card,
 * bank transfer or PromptPay. The server lets its account, the guest browser that made it, or the
 * holder of a private manage link (`manageToken`, the manage-booking page) pay it.
 */
export type TBookingPaymentTarget = {
  bookingId: string;
  manageToken?: string | null;
  amount: number;
  currency: string;
  /** Called once the payment is verified (or, a bank transfer, submitted); the toast has been shown. */
  onPaid: (paid: {
    bookingId: string;
    bookingReference: string;
    method: TPaymentMethod;
    paymentIntentId: string | null;
  }) => void;
};

const SESSION_METHODS: readonly TPaymentMethod[] = ['card', 'bank_transfer', 'promptpay'];
const BOOKING_METHODS: readonly TPaymentMethod[] = ['card', 'bank_transfer', 'promptpay'];

type TPaymentFormProps = {
  /** The held session being paid; not needed with `target` or `booking`. */
  session?: TBookingSessionView;
  target?: TCardPaymentTarget;
  booking?: TBookingPaymentTarget;
  /** True while a payment is in flight: the page holds back its expiry screen until it has an answer. */
  onBusyChange: (busy: boolean) => void;
  /** The server said the session is over. */
  onSessionExpired: () => void;
};

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

function PaymentFormSkeleton() {
  return (
    <div
      className="grid gap-4 rounded-2xl border bg-card p-6 shadow-sm"
      role="status"
      aria-label="Loading payment options"
    >
      <Skeleton className="h-6 w-40" />
      <div className="grid gap-3 sm:grid-cols-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
      <Skeleton className="h-40" />
      <Skeleton className="h-12" />
    </div>
  );
}

/** The payment form: method cards, contact info, the method's panel, progress, errors and retry. */
export function PaymentForm(props: TPaymentFormProps) {
  const options = usePaymentOptions();
  if (options.isPending) return <PaymentFormSkeleton />;
  if (options.isError) {
    return (
      <Alert variant="destructive" title={PAYMENT_TEXTS.loadFailed}>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void options.refetch()}>
          {PAYMENT_TEXTS.retry}
        </Button>
      </Alert>
    );
  }
  return <PaymentFormView {...props} options={options.data} />;
}

function PaymentFormView({
  session,
  target,
  booking,
  onBusyChange,
  onSessionExpired,
  options,
}: TPaymentFormProps & { options: TPaymentOptions }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const online = useOnlineStatus();
  const sessionId = target?.stateKey ?? (booking ? `booking_${booking.bookingId}` : (session?.id ?? ''));
  const fixedPayee = target ?? booking;
  const total = fixedPayee
    ? formatMoney(fixedPayee.amount, fixedPayee.currency)
    : formatMoney(session?.pricing.total ?? 0, session?.pricing.currency);
  const manageToken = booking?.manageToken ?? undefined;
  // Reserve now, pay later: offered for a departure more than 14 days away; the server decides again.
  const [payLaterUntil] = useState<string | null>(() =>
    session && !fixedPayee && isPayLaterOffered(session.date.startDate, new Date())
      ? payLaterDeadline(new Date(), session.date.startDate).toISOString()
      : null,
  );
  const methods = booking
    ? BOOKING_METHODS
    : payLaterUntil
      ? ([...SESSION_METHODS, 'pay_later'] as const)
      : SESSION_METHODS;

  // A target's intent is made afresh by the page, so there is no earlier attempt to restore.
  const [restored] = useState<TSavedPaymentState | null>(() => (fixedPayee ? null : loadPaymentState(sessionId)));
  const wasBusy = restored !== null && BUSY_PHASES.includes(restored.phase);
  const [method, setMethod] = useState<TPaymentMethod>(() =>
    restored && methods.includes(restored.method) ? restored.method : 'card',
  );
  const [phase, setPhase] = useState<TPhase>('form');
  const [progress, setProgress] = useState(0);
  const [attempts, setAttempts] = useState(restored?.attempts ?? 0);
  const [error, setError] = useState<string | null>(null);
  const [refunded, setRefunded] = useState(false);
  const [notice, setNotice] = useState<'restored' | 'was-processing' | null>(
    restored ? (wasBusy ? 'was-processing' : 'restored') : null,
  );
  const [entryMode, setEntryMode] = useState<TCardEntryMode>(restored?.entryMode ?? 'secure');
  const [card, setCard] = useState<TCardValues>(EMPTY_CARD);
  const [stripeCard, setStripeCard] = useState<TStripeCard | null>(null);
  const [cardErrors, setCardErrors] = useState<TCardErrors>({});
  const [slip, setSlip] = useState<File | null>(null);
  const [slipError, setSlipError] = useState<string | null>(null);
  const [intent, setIntent] = useState<TPaymentIntentResponse | null>(null);
  const [authBusy, setAuthBusy] = useState(false);
  const [simulating, setSimulating] = useState(false);
  const busyRef = useRef(false);
  const finishingRef = useRef(false);
  const recoveredRef = useRef(false);
  const awaitingSinceRef = useRef(0);
  const methodRef = useRef(method);
  methodRef.current = method;

  const resolver: Resolver<TContactFormValues, unknown, TContactInfo> = (values, context, resolverOptions) =>
    (methodRef.current === 'card' ? zodResolver(ZCardContactInfo) : zodResolver(ZContactInfo))(
      values,
      context,
      resolverOptions as never,
    ) as never;
  const form = useForm<TContactFormValues, unknown, TContactInfo>({
    resolver,
    defaultValues: restored?.contact ?? { fullName: '', email: user?.email ?? '', phone: '', cardholderName: '' },
  });

  // A traveller who signs in on the checkout gets the account's e-mail, unless they typed one already.
  useEffect(() => {
    if (user?.email && !form.getValues('email'))
      form.setValue('email', user.email, { shouldValidate: form.formState.isSubmitted });
  }, [user?.email, form]);

  const busy = BUSY_PHASES.includes(phase);
  const inFlight = phase === 'processing' || phase === 'authenticating';
  useEffect(() => {
    busyRef.current = busy;
  }, [busy]);
  useEffect(() => {
    onBusyChange(inFlight);
  }, [inFlight, onBusyChange]);
  useEffect(() => () => onBusyChange(false), [onBusyChange]);

  // The payment state survives a reload for 5 minutes (never card numbers or slips).
  const contact = form.watch();
  useEffect(() => {
    if (phase === 'completed' || fixedPayee) return;
    savePaymentState(sessionId, {
      method,
      phase,
      attempts,
      paymentIntentId: intent?.paymentIntentId ?? null,
      entryMode,
      contact: {
        fullName: contact.fullName,
        email: contact.email,
        phone: contact.phone,
        cardholderName: contact.cardholderName,
      },
    });
  }, [
    fixedPayee,
    sessionId,
    method,
    phase,
    attempts,
    intent?.paymentIntentId,
    entryMode,
    contact.fullName,
    contact.email,
    contact.phone,
    contact.cardholderName,
  ]);

  const begin = () => {
    setError(null);
    setRefunded(false);
    setNotice(null);
    setPhase('processing');
    setProgress(10);
    setAttempts((count) => count + 1);
    busyRef.current = true;
  };

  const fail = useCallback((message: string) => {
    busyRef.current = false;
    setPhase('error');
    setError(message);
    setProgress(0);
  }, []);

  /** The payment went through but books nothing, as the session was already paid: it is refunded. */
  const failRefunded = useCallback(
    (message: string) => {
      setRefunded(true);
      fail(message);
    },
    [fail],
  );

  const explain = useCallback(
    (cause: unknown): string => {
      if (!navigator.onLine) return M.offline;
      if (isApiError(cause, 'NETWORK_ERROR')) return M.network;
      if (isApiError(cause, 'BOOKING_SESSION_EXPIRED')) {
        onSessionExpired();
        return PAYMENT_TEXTS.sessionExpired;
      }
      return getErrorMessage(cause, M.processingFailed);
    },
    [onSessionExpired],
  );

  /** Leaves for the confirmation once the server has booked the seats. */
  const complete = useCallback(
    (to: string, record: { reference: string; paymentIntentId: string | null }, state?: Record<string, string>) => {
      if (!session) return;
      setProgress(90);
      saveBookingRecord({ ...record, sessionId, timestamp: Date.now(), session: { ...session, status: 'completed' } });
      clearPaymentState(sessionId);
      setProgress(100);
      setPhase('completed');
      busyRef.current = false;
      onBusyChange(false);
      void navigate(to, state ? { state } : undefined);
      void queryClient.invalidateQueries({ queryKey: bookingSessionQueryKey(sessionId) });
    },
    [navigate, onBusyChange, queryClient, session, sessionId],
  );

  /** Paying a target (not a session): nothing to navigate to, the page says what comes next. */
  const finishTarget = () => {
    setProgress(100);
    setPhase('completed');
    busyRef.current = false;
    onBusyChange(false);
  };

  /** A verified payment whose booking the server may still be writing: wait for its reference. */
  const referenceOf = async (paid: TPaymentIntentResponse, result: TConfirmPaymentResponse): Promise<string | null> => {
    let current = result;
    for (let poll = 0; !current.bookingReference && poll < REFERENCE_POLLS; poll += 1) {
      await wait(1000);
      current = await getPaymentStatus(paid.paymentIntentId, paid.clientSecret, undefined, manageToken);
    }
    return current.bookingReference;
  };

  const finishCard = async (paid: TPaymentIntentResponse, result: TConfirmPaymentResponse) => {
    if (result.error?.code === NEEDS_REFUND_CODE) return failRefunded(result.error.message);
    if (finishingRef.current) return;
    finishingRef.current = true;
    setProgress(75);
    const reference = await referenceOf(paid, result);
    if (!reference) {
      finishingRef.current = false;
      fail(M.processingFailed);
      return;
    }
    toast.success(M.success);
    if (target || booking) {
      finishTarget();
      target?.onPaid({
        paymentIntentId: paid.paymentIntentId,
        bookingId: result.bookingId,
        bookingReference: reference,
      });
      booking?.onPaid({
        bookingId: booking.bookingId,
        bookingReference: reference,
        method: 'card',
        paymentIntentId: paid.paymentIntentId,
      });
      return;
    }
    complete(
      '/booking-success',
      { reference, paymentIntentId: paid.paymentIntentId },
      { paymentIntentId: paid.paymentIntentId, sessionId },
    );
  };

  /** Stripe: whatever Stripe.js reports, the server's check of the PaymentIntent decides (DESIGN decision 3). */
  const verifyAtServer = async (
    paid: TPaymentIntentResponse,
    stripeError?: { code?: string; decline_code?: string; message?: string },
  ) => {
    const verified = await getPaymentStatus(paid.paymentIntentId, paid.clientSecret, undefined, manageToken);
    if (!stripeError || verified.status === 'succeeded' || verified.error) return verified;
    const code = providerErrorCode(stripeError);
    return {
      ...verified,
      status: 'failed' as const,
      error: { code, message: cardErrorMessage(code, stripeError.message) },
    };
  };

  const handleCardResult = async (paid: TPaymentIntentResponse, result: TConfirmPaymentResponse): Promise<void> => {
    if (result.status === 'succeeded') return finishCard(paid, result);
    if (result.status === 'requires_action' && options.publishableKey && !paid.testMode) {
      // Manual Entry with Stripe: the bank's 3-D Secure step runs in Stripe.js, then the server checks.
      setProgress(75);
      const stripe = await loadStripeJs(options.publishableKey);
      if (!stripe) return fail(PAYMENT_TEXTS.card.stripeUnavailable);
      // The intent was confirmed on the server (automatic confirmation), so Stripe.js finishes it.
      const authenticated = await stripe.handleNextAction({ clientSecret: paid.clientSecret });
      return handleCardResult(paid, await verifyAtServer(paid, authenticated.error));
    }
    if (result.status === 'requires_action') {
      setProgress(75);
      setPhase('authenticating');
      return;
    }
    if (result.error) return fail(cardErrorMessage(result.error.code, result.error.message));
    if (result.status === 'requires_payment_method') {
      busyRef.current = false;
      setPhase('form');
      setProgress(0);
      return;
    }
    return fail(M.genericFailure);
  };

  const payByCard = async (customerInfo: TContactInfo) => {
    begin();
    try {
      const created = target
        ? await target.createIntent(customerInfo)
        : await createPaymentIntent({ ...payee(), paymentMethodType: 'card', customerInfo });
      setIntent(created);
      setProgress(50);
      if (entryMode === 'secure' && !created.testMode) {
        if (!stripeCard) return fail(PAYMENT_TEXTS.card.stripeUnavailable);
        const confirmed = await stripeCard.confirm(created.clientSecret, {
          name: customerInfo.cardholderName || customerInfo.fullName,
          email: customerInfo.email,
          phone: customerInfo.phone,
        });
        await handleCardResult(created, await verifyAtServer(created, confirmed.error));
        return;
      }
      const result = await confirmCard({
        paymentIntentId: created.paymentIntentId,
        clientSecret: created.clientSecret,
        card: cardForServer(card),
        manageToken,
      });
      await handleCardResult(created, result);
    } catch (cause) {
      fail(explain(cause));
    }
  };

  const authenticate = async (approve: boolean) => {
    if (!intent) return;
    setAuthBusy(true);
    try {
      const result = await authenticateTestPayment({
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
        approve,
        manageToken,
      });
      setPhase('processing');
      await handleCardResult(intent, result);
    } catch (cause) {
      fail(explain(cause));
    } finally {
      setAuthBusy(false);
    }
  };

  /** Who is paid: the held session, or (Pay Now) the booking with the manage link's token if any. */
  const payee = () =>
    booking ? { bookingId: booking.bookingId, manageToken: booking.manageToken ?? null } : { sessionId };

  const payByBankTransfer = async (customerInfo: TContactInfo, paymentSlip: File) => {
    begin();
    try {
      setProgress(25);
      const booked = await submitBankTransfer({ ...payee(), customerInfo, paymentSlip });
      setProgress(50);
      setProgress(75);
      toast.success(M.bankTransferBooked);
      if (booking) {
        finishTarget();
        booking.onPaid({
          bookingId: booked.bookingId,
          bookingReference: booked.bookingReference,
          method: 'bank_transfer',
          paymentIntentId: null,
        });
        return;
      }
      complete(`/booking-confirmation?session_id=${encodeURIComponent(sessionId)}&payment_method=bank_transfer`, {
        reference: booked.bookingReference,
        paymentIntentId: null,
      });
    } catch (cause) {
      const message = explain(cause);
      const slipMessage = isApiError(cause) ? cause.fields?.paymentSlip : undefined;
      if (slipMessage) setSlipError(slipMessage);
      fail(message);
      toast.error(M.bankTransferFailed, { description: message });
    }
  };

  const showPromptPay = (created: TPaymentIntentResponse) => {
    if (!created.promptpay) throw new Error('no PromptPay details');
    setIntent(created);
    awaitingSinceRef.current = Date.now();
    setProgress(50);
    setPhase('awaiting_promptpay');
  };

  const reserve = async (customerInfo: TContactInfo) => {
    begin();
    try {
      setProgress(50);
      const reserved = await reservePayLater({ sessionId, customerInfo });
      toast.success(M.reserved(formatDeadlineForBrowser(reserved.paymentDeadline)));
      complete(`/booking-confirmation?session_id=${encodeURIComponent(sessionId)}&payment_method=pay_later`, {
        reference: reserved.bookingReference,
        paymentIntentId: null,
      });
    } catch (cause) {
      const message = explain(cause);
      fail(message);
      toast.error(M.reserveFailed, { description: message });
    }
  };

  const startPromptPay = async (customerInfo: TContactInfo) => {
    begin();
    try {
      const created = await createPaymentIntent({ ...payee(), paymentMethodType: 'promptpay', customerInfo });
      setProgress(25);
      showPromptPay(created);
    } catch (cause) {
      fail(explain(cause));
    }
  };

  const finishPromptPay = useCallback(
    (paid: TPaymentIntentResponse, result: TConfirmPaymentResponse) => {
      if (result.error?.code === NEEDS_REFUND_CODE) return failRefunded(result.error.message);
      if (finishingRef.current || !result.bookingReference) return;
      finishingRef.current = true;
      toast.success(M.success);
      if (booking) {
        busyRef.current = false;
        setProgress(100);
        setPhase('completed');
        onBusyChange(false);
        booking.onPaid({
          bookingId: booking.bookingId,
          bookingReference: result.bookingReference,
          method: 'promptpay',
          paymentIntentId: paid.paymentIntentId,
        });
        return;
      }
      complete(`/booking-confirmation?session_id=${encodeURIComponent(sessionId)}&payment_method=promptpay`, {
        reference: result.bookingReference,
        paymentIntentId: paid.paymentIntentId,
      });
    },
    [booking, complete, failRefunded, onBusyChange, sessionId],
  );

  // PromptPay: the server is asked every 2 s whether the bank has paid.
  const awaiting = phase === 'awaiting_promptpay' && intent?.promptpay != null;
  const status = useQuery({
    queryKey: ['payments', intent?.paymentIntentId ?? 'none', 'status'],
    queryFn:
      awaiting && intent
        ? ({ signal }) => getPaymentStatus(intent.paymentIntentId, intent.clientSecret, signal, manageToken)
        : skipToken,
    refetchInterval: 2000,
    refetchIntervalInBackground: true,
    gcTime: 0,
    retry: false,
  });
  useEffect(() => {
    if (!awaiting || !intent || !status.data || status.dataUpdatedAt < awaitingSinceRef.current) return;
    if (status.data.status === 'succeeded') finishPromptPay(intent, status.data);
    else if (status.data.status === 'failed')
      fail(cardErrorMessage(status.data.error?.code, status.data.error?.message));
  }, [awaiting, intent, status.data, status.dataUpdatedAt, finishPromptPay, fail]);

  const simulate = async () => {
    if (!intent) return;
    setSimulating(true);
    try {
      const result = await completeTestPromptPay({
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
        manageToken,
      });
      if (result.status === 'succeeded') finishPromptPay(intent, result);
    } catch (cause) {
      toast.error(explain(cause));
    } finally {
      setSimulating(false);
    }
  };

  // A payment that was processing when the page closed: ask the server how it ended before paying again.
  // An effect event: it reads this render's values but is not an effect of them; it runs once, on load.
  const recoverInterruptedPayment = useEffectEvent(async () => {
    if (!restored || !wasBusy || recoveredRef.current) return;
    recoveredRef.current = true;
    try {
      if (restored.method === 'bank_transfer' || restored.method === 'pay_later') {
        // Not found means the transfer never reached the server; anything else is reported below.
        const booking = await getBookingBySession(sessionId).catch((error: unknown) => {
          if (isApiError(error, 'NOT_FOUND')) return null;
          throw error;
        });
        if (booking) {
          complete(
            `/booking-confirmation?session_id=${encodeURIComponent(sessionId)}&payment_method=${restored.method}`,
            {
              reference: booking.reference,
              paymentIntentId: null,
            },
          );
        }
        return;
      }
      const schema = restored.method === 'card' ? ZCardContactInfo : ZContactInfo;
      const customerInfo = schema.safeParse(restored.contact);
      if (!customerInfo.success) return;
      setPhase('processing');
      setProgress(25);
      busyRef.current = true;
      const created = await createPaymentIntent({
        sessionId,
        paymentMethodType: restored.method,
        customerInfo: customerInfo.data,
      });
      setIntent(created);
      const result = await getPaymentStatus(created.paymentIntentId, created.clientSecret);
      if (restored.method === 'promptpay') {
        if (result.status === 'succeeded' && result.bookingReference) finishPromptPay(created, result);
        else showPromptPay(created);
        return;
      }
      await handleCardResult(created, result);
    } catch (cause) {
      fail(explain(cause));
    }
  });
  // Runs once, for the state found on load (recoveredRef keeps StrictMode's second run from asking twice).
  useEffect(() => {
    void recoverInterruptedPayment();
  }, []);

  const chooseMethod = (next: TPaymentMethod) => {
    if (next === method) return;
    setMethod(next);
    setError(null);
    setCardErrors({});
    form.clearErrors();
    if (phase === 'error' || phase === 'awaiting_promptpay') {
      setPhase('form');
      setProgress(0);
      busyRef.current = false;
    }
  };

  const checkMethodFields = (): File | true | null => {
    if (method === 'card') {
      const errors =
        entryMode === 'secure' && options.publishableKey
          ? stripeCard?.complete
            ? {}
            : { card: PAYMENT_MESSAGES.cardIncomplete }
          : validateCard(card, entryMode, new Date());
      setCardErrors(errors);
      return Object.keys(errors).length === 0 ? true : null;
    }
    if (method === 'bank_transfer') {
      const message = validateSlip(slip);
      setSlipError(message);
      return message ? null : slip;
    }
    return true;
  };

  const onSubmit = form.handleSubmit(
    async (customerInfo) => {
      const methodFields = checkMethodFields();
      if (!methodFields) return;
      if (!online) {
        toast.error(M.offline);
        return;
      }
      if (method === 'card') await payByCard(customerInfo);
      else if (method === 'bank_transfer' && methodFields instanceof File)
        await payByBankTransfer(customerInfo, methodFields);
      else if (method === 'promptpay') await startPromptPay(customerInfo);
      else if (method === 'pay_later') await reserve(customerInfo);
    },
    () => {
      checkMethodFields();
    },
  );

  const tryAgain = () => {
    setPhase('form');
    setError(null);
    setProgress(0);
    finishingRef.current = false;
    window.requestAnimationFrame(() => {
      const target = document.querySelector<HTMLElement>(
        method === 'card' ? '[autocomplete="cc-number"]' : '[data-testid="payment-submit"]',
      );
      target?.focus();
    });
  };

  const locked = busy || phase === 'completed';

  return (
    <section
      aria-labelledby="payment-title"
      className="grid gap-6 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
      data-testid="payment-form"
    >
      <LeaveGuard shouldBlock={() => busyRef.current} active={busy} />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="payment-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
            <Lock className="size-4.5 text-primary" aria-hidden />
            {PAYMENT_TEXTS.title}
          </h2>
          <p className="text-sm text-muted-foreground">{PAYMENT_TEXTS.subtitle}</p>
        </div>
        {options.testMode ? (
          <Badge
            variant="warning"
            className="px-3 py-1 text-xs font-semibold"
            data-testid="test-mode-badge"
            title={PAYMENT_TEXTS.testModeHint}
          >
            <FlaskConical aria-hidden />
            {PAYMENT_TEXTS.testMode}
          </Badge>
        ) : null}
      </header>

      {!online ? <OfflineBanner /> : null}
      {notice === 'restored' ? (
        <Alert title={PAYMENT_TEXTS.restored.title} data-testid="payment-restored">
          {PAYMENT_TEXTS.restored.body}
        </Alert>
      ) : null}
      {notice === 'was-processing' ? (
        <Alert
          variant="destructive"
          title={PAYMENT_TEXTS.restored.processingTitle}
          data-testid="payment-restored-processing"
        >
          {PAYMENT_TEXTS.restored.processingBody}
        </Alert>
      ) : null}

      <form noValidate onSubmit={onSubmit} className="grid min-w-0 grid-cols-1 gap-7" aria-label={PAYMENT_TEXTS.title}>
        {target ? null : (
          <MethodSelector
            methods={methods}
            value={method}
            onChange={chooseMethod}
            disabled={inFlight || phase === 'completed'}
          />
        )}
        <ContactFields
          form={form}
          showCardholder={method === 'card'}
          emailPrefilled={Boolean(user?.email && contact.email === user.email)}
          disabled={locked}
        />

        {method === 'card' ? (
          <CardFields
            mode={entryMode}
            onModeChange={(mode) => {
              setEntryMode(mode);
              setCardErrors({});
            }}
            card={card}
            onChange={(next) => {
              setCard(next);
              if (Object.keys(cardErrors).length > 0) setCardErrors({});
            }}
            errors={cardErrors}
            disabled={locked}
            testMode={options.testMode}
            stripePublishableKey={options.publishableKey}
            onStripeCard={setStripeCard}
          />
        ) : null}
        {method === 'bank_transfer' ? (
          <BankTransferPanel
            bankDetails={options.bankDetails}
            amount={total}
            slip={slip}
            onSlipChange={(file) => {
              setSlip(file);
              setSlipError(file ? validateSlip(file) : null);
            }}
            slipError={slipError}
            disabled={locked}
          />
        ) : null}
        {method === 'promptpay' ? (
          <PromptPayPanel
            details={phase === 'awaiting_promptpay' ? (intent?.promptpay ?? null) : null}
            testMode={options.testMode}
            onSimulate={() => void simulate()}
            simulating={simulating}
          />
        ) : null}

        {method === 'pay_later' && payLaterUntil ? <PayLaterPanel deadline={payLaterUntil} /> : null}

        {progress > 0 && phase !== 'awaiting_promptpay' ? <PaymentProgress value={progress} /> : null}

        {phase === 'error' && error && refunded ? (
          <Alert title={PAYMENT_TEXTS.refund.title} data-testid="payment-refund">
            <p data-testid="payment-error-message">{error}</p>
            {fixedPayee ? null : (
              <Button asChild variant="outline" size="sm" className="mt-3">
                <Link to={`/booking-confirmation?session_id=${encodeURIComponent(sessionId)}`}>
                  {PAYMENT_TEXTS.refund.viewBooking}
                </Link>
              </Button>
            )}
          </Alert>
        ) : phase === 'error' && error ? (
          <div
            className="grid gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-4"
            role="alert"
            data-testid="payment-error"
          >
            <div className="grid gap-1">
              <p className="font-semibold text-destructive">
                {method === 'bank_transfer' ? PAYMENT_TEXTS.error.bankTitle : PAYMENT_TEXTS.error.title}
              </p>
              <p className="text-sm text-foreground" data-testid="payment-error-message">
                {error}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <Button type="button" variant="destructive" onClick={tryAgain}>
                <RotateCcw className="size-4" aria-hidden />
                {PAYMENT_TEXTS.error.tryAgain}
              </Button>
              <span className="text-sm text-muted-foreground" data-testid="payment-attempts">
                {PAYMENT_TEXTS.error.attempts(attempts)}
              </span>
            </div>
          </div>
        ) : null}

        {phase !== 'error' && phase !== 'awaiting_promptpay' ? (
          <div className="grid gap-3">
            <Button
              type="submit"
              size="lg"
              className="h-13 w-full text-base"
              disabled={locked || !online}
              data-testid="payment-submit"
            >
              {phase === 'processing' || phase === 'completed' ? (
                <>
                  <Spinner className="size-5" decorative />
                  {method === 'pay_later' ? PAYMENT_TEXTS.submit.reserving : PAYMENT_TEXTS.submit.processing}
                </>
              ) : phase === 'authenticating' ? (
                <>
                  <Spinner className="size-5" decorative />
                  {PAYMENT_TEXTS.submit.authenticating}
                </>
              ) : (
                <>
                  <ShieldCheck className="size-5" aria-hidden />
                  {method === 'card' ? PAYMENT_TEXTS.submit.card(total) : PAYMENT_TEXTS.submit[method]}
                </>
              )}
            </Button>
            <p className="text-center text-xs text-muted-foreground">
              {method === 'pay_later' ? PAYMENT_TEXTS.submit.reserveTerms : PAYMENT_TEXTS.submit.terms}{' '}
              <Link to="/terms" className="font-medium text-primary underline-offset-4 hover:underline">
                {PAYMENT_TEXTS.submit.termsLink}
              </Link>
              .
            </p>
          </div>
        ) : null}
      </form>

      <ThreeDSecureDialog
        open={phase === 'authenticating'}
        amount={total}
        busy={authBusy}
        testMode={options.testMode}
        onResult={(approve) => void authenticate(approve)}
      />
    </section>
  );
}
