import { AlertCircle, CheckCircle2, Loader2 } from 'lucide-react';
import { INVITATION_ROLE } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { ROLE_TEXTS } from '../../../lib/i18n/role-texts';
import { type TTextsOf, useTexts } from '../../../lib/i18n/texts';
import type { TEmailCheck } from '../create-invitation-state';
import { INVITATIONS_TEXTS } from '../texts';
import type { TCreateInvitationDialog } from '../use-create-invitation';

type TCheckLine = { text: string; tone: 'success' | 'error' | 'muted' };

/** The live line under the e-mail box (3-admin.md section 5). */
function checkLine(check: TEmailCheck, texts: TTextsOf<typeof INVITATIONS_TEXTS>): TCheckLine | null {
  const { dialog: T, messages: M } = texts;
  switch (check.kind) {
    case 'empty':
    case 'typing':
      return null;
    case 'invalid':
      return { text: M.invalidEmail, tone: 'error' };
    case 'checking':
      return { text: T.checking, tone: 'muted' };
    case 'available':
      return { text: M.available, tone: 'success' };
    case 'pending_invitation':
      return { text: T.pendingInvitation(check.expiresAt), tone: 'error' };
    case 'registered':
      return { text: M.registered, tone: 'error' };
    case 'error':
      return { text: M.checkFailed, tone: 'error' };
  }
}

const TONES = { success: 'text-success', error: 'text-destructive', muted: 'text-muted-foreground' } as const;
const ICONS = { success: CheckCircle2, error: AlertCircle, muted: Loader2 } as const;

/** Create Invitation: the address checked as it is typed, role and validity fixed, Create only when available. */
export function CreateInvitationDialog({ dialog }: { dialog: TCreateInvitationDialog }) {
  const texts = useTexts(INVITATIONS_TEXTS);
  const roles = useTexts(ROLE_TEXTS);
  const { dialog: T, messages: M } = texts;
  const { state, check, canCreate } = dialog;
  const line = checkLine(check, texts);
  const LineIcon = line ? ICONS[line.tone] : null;
  const describedBy = ['invitation-email-check', state.refused ? 'invitation-email-refused' : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Dialog open={state.open} onOpenChange={(next) => (next ? dialog.open() : dialog.close())}>
      <DialogContent closeLabel={T.close} data-testid="create-invitation-dialog">
        <form
          noValidate
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            dialog.submit();
          }}
        >
          <DialogHeader>
            <DialogTitle>{T.title}</DialogTitle>
            <DialogDescription>{T.description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="invitation-email">{T.email}</Label>
            <Input
              id="invitation-email"
              type="email"
              inputMode="email"
              autoComplete="off"
              placeholder={T.emailPlaceholder}
              value={state.email}
              disabled={state.creating}
              aria-invalid={line?.tone === 'error' || state.refused ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => dialog.edit(event.target.value)}
            />
            <p
              id="invitation-email-check"
              className={cn('flex min-h-5 items-start gap-1.5 text-sm', line ? TONES[line.tone] : '')}
              aria-live="polite"
              data-testid="invitation-email-check"
            >
              {line && LineIcon ? (
                <>
                  <LineIcon
                    className={cn('mt-0.5 size-4 shrink-0', line.tone === 'muted' && 'animate-spin')}
                    aria-hidden
                  />
                  <span>{line.text}</span>
                </>
              ) : null}
            </p>
          </div>
          <dl className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm sm:grid-cols-2">
            <div className="grid gap-0.5">
              <dt className="text-xs font-medium text-muted-foreground">{T.role}</dt>
              <dd className="font-medium text-ink" data-testid="invitation-role">
                {roles[INVITATION_ROLE]} <code className="text-xs text-muted-foreground">{INVITATION_ROLE}</code>
              </dd>
              <dd className="text-xs text-muted-foreground">{T.roleNote}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-xs font-medium text-muted-foreground">{T.validity}</dt>
              <dd className="font-medium text-ink" data-testid="invitation-validity">
                {T.validityValue}
              </dd>
              <dd className="text-xs text-muted-foreground">{T.validityNote}</dd>
            </div>
          </dl>
          {state.refused ? (
            <p id="invitation-email-refused" role="alert" className="text-sm font-medium text-destructive">
              {M.notAvailable}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={state.creating} onClick={dialog.close}>
              {T.cancel}
            </Button>
            {/* aria-disabled, not disabled: pressing it without an available address says why (section 5). */}
            <Button
              type="submit"
              aria-disabled={!canCreate || state.creating}
              className={cn(!canCreate && 'opacity-50')}
            >
              {state.creating ? T.creating : T.create}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
