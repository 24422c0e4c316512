import { KeyRound, UserCheck, UserX } from 'lucide-react';
import { shortUserId, type TAccountRow } from '@tour/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CardTableCell } from '../../../components/card-table-cell';
import { DayAndTime } from '../../../components/day-and-time';
import { EmailAddress } from '../../../components/email-address';
import { formatMarketplaceDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { ACCOUNTS_TEXTS } from '../texts';
import type { TAccountsPageModel } from '../use-accounts-page';
import { displayNameOf } from './account-name';
import { RoleControl } from './role-control';

/** A cell that names its column where each row is a card (below xl), unless it speaks for itself; `order` arranges the card. */
function StatusBadge({ account }: { account: TAccountRow }) {
  const language = useLanguage();
  const statuses = useTexts(ACCOUNTS_TEXTS).statuses;
  return account.status === 'active' ? (
    <Badge variant="success" data-testid="account-status">
      {statuses.active}
    </Badge>
  ) : (
    <Badge
      variant="outline"
      className="border-destructive/40 text-destructive"
      data-testid="account-status"
      title={account.deactivatedAt ? formatMarketplaceDateTime(account.deactivatedAt, language) : undefined}
    >
      {statuses.deactivated}
    </Badge>
  );
}

function RowActions({ account, page }: { account: TAccountRow; page: TAccountsPageModel }) {
  const texts = useTexts(ACCOUNTS_TEXTS);
  const A = texts.actions;
  const name = displayNameOf(account);
  const own = account.id === page.actorId;
  const reactivating = page.state.working?.kind === 'reactivate' && page.state.working.accountId === account.id;
  return (
    <div className="flex flex-wrap gap-2 xl:grid xl:justify-items-start xl:gap-1">
      <Button
        size="sm"
        variant="outline"
        disabled={!account.email || account.status === 'deactivated' || page.busy}
        title={
          !account.email
            ? texts.passwordReset.noEmail
            : account.status === 'deactivated'
              ? texts.passwordReset.deactivated
              : undefined
        }
        aria-label={A.for(A.resetPassword, name)}
        onClick={() => page.openPasswordReset(account)}
      >
        <KeyRound className="size-4 xl:hidden" aria-hidden />
        {A.resetPassword}
      </Button>
      {account.status === 'active' ? (
        own ? null : (
          <Button
            size="sm"
            variant="ghostDestructive"
            disabled={page.busy}
            aria-label={A.for(A.deactivate, name)}
            onClick={() => page.openDeactivate(account)}
          >
            <UserX className="size-4 xl:hidden" aria-hidden />
            {A.deactivate}
          </Button>
        )
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={page.busy}
          aria-label={A.for(A.reactivate, name)}
          onClick={() => page.reactivate(account)}
        >
          <UserCheck className="size-4 xl:hidden" aria-hidden />
          {reactivating ? A.reactivating : A.reactivate}
        </Button>
      )}
    </div>
  );
}

/** The user table (3-admin.md section 2): a table on wide screens, one card per account below. */
export function AccountsTable({ accounts, page }: { accounts: TAccountRow[]; page: TAccountsPageModel }) {
  const T = useTexts(ACCOUNTS_TEXTS).table;
  return (
    <div className="xl:overflow-x-auto xl:rounded-xl xl:border xl:bg-card xl:shadow-xs">
      <table className="block w-full text-sm xl:table" data-testid="accounts-table">
        <caption className="sr-only">{T.caption}</caption>
        <thead className="hidden border-b bg-muted/50 text-left text-xs text-muted-foreground xl:table-header-group">
          <tr>
            {[T.id, T.user, T.role, T.created, T.status, T.lastSignIn, T.actions].map((heading) => (
              <th key={heading} scope="col" className="px-2.5 py-2.5 font-medium whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="grid gap-3 md:grid-cols-2 xl:table-row-group xl:divide-y">
          {accounts.map((account) => (
            <tr
              key={account.id}
              className="grid grid-cols-3 content-start gap-x-3 gap-y-3 rounded-xl border bg-card p-4 shadow-xs xl:table-row xl:rounded-none xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none"
              data-testid="account-row"
              data-account-id={account.id}
            >
              <CardTableCell from="xl" label={T.id} className="order-3">
                <code className="text-xs text-muted-foreground" title={account.id}>
                  {shortUserId(account.id)}
                </code>
              </CardTableCell>
              <CardTableCell from="xl" label={null} className="order-1 col-span-2 xl:min-w-44">
                <span className="flex flex-wrap items-center gap-1.5">
                  <span className="font-medium text-ink [overflow-wrap:anywhere]">{account.username || T.unnamed}</span>
                  {account.id === page.actorId ? <Badge variant="secondary">{T.you}</Badge> : null}
                </span>
                {account.email ? (
                  <EmailAddress email={account.email} className="text-muted-foreground" />
                ) : (
                  <span className="text-muted-foreground italic">{T.noEmail}</span>
                )}
              </CardTableCell>
              <CardTableCell from="xl" label={T.role} className="order-6 col-span-3">
                <RoleControl account={account} page={page} />
              </CardTableCell>
              <CardTableCell from="xl" label={T.created} className="order-4 xl:whitespace-nowrap">
                <DayAndTime value={account.createdAt} />
              </CardTableCell>
              <CardTableCell from="xl" label={null} className="order-2 justify-items-end">
                <StatusBadge account={account} />
              </CardTableCell>
              <CardTableCell from="xl" label={T.lastSignIn} className="order-5">
                {account.lastSignInAt ? (
                  <span data-testid="last-sign-in">
                    <DayAndTime value={account.lastSignInAt} />
                  </span>
                ) : (
                  <span className="text-muted-foreground" data-testid="last-sign-in">
                    {T.never}
                  </span>
                )}
              </CardTableCell>
              <CardTableCell from="xl" label={T.actions} className="order-7 col-span-3">
                <RowActions account={account} page={page} />
              </CardTableCell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
