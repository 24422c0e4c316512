import type { ReactNode } from 'react';
import type { TAdminBookingDetail } from '@tour/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { cancelRequestOf, refundRequestOf, type TProblems } from '../admin-booking-state';
import { ADMIN_BOOKINGS_TEXTS } from '../texts';
import { refundSourceOf, type TAdminBookingPageModel } from '../use-admin-booking-page';

type TDialogProps = { booking: TAdminBookingDetail; page: TAdminBookingPageModel };

/** Resend and status change: each asks once, then goes. */
export function ConfirmChangeDialogs({ booking, page }: TDialogProps) {
  const texts = useTexts(ADMIN_BOOKINGS_TEXTS);
  const D = texts.detail;
  const dialog = page.state.dialog;
  const working = page.state.working;
  return (
    <>
      <ConfirmDialog
        open={dialog?.kind === 'resend'}
        testId="resend-confirmation-dialog"
        texts={{
          ...D.resendDialog,
          description: D.resendDialog.description(booking.traveller.email ?? D.resendDialog.noEmail),
        }}
        sending={working && dialog?.kind === 'resend'}
        busy={working}
        onCancel={page.close}
        onConfirm={page.confirm}
      />
      <ConfirmDialog
        open={dialog?.kind === 'status'}
        testId="status-change-dialog"
        texts={{
          ...D.statusDialog,
          title: D.statusDialog.title(dialog?.kind === 'status' ? texts.statuses[dialog.status] : ''),
        }}
        sending={working && dialog?.kind === 'status'}
        busy={working}
        onCancel={page.close}
        onConfirm={page.confirm}
      />
    </>
  );
}

