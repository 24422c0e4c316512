import { Landmark } from 'lucide-react';
import {
  RefundAccountFields,
  showRefundAccountError,
  useRefundAccountForm,
  withRefundAccount,
} from '../../../components/booking/refund-account-fields';
import { BOOKING_VIEW_TEXTS } from '../../../components/booking/texts';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { toast } from '../../../lib/toast';
import { useGiveRefundAccount } from '../api/give-refund-account';
import { MANAGE_TEXTS } from '../texts';

/** An administrator cancelled a transfer-paid booking without the traveller's account: the page asks for it. */
export function RefundAccountCard({ token }: { token: string }) {
  const T = useTexts(BOOKING_VIEW_TEXTS).refundAccount;
  const manageTexts = useTexts(MANAGE_TEXTS);
  const say = useMessage();
  const form = useRefundAccountForm();
  const give = useGiveRefundAccount(token);
  const submit = withRefundAccount(form, (account) =>
    give.mutate(account, {
      onSuccess: () => toast.success(manageTexts.refundAccountSaved),
      onError: (error) => {
        showRefundAccountError(form, error);
        toast.error(T.saveFailed, { description: say(getErrorMessage(error, T.saveFailed)) });
      },
    }),
  );
  return (
    <section
      className="grid gap-4 rounded-2xl border border-highlight/50 bg-highlight/10 p-5"
      aria-labelledby="manage-refund-account-title"
      data-testid="manage-refund-account"
    >
      <div className="flex items-start gap-3">
        <Landmark className="mt-0.5 size-5 shrink-0 text-highlight-foreground" aria-hidden />
        <div className="grid gap-1">
          <h2 id="manage-refund-account-title" className="font-semibold text-ink">
            {T.formTitle}
          </h2>
          <p className="text-sm text-muted-foreground">{T.formBody}</p>
        </div>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <RefundAccountFields form={form} idPrefix="manage-give" titled />
        <Button type="submit" className="w-full sm:w-fit" disabled={give.isPending}>
          {give.isPending ? <Spinner className="size-4" decorative /> : null}
          {give.isPending ? T.saving : T.save}
        </Button>
      </form>
    </section>
  );
}
