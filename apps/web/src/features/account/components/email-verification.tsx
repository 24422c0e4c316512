import { MailCheck, MailWarning, Send } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { toast } from '../../../lib/toast';
import { useResendVerification } from '../../auth/api/resend-verification';
import { ACCOUNT_TEXTS } from '../texts';

/** 'Verified' or 'Not verified', for the address the account signs in with. */
export function EmailVerificationBadge({
  verifiedAt,
  testId = 'email-verification-badge',
}: {
  verifiedAt: string | null;
  testId?: string;
}) {
  const T = useTexts(ACCOUNT_TEXTS).emailVerification;
  const language = useLanguage();
  return verifiedAt ? (
    <Badge variant="success" data-testid={testId} title={T.verifiedOn(formatLongDate(verifiedAt, language))}>
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
  const T = useTexts(ACCOUNT_TEXTS).emailVerification;
  const resend = useResendVerification();
  const message = useMessage();
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: (result) => toast.success(T.resent(result.email)),
      onError: (error) => toast.error(message(getErrorMessage(error, T.resendFailed))),
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
          {resend.isSuccess ? T.resent(resend.data.email) : T.pendingBody(email)}
        </p>
      </div>
      <Button variant="outline" className="shrink-0" onClick={send} disabled={resend.isPending}>
        {resend.isPending ? <Spinner className="size-4" decorative /> : <Send className="size-4" aria-hidden />}
        {resend.isPending ? T.resending : T.resend}
      </Button>
    </section>
  );
}
