import { MailCheck } from 'lucide-react';
import { ROLE_LABELS, type TInvitationCheck } from '@tour/shared';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { formatLongDate } from '../../../lib/format';
import { AUTH_TEXTS } from '../texts';

/** A valid invitation: who is invited, as what, until when. */
export function InvitationSummary({ invitation }: { invitation: TInvitationCheck }) {
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
        <Badge variant="success">{AUTH_TEXTS.invitation.validBadge}</Badge>
      </div>
      <p className="text-muted-foreground">
        {AUTH_TEXTS.invitation.invitedAs(ROLE_LABELS[invitation.role] ?? invitation.role)}{' '}
        {AUTH_TEXTS.invitation.expires(formatLongDate(invitation.expiresAt))}
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
