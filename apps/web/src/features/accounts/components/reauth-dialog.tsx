import { useState } from 'react';
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
import { ROLE_TEXTS } from '../../../lib/i18n/role-texts';
import { type TTextsOf, useTexts } from '../../../lib/i18n/texts';
import type { TGuardedAction } from '../accounts-state';
import { ACCOUNTS_TEXTS } from '../texts';
import type { TAccountsPageModel } from '../use-accounts-page';
import { displayNameOf } from './account-name';

function whatHappens(
  action: TGuardedAction,
  T: TTextsOf<typeof ACCOUNTS_TEXTS>['reauth'],
  roles: TTextsOf<typeof ROLE_TEXTS>,
): string {
  const name = displayNameOf(action.account);
  if (action.kind === 'deactivate') return T.deactivateAdmin(name);
  if (action.kind === 'reactivate') return T.reactivateAdmin(name);
  return action.role === 'admin' ? T.grant(name) : T.revoke(name, roles[action.role]);
}

/**
 * Granting or removing admin, or deactivating an administrator, asks for the acting administrator's password
 * (DESIGN decision 38); once it is accepted the action goes ahead. The password lives only in this form.
 */
export function ReauthDialog({ page }: { page: TAccountsPageModel }) {
  const T = useTexts(ACCOUNTS_TEXTS).reauth;
  const reauth = page.state.reauth;
  const checking = page.state.working !== null;
  return (
    <Dialog open={reauth !== null} onOpenChange={(open) => (open ? undefined : page.cancelReauth())}>
      <DialogContent closeLabel={T.close} data-testid="reauth-dialog">
        {reauth ? (
          <ReauthForm
            key={`${reauth.action.kind}-${reauth.action.account.id}`}
            action={reauth.action}
            problem={reauth.problem}
            checking={checking}
            onSubmit={page.submitPassword}
            onCancel={page.cancelReauth}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ReauthForm({
  action,
  problem,
  checking,
  onSubmit,
  onCancel,
}: {
  action: TGuardedAction;
  problem: string | null;
  checking: boolean;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) {
  const T = useTexts(ACCOUNTS_TEXTS).reauth;
  const roles = useTexts(ROLE_TEXTS);
  const [password, setPassword] = useState('');
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!password) return;
        onSubmit(password);
        // A refused password is typed again from an empty field; an accepted one closes the dialog.
        setPassword('');
      }}
    >
      <DialogHeader>
        <DialogTitle>{T.title}</DialogTitle>
        <DialogDescription>{T.description}</DialogDescription>
      </DialogHeader>
      <p className="text-sm text-ink">
        {whatHappens(action, T, roles)} <span className="text-muted-foreground">{T.validFor}</span>
      </p>
      <FormField id="reauth-password" label={T.password} error={problem ?? undefined}>
        <Input
          id="reauth-password"
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          disabled={checking}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'reauth-password-error' : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" disabled={checking} onClick={onCancel}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={!password || checking}>
          {checking ? T.working : T.confirm}
        </Button>
      </DialogFooter>
    </form>
  );
}
