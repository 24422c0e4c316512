import { showsProgress, showsSubmit } from '../payment-form-state';
import { useTexts } from '../../../lib/i18n/texts';
import { PAYMENT_TEXTS } from '../texts';
import type { TPaymentFormPage } from '../use-payment-form';
import { BankTransferPanel } from './bank-transfer-panel';
import { CardFields } from './card-fields';
import { ContactFields } from './contact-fields';
import { LeaveGuard } from './leave-guard';
import { MethodSelector } from './method-selector';
import { PayLaterPanel } from './pay-later-panel';
import { PaymentFailure } from './payment-failure';
import { PaymentHeader } from './payment-header';
import { PaymentProgress } from './payment-progress';
import { PaymentSubmit } from './payment-submit';
import { PromptPayPanel } from './promptpay-panel';
import { ThreeDSecureDialog } from './three-d-secure-dialog';

/** The payment form: method cards, contact info, the method's panel, progress, errors and retry. */
export function PaymentFormView({ page }: { page: TPaymentFormPage }) {
  const T = useTexts(PAYMENT_TEXTS);
  const { state, form, options, total, locked, actions } = page;
  const { method, phase } = state;
  return (
    <section
      aria-labelledby="payment-title"
      className="grid gap-6 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
      data-testid="payment-form"
    >
      <LeaveGuard shouldBlock={page.shouldBlockLeaving} active={page.busy} />
      <PaymentHeader testMode={options.testMode} online={page.online} notice={state.notice} />

      <form noValidate onSubmit={actions.submit} className="grid min-w-0 grid-cols-1 gap-7" aria-label={T.title}>
        {page.choosesMethod ? (
          <MethodSelector
            methods={page.methods}
            value={method}
            onChange={actions.chooseMethod}
            disabled={phase === 'processing' || phase === 'authenticating' || phase === 'completed'}
          />
        ) : null}
        <ContactFields
          form={form}
          showCardholder={method === 'card'}
          emailPrefilled={page.emailPrefilled}
          disabled={locked}
        />

        {method === 'card' ? (
          <CardFields
            mode={state.entryMode}
            onModeChange={actions.chooseEntryMode}
            card={state.card}
            onChange={actions.typeCard}
            errors={state.cardErrors}
            disabled={locked}
            testMode={options.testMode}
            stripePublishableKey={options.publishableKey}
            onStripeCard={actions.onStripeCard}
          />
        ) : null}
        {method === 'bank_transfer' ? (
          <BankTransferPanel
            bankDetails={options.bankDetails}
            amount={total}
            slip={state.slip}
            onSlipChange={actions.chooseSlip}
            slipError={state.slipError}
            disabled={locked}
          />
        ) : null}
        {method === 'promptpay' ? (
          <PromptPayPanel
            details={phase === 'awaiting_promptpay' ? (state.intent?.promptpay ?? null) : null}
            testMode={options.testMode}
            onSimulate={actions.simulatePromptPay}
            simulating={state.simulating}
          />
        ) : null}
        {method === 'pay_later' && page.payLaterUntil ? <PayLaterPanel deadline={page.payLaterUntil} /> : null}

        {showsProgress(state) ? <PaymentProgress value={state.progress} /> : null}
        <PaymentFailure
          state={state}
          confirmationOfSession={page.confirmationOfSession}
          onTryAgain={actions.tryAgain}
        />
        {showsSubmit(state) ? <PaymentSubmit state={state} total={total} disabled={locked || !page.online} /> : null}
      </form>

      <ThreeDSecureDialog
        open={phase === 'authenticating'}
        amount={total}
        busy={state.authenticating}
        testMode={options.testMode}
        onResult={actions.authenticate}
      />
    </section>
  );
}
