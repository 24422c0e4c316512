import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type TContactInfo, type TPaymentOptions, ZCardContactInfo, ZContactInfo } from '@tour/shared';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { useSession } from '../auth/api/get-session';
import type { TCardEntryMode, TCardValues } from './card-input';
import type { TContactFormValues } from './components/contact-fields';
import { checkMethodFields, methodFieldsValid } from './method-fields';
import { isBusy, isInFlight, isLocked, savedStateOf } from './payment-form-state';
import { savePaymentState, type TPaymentMethod, type TSavedPaymentState } from './payment-state';
import type { TPaymentFormProps } from './payment-targets';
import { PAYMENT_TEXTS } from './texts';
import { useBankTransferPayment } from './use-bank-transfer-payment';
import { useCardPayment } from './use-card-payment';
import { useOnlineStatus } from './use-online-status';
import { usePayLater } from './use-pay-later';
import { usePaymentFlow } from './use-payment-flow';
import { usePaymentRecovery } from './use-payment-recovery';
import { usePromptPayPayment } from './use-promptpay-payment';

/** The contact fields a card payment asks for (with the cardholder's name), or the other methods. */
function contactResolver(methodOf: () => TPaymentMethod): Resolver<TContactFormValues, unknown, TContactInfo> {
  return (values, context, options) =>
    (methodOf() === 'card' ? zodResolver(ZCardContactInfo) : zodResolver(ZContactInfo))(
      values,
      context,
      options as never,
    ) as never;
}

/**
 * The payment form once its options are loaded: the contact form (react-hook-form), the form's machine
 * (paymentFormReducer), one mutation per payment method, the recovery of an interrupted payment, and what
 * survives a reload for 5 minutes (never card numbers or slips).
 */
export function usePaymentForm(props: TPaymentFormProps, options: TPaymentOptions) {
  const texts = useTexts(PAYMENT_TEXTS);
  const flow = usePaymentFlow(props, options);
  const { state, dispatch, current, finishing, restored, fixedPayee, sessionId, onBusyChange } = flow;
  const { user } = useSession();
  const online = useOnlineStatus();

  const form = useForm<TContactFormValues, unknown, TContactInfo>({
    resolver: contactResolver(() => current.current.method),
    defaultValues: restored?.contact ?? { fullName: '', email: user?.email ?? '', phone: '', cardholderName: '' },
  });

  // A traveller who signs in on the checkout gets the account's e-mail, unless they typed one already.
  useEffect(() => {
    if (user?.email && !form.getValues('email'))
      form.setValue('email', user.email, { shouldValidate: form.formState.isSubmitted });
  }, [user?.email, form]);

  const inFlight = isInFlight(state);
  useEffect(() => {
    onBusyChange(inFlight);
  }, [inFlight, onBusyChange]);
  useEffect(() => () => onBusyChange(false), [onBusyChange]);

  // Saved whenever what a reload would restore changes (compared as JSON: it is a handful of strings).
  const contact = form.watch();
  const saved = fixedPayee ? null : savedStateOf(state, contact);
  const savedJson = saved ? JSON.stringify(saved) : null;
  useEffect(() => {
    if (savedJson) savePaymentState(sessionId, JSON.parse(savedJson) as Omit<TSavedPaymentState, 'savedAt'>);
  }, [savedJson, sessionId]);

  const card = useCardPayment(flow);
  const promptPay = usePromptPayPayment(flow);
  const bankTransfer = useBankTransferPayment(flow);
  const payLater = usePayLater(flow);
  usePaymentRecovery(flow, { handleCardResult: card.handleResult, promptPay });

  const checkFields = () => {
    const check = checkMethodFields(current.current, { stripeComplete: card.stripeComplete(), now: new Date() });
    dispatch({ type: 'methodFieldsChecked', check });
    return methodFieldsValid(check);
  };

  const submit = form.handleSubmit(
    (customerInfo) => {
      if (!checkFields()) return;
      if (!online) {
        toast.error(texts.messages.offline);
        return;
      }
      const { method, slip } = current.current;
      if (method === 'card') card.pay(customerInfo);
      else if (method === 'bank_transfer' && slip) bankTransfer.submit(customerInfo, slip);
      else if (method === 'promptpay') promptPay.start(customerInfo);
      else if (method === 'pay_later') payLater.reserve(customerInfo);
    },
    () => {
      checkFields();
    },
  );

  const chooseMethod = (method: TPaymentMethod) => {
    if (method === state.method) return;
    dispatch({ type: 'methodChosen', method });
    form.clearErrors();
  };

  const tryAgain = () => {
    dispatch({ type: 'retried' });
    finishing.current = false;
    window.requestAnimationFrame(() => {
      const target = document.querySelector<HTMLElement>(
        current.current.method === 'card' ? '[autocomplete="cc-number"]' : '[data-testid="payment-submit"]',
      );
      target?.focus();
    });
  };

  return {
    state,
    form,
    options,
    methods: flow.methods,
    total: flow.total,
    payLaterUntil: flow.payLaterUntil,
    /** Only the card is offered for a target: no method cards. */
    choosesMethod: !flow.target,
    /** The refund notice links to the booking of a held session. */
    confirmationOfSession: fixedPayee ? null : sessionId,
    online,
    emailPrefilled: Boolean(user?.email && contact.email === user.email),
    busy: isBusy(state),
    locked: isLocked(state),
    /** Re-read at each navigation, so that the success redirect is never held back. */
    shouldBlockLeaving: () => isBusy(current.current),
    actions: {
      submit,
      chooseMethod,
      chooseEntryMode: (mode: TCardEntryMode) => dispatch({ type: 'entryModeChosen', mode }),
      typeCard: (typed: TCardValues) => dispatch({ type: 'cardTyped', card: typed }),
      chooseSlip: (slip: File | null) => dispatch({ type: 'slipChosen', slip }),
      onStripeCard: card.onStripeCard,
      authenticate: (approve: boolean) => void card.authenticate(approve),
      simulatePromptPay: () => void promptPay.simulate(),
      tryAgain,
    },
  };
}

export type TPaymentFormPage = ReturnType<typeof usePaymentForm>;
