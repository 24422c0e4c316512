import { Lock } from 'lucide-react';
import { ASSIGNABLE_ROLES, type TAccountRow, type TRole } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { ROLE_TEXTS } from '../../../lib/i18n/role-texts';
import { useTexts } from '../../../lib/i18n/texts';
import { ACCOUNTS_TEXTS } from '../texts';
import type { TAccountsPageModel } from '../use-accounts-page';
import { displayNameOf } from './account-name';

/**
 * The role change control (3-admin.md sections 4 and 5): a select of the five assignable roles; a chosen role is
 * applied only by Confirm and Reset restores the current one. A role that cannot be assigned (wholesale_owner) is
 * shown while it is the current one but never offered; the acting administrator's own row cannot be changed.
 */
export function RoleControl({ account, page }: { account: TAccountRow; page: TAccountsPageModel }) {
  const texts = useTexts(ACCOUNTS_TEXTS);
  const T = texts.role;
  const roles = useTexts(ROLE_TEXTS);
  const own = account.id === page.actorId;
  const chosen = page.state.chosenRoles[account.id];
  const saving =
    (page.state.working?.kind === 'role' || page.state.working?.kind === 'reauth') &&
    page.state.working.accountId === account.id;
  const currentIsAssignable = ASSIGNABLE_ROLES.includes(account.role);
  const noteId = `role-note-${account.id}`;

  return (
    <div className="grid min-w-0 gap-2" data-testid="role-control">
      <NativeSelect
        aria-label={T.label(displayNameOf(account))}
        aria-describedby={own || !currentIsAssignable ? noteId : undefined}
        value={chosen ?? account.role}
        disabled={own || saving}
        onChange={(event) => page.chooseRole(account.id, event.target.value as TRole)}
        className="h-9 xl:w-[11.75rem]"
      >
        {currentIsAssignable ? null : (
          <option value={account.role} disabled>
            {roles[account.role]}
          </option>
        )}
        {ASSIGNABLE_ROLES.map((role) => (
          <option key={role} value={role}>
            {roles[role]}
          </option>
        ))}
      </NativeSelect>
      {own ? (
        <p id={noteId} className="flex items-center gap-1 text-xs text-muted-foreground">
          <Lock className="size-3.5 shrink-0" aria-hidden />
          {T.cannotChangeOwn}
        </p>
      ) : !currentIsAssignable && chosen === undefined ? (
        <p id={noteId} className="text-xs text-muted-foreground">
          {T.byInvitationOnly}
        </p>
      ) : null}
      {chosen !== undefined && !own ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" className="px-2.5" disabled={page.busy} onClick={() => page.confirmRole(account)}>
            {saving ? T.saving : T.confirm}
          </Button>
          <Button
            size="sm"
            variant="outline"
            className="px-2.5"
            disabled={saving}
            onClick={() => page.resetRole(account.id)}
          >
            {T.reset}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