/** A form dialog of this page: its fields, then Cancel and the action. */
function FormDialog({
  open,
  testId,
  title,
  description,
  confirm,
  working,
  cancel,
  destructive,
  page,
  children,
}: {
  open: boolean;
  testId: string;
  title: string;
  description: ReactNode;
  confirm: string;
  working: string;
  cancel: string;
  destructive?: boolean;
  page: TAdminBookingPageModel;
  children: ReactNode;
}) {
  const D = useTexts(ADMIN_BOOKINGS_TEXTS).detail;
  const sending = page.state.working;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : page.close())}>
      <DialogContent closeLabel={D.cancelDialog.close} data-testid={testId}>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            page.confirm();
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={sending} onClick={page.close}>
              {cancel}
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={sending}>
              {sending ? working : confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type TSay = (message: string) => string;

/** The server's problems about no field this form shows, as one line under it, in the page's language. */
function otherProblemOf(server: TProblems, shownKeys: (key: string) => boolean, say: TSay): string | undefined {
  const problem = Object.entries(server).find(([key]) => !shownKeys(key))?.[1];
  return problem === undefined ? undefined : say(problem);
}

/** A field's problem to show: the server's, else the form's own once the form has been tried. */
function shown(key: string, own: TProblems, server: TProblems, touched: boolean, say: TSay): string | undefined {
  const problem = server[key] ?? (touched ? own[key] : undefined);
  return problem === undefined ? undefined : say(problem);
}

/** Cancel by the booking's policy or with everything paid back, each with its amount, and a reason. */
export function CancelBookingDialog({ booking, page }: TDialogProps) {
  const D = useTexts(ADMIN_BOOKINGS_TEXTS).detail;
  const say = useMessage();
  const language = useLanguage();
  const dialog = page.state.dialog?.kind === 'cancel' ? page.state.dialog : null;
  const amounts = booking.actions.cancel;
  const request = dialog ? cancelRequestOf(dialog.draft) : null;
  const own = request && !request.ok ? request.problems : {};
  const reasonProblem = dialog ? shown('reason', own, dialog.serverProblems, dialog.touched, say) : undefined;
  const otherProblem = dialog ? otherProblemOf(dialog.serverProblems, (key) => key === 'reason', say) : undefined;
  return (
    <FormDialog
      open={dialog !== null}
      testId="cancel-booking-dialog"
      title={D.cancelDialog.title(booking.reference)}
      description={D.cancelDialog.description}
      confirm={D.cancelDialog.confirm}
      working={D.cancelDialog.working}
      cancel={D.cancelDialog.back}
      destructive
      page={page}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{D.cancelDialog.choice}</legend>
        {(['policy', 'full'] as const).map((choice) => (
          <label
            key={choice}
            className={cn(
              'flex cursor-pointer items-center justify-between gap-3 rounded-lg border p-3 text-sm',
              'has-[:checked]:border-primary has-[:checked]:bg-accent/50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
            )}
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name="cancel-refund"
                value={choice}
                checked={dialog?.draft.refund === choice}
                disabled={page.state.working}
                onChange={() => page.editCancel({ refund: choice })}
                className="accent-primary"
              />
              {choice === 'policy' ? D.cancelDialog.policy : D.cancelDialog.full}
            </span>
            <span className="font-semibold text-ink tabular-nums" data-testid={`cancel-${choice}-amount`}>
              {amounts
                ? formatMoney(
                    choice === 'policy' ? amounts.policyRefund : amounts.fullRefund,
                    booking.currency,
                    language,
                  )
                : ''}
            </span>
          </label>
        ))}
      </fieldset>
      <FormField id="cancel-booking-reason" label={D.cancelDialog.reason} error={reasonProblem}>
        <Textarea
          id="cancel-booking-reason"
          rows={3}
          placeholder={D.cancelDialog.reasonPlaceholder}
          value={dialog?.draft.reason ?? ''}
          disabled={page.state.working}
          aria-invalid={reasonProblem ? true : undefined}
          aria-describedby={reasonProblem ? 'cancel-booking-reason-error' : undefined}
          onChange={(event) => page.editCancel({ reason: event.target.value })}
          onBlur={page.touch}
        />
      </FormField>
      {otherProblem ? <p className="text-sm font-medium text-destructive">{otherProblem}</p> : null}
    </FormDialog>
  );
}

/** A refund, partial or whole: the amount in the payment's currency, a reason, and the account for a transfer. */
export function RefundBookingDialog({ booking, page }: TDialogProps) {
  const D = useTexts(ADMIN_BOOKINGS_TEXTS).detail;
  const say = useMessage();
  const language = useLanguage();
  const dialog = page.state.dialog?.kind === 'refund' ? page.state.dialog : null;
  const source = refundSourceOf(booking);
  if (!source) return null;
  const remaining = formatMoney(source.refundable, source.currency, language);
  const result = dialog
    ? refundRequestOf(dialog.draft, {
        ...source,
        messages: { amountInvalid: D.refundDialog.amountInvalid, tooLarge: D.refundDialog.tooLarge(remaining) },
      })
    : null;
  const own = result && !result.ok ? result.problems : {};
  const problem = (key: string) => (dialog ? shown(key, own, dialog.serverProblems, dialog.touched, say) : undefined);
  const byTransfer = source.method === 'bank_transfer';
  const serverAccountProblem = byTransfer ? dialog?.serverProblems.payoutAccount : undefined;
  const accountProblem = serverAccountProblem && say(serverAccountProblem);
  const otherProblem = dialog
    ? otherProblemOf(
        dialog.serverProblems,
        (key) =>
          key === 'amount' ||
          key === 'reason' ||
          (byTransfer && (key === 'payoutAccount' || key.startsWith('payoutAccount.'))),
        say,
      )
    : undefined;
  const field = (key: 'bankName' | 'accountName' | 'accountNumber', label: string) => {
    const error = problem(`payoutAccount.${key}`);
    return (
      <FormField id={`refund-account-${key}`} label={label} error={error}>
        <Input
          id={`refund-account-${key}`}
          value={dialog?.draft.account[key] ?? ''}
          maxLength={100}
          inputMode={key === 'accountNumber' ? 'numeric' : undefined}
          autoComplete="off"
          disabled={page.state.working}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `refund-account-${key}-error` : undefined}
          onChange={(event) => page.editAccount({ [key]: event.target.value })}
        />
      </FormField>
    );
  };
  const amountProblem = problem('amount');
  const reasonProblem = problem('reason');
  return (
    <FormDialog
      open={dialog !== null}
      testId="refund-booking-dialog"
      title={D.refundDialog.title(booking.reference)}
      description={D.refundDialog.description(remaining)}
      confirm={D.refundDialog.confirm}
      working={D.refundDialog.working}
      cancel={D.refundDialog.cancel}
      page={page}
    >
      <FormField id="refund-amount" label={D.refundDialog.amount(source.currency.toUpperCase())} error={amountProblem}>
        <Input
          id="refund-amount"
          inputMode="decimal"
          autoComplete="off"
          value={dialog?.draft.amount ?? ''}
          disabled={page.state.working}
          aria-invalid={amountProblem ? true : undefined}
          aria-describedby={amountProblem ? 'refund-amount-error' : undefined}
          onChange={(event) => page.editRefund({ amount: event.target.value })}
        />
      </FormField>
      <FormField id="refund-reason" label={D.refundDialog.reason} error={reasonProblem}>
        <Textarea
          id="refund-reason"
          rows={2}
          placeholder={D.refundDialog.reasonPlaceholder}
          value={dialog?.draft.reason ?? ''}
          disabled={page.state.working}
          aria-invalid={reasonProblem ? true : undefined}
          aria-describedby={reasonProblem ? 'refund-reason-error' : undefined}
          onChange={(event) => page.editRefund({ reason: event.target.value })}
        />
      </FormField>
      {byTransfer ? (
        <fieldset className="grid gap-3 rounded-lg border p-3" data-testid="refund-account-fields">
          <legend className="px-1 text-sm font-medium">{D.refundDialog.accountTitle}</legend>
          <p className="text-xs text-muted-foreground">{D.refundDialog.accountHint}</p>
          {field('bankName', D.refundDialog.bankName)}
          {field('accountName', D.refundDialog.accountName)}
          {field('accountNumber', D.refundDialog.accountNumber)}
          {accountProblem ? <p className="text-xs font-medium text-destructive">{accountProblem}</p> : null}
        </fieldset>
      ) : null}
      {otherProblem ? <p className="text-sm font-medium text-destructive">{otherProblem}</p> : null}
    </FormDialog>
  );
}
