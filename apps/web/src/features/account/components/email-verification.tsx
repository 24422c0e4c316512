import { MailCheck, MailWarning, Send } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useResendVerification } from '../../auth/api/resend-verification';
import { ACCOUNT_TEXTS } from '../texts';

const T = ACCOUNT_TEXTS.emailVerification;

/** 'Verified' or 'Not verified', for the address the account signs in with. */
export function EmailVerificationBadge({
  verifiedAt,
  testId = 'email-verification-badge',
}: {
  verifiedAt: string | null;
  testId?: string;
}) {
  return verifiedAt ? (
    <Badge variant="success" data-testid={testId} title={T.verifiedOn(formatLongDate(verifiedAt))}>
      <MailCheck aria-hidden />
      {T.verified}
    </Badge>
  ) : (
    <Badge variant="warning" data-testid={testId}>
      <MailWarning aria-hidden />
      {T.notVerified}
    </Badge>
  );
}

/** Shown while the address is unconfirmed: what to do, and a new link on request. */
export function EmailVerificationNotice({ email }: { email: string }) {
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => toast.error(getErrorMessage(error, T.resendFailed)),
    });
  return (
    <section
      aria-labelledby="email-verification-title"
      className="grid gap-3 rounded-lg border border-highlight/40 bg-highlight/8 p-4 sm:flex sm:items-center sm:justify-between sm:gap-6"
      data-testid="email-verification-notice"
    >
      <div className="grid min-w-0 gap-1">
        <h3 id="email-verification-title" className="text-sm font-semibold text-ink">
          {T.pendingTitle}
        </h3>
        <p className="text-sm break-words text-muted-foreground">
          {resend.isSuccess ? resend.data.message : T.pendingBody(email)}
        </p>
      </div>
      <Button variant="outline" className="shrink-0" onClick={send} disabled={resend.isPending}>
        {resend.isPending ? <Spinner className="size-4" decorative /> : <Send className="size-4" aria-hidden />}
        {resend.isPending ? T.resending : T.resend}
      </Button>
    </section>
  );
}
