import { MailCheck } from 'lucide-react';
import type { TInvitationCheck } from '@tour/shared';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { formatLongDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { ROLE_TEXTS } from '../../../lib/i18n/role-texts';
import { useTexts } from '../../../lib/i18n/texts';
import { AUTH_TEXTS } from '../texts';

/** A valid invitation: who is invited, as what, until when. */
export function InvitationSummary({ invitation }: { invitation: TInvitationCheck }) {
  const texts = useTexts(AUTH_TEXTS);
  const roles = useTexts(ROLE_TEXTS);
  const language = useLanguage();
  return (
    <div
      className="grid gap-2 rounded-lg border border-success/30 bg-success/6 px-4 py-3 text-sm"
      data-testid="invitation-summary"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-2 font-medium text-ink">
          <MailCheck className="size-4 text-success" aria-hidden />
          {invitation.email}
        </span>
        <Badge variant="success">{texts.invitation.validBadge}</Badge>
      </div>
      <p className="text-muted-foreground">
        {texts.invitation.invitedAs(roles[invitation.role])}{' '}
        {texts.invitation.expires(formatLongDate(invitation.expiresAt, language))}
      </p>
    </div>
  );
}

export function InvitationError({ message }: { message: string }) {
  return (
    <Alert variant="destructive" data-testid="invitation-error">
      {message}
    </Alert>
  );
}
