import { type ReactNode, useId } from 'react';
import { Ban, type LucideIcon, Mail, RotateCcw } from 'lucide-react';
import type { TAdminBookingDetail, TBookingStatusValue } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { ADMIN_BOOKINGS_TEXTS } from '../texts';
import { refundSourceOf, type TAdminBookingPageModel } from '../use-admin-booking-page';

/** One action's button, full width, with what to know about it underneath. */
function ActionButton({
  icon: Icon,
  label,
  className,
  disabled,
  onClick,
  children,
}: {
  icon: LucideIcon;
  label: string;
  className?: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Button variant="outline" className={cn('w-full justify-start', className)} disabled={disabled} onClick={onClick}>
        <Icon className="size-4" aria-hidden />
        {label}
      </Button>
      {children}
    </div>
  );
}

/** What an administrator may do now, as the server says (actions) and the ledger allows. */
export function BookingActions({ booking, page }: { booking: TAdminBookingDetail; page: TAdminBookingPageModel }) {
  const texts = useTexts(ADMIN_BOOKINGS_TEXTS);
  const T = texts.detail.actions;
  const language = useLanguage();
  const id = useId();
  const { actions } = booking;
  const busy = page.state.working;
  const source = refundSourceOf(booking);
  return (
    <Card data-testid="booking-actions">
      <CardHeader className="p-4 sm:p-6">
        <CardTitle>{T.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 px-4 pb-4 sm:px-6 sm:pb-6 lg:grid-cols-2 lg:items-start 2xl:grid-cols-1">
        <ActionButton
          icon={Mail}
          label={T.resend}
          disabled={busy || !actions.canResendConfirmation}
          onClick={page.openResend}
        >
          <p className="text-xs text-muted-foreground">{T.resendHint}</p>
        </ActionButton>

        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-status`}>{T.statusLabel}</Label>
          {actions.statusTargets.length === 0 ? (
            <p className="text-xs text-muted-foreground">{T.noStatusTargets}</p>
          ) : (
            <div className="flex gap-2">
              <NativeSelect
                id={`${id}-status`}
                className="min-w-0 flex-1"
                value={page.state.chosenStatus}
                disabled={busy}
                onChange={(event) => page.chooseStatus(event.target.value as TBookingStatusValue | '')}
              >
                <option value="">{T.statusPlaceholder}</option>
                {actions.statusTargets.map((status) => (
                  <option key={status} value={status}>
                    {texts.statuses[status]}
                  </option>
                ))}
              </NativeSelect>
              <Button variant="outline" disabled={busy || !page.state.chosenStatus} onClick={page.openStatus}>
                {T.statusApply}
              </Button>
            </div>
          )}
        </div>

        <ActionButton icon={RotateCcw} label={T.refund} disabled={busy || !source} onClick={page.openRefund}>
          <p className="text-xs text-muted-foreground" data-testid="refundable-total">
            {source
              ? T.refundableTotal(formatMoney(source.refundable, source.currency, language))
              : T.refundUnavailable}
          </p>
        </ActionButton>

        <ActionButton
          icon={Ban}
          label={T.cancel}
          className="border-destructive/40 text-destructive hover:bg-destructive/10"
          disabled={busy || !actions.cancel}
          onClick={page.openCancel}
        >
          {actions.cancel ? null : <p className="text-xs text-muted-foreground">{T.cancelUnavailable}</p>}
        </ActionButton>
      </CardContent>
    </Card>
  );
}
