import { Ban, Copy } from 'lucide-react';
import type { TInvitationEmailDelivery, TInvitationRow, TInvitationState } from '@tour/shared';
import { Badge, type TBadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CardTableCell } from '../../../components/card-table-cell';
import { DayAndTime } from '../../../components/day-and-time';
import { EmailAddress } from '../../../components/email-address';
import { useTexts } from '../../../lib/i18n/texts';
import { INVITATIONS_TEXTS } from '../texts';

const STATE_BADGES: Record<TInvitationState, TBadgeVariant> = {
  active: 'success',
  used: 'secondary',
  expired: 'warning',
  deactivated: 'outline',
};

const DELIVERY_BADGES: Record<TInvitationEmailDelivery, TBadgeVariant> = {
  pending: 'outline',
  sent: 'success',
  retrying: 'warning',
  failed: 'destructive',
};

/** 'Jun 8, 2026' over '15:00' in a column, on one line in a card. */
function When({ value }: { value: string | null }) {
  const T = useTexts(INVITATIONS_TEXTS).table;
  if (!value) return <span className="text-muted-foreground xl:text-xs">{T.notUsed}</span>;
  return <DayAndTime value={value} />;
}

function Delivery({ delivery }: { delivery: TInvitationEmailDelivery | null }) {
  const texts = useTexts(INVITATIONS_TEXTS);
  if (!delivery) return <span className="whitespace-nowrap text-muted-foreground">{texts.noDelivery}</span>;
  return (
    <Badge variant={DELIVERY_BADGES[delivery]} title={texts.deliveryTitles[delivery]}>
      {texts.deliveries[delivery]}
    </Badge>
  );
}

type TInvitationsTableProps = {
  invitations: TInvitationRow[];
  busy: boolean;
  onCopy: (invitation: TInvitationRow) => void;
  onDeactivate: (invitation: TInvitationRow) => void;
};

/** The invitations, newest first: a table on wide screens, one card per invitation on phones. */
export function InvitationsTable({ invitations, busy, onCopy, onDeactivate }: TInvitationsTableProps) {
  const texts = useTexts(INVITATIONS_TEXTS);
  const T = texts.table;
  return (
    <div className="xl:overflow-x-auto xl:rounded-xl xl:border xl:bg-card xl:shadow-xs">
      <table className="block w-full text-sm xl:table" data-testid="invitations-table">
        <caption className="sr-only">{T.caption}</caption>
        <thead className="hidden border-b bg-muted/50 text-left text-xs text-muted-foreground xl:table-header-group">
          <tr>
            {[T.email, T.state, T.created, T.expires, T.used, T.createdBy, T.delivery, T.actions].map((heading) => (
              <th key={heading} scope="col" className="px-2 py-2.5 font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="grid gap-3 xl:table-row-group xl:divide-y">
          {invitations.map((invitation) => (
            <tr
              key={invitation.id}
              className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-4 shadow-xs xl:table-row xl:rounded-none xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none"
              data-testid="invitation-row"
              data-email={invitation.email}
            >
              <CardTableCell from="xl" label={T.email} className="col-span-2 xl:min-w-48">
                <EmailAddress email={invitation.email} className="font-medium text-ink" />
              </CardTableCell>
              <CardTableCell from="xl" label={T.state}>
                <Badge variant={STATE_BADGES[invitation.state]} data-testid="invitation-state">
                  {texts.states[invitation.state]}
                </Badge>
              </CardTableCell>
              <CardTableCell from="xl" label={T.created}>
                <When value={invitation.createdAt} />
              </CardTableCell>
              <CardTableCell from="xl" label={T.expires}>
                <When value={invitation.expiresAt} />
              </CardTableCell>
              <CardTableCell from="xl" label={T.used}>
                <When value={invitation.usedAt} />
              </CardTableCell>
              <CardTableCell from="xl" label={T.createdBy}>
                {invitation.createdBy ? (
                  <EmailAddress email={invitation.createdBy.email} className="xl:text-xs" />
                ) : (
                  <span className="xl:text-xs">{T.unknownCreator}</span>
                )}
              </CardTableCell>
              <CardTableCell from="xl" label={T.delivery}>
                <Delivery delivery={invitation.emailDelivery} />
              </CardTableCell>
              <CardTableCell from="xl" label={T.actions} className="col-span-2">
                <div className="flex flex-wrap gap-2 xl:grid xl:justify-items-start">
                  {invitation.link ? (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={T.copyLinkOf(invitation.email)}
                      onClick={() => onCopy(invitation)}
                    >
                      <Copy className="size-4" aria-hidden />
                      {T.copyLink}
                    </Button>
                  ) : null}
                  {invitation.canDeactivate ? (
                    <Button
                      variant="outline"
                      size="sm"
                      className="text-destructive hover:text-destructive"
                      aria-label={T.deactivateOf(invitation.email)}
                      disabled={busy}
                      onClick={() => onDeactivate(invitation)}
                    >
                      <Ban className="size-4" aria-hidden />
                      {T.deactivate}
                    </Button>
                  ) : null}
                  {!invitation.link && !invitation.canDeactivate ? (
                    <span className="text-muted-foreground">{T.noActions}</span>
                  ) : null}
                </div>
              </CardTableCell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
