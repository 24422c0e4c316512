import { CircleAlert, Mail } from 'lucide-react';
import { licenceRegistrationRefusal } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useMessage } from '../../../lib/i18n/messages';
import type { TReadLicence } from '../submit-company-state';
import { useTexts } from '../../../lib/i18n/texts';
import { SUBMIT_COMPANY_TEXTS } from '../texts';
import { LicenceDetails } from './licence-details';

/** Step 2: the licence data read, "data incorrect / upload again" and "confirm data correct". */
export function ConfirmStep({
  licence,
  busy,
  onIncorrect,
  onConfirm,
}: {
  licence: TReadLicence;
  busy: 'sending' | 'discarding' | null;
  onIncorrect: () => void;
  onConfirm: () => void;
}) {
  const T = useTexts(SUBMIT_COMPANY_TEXTS);
  const say = useMessage();
  const hint = licence.profile.emailHint;
  // A suspended licence cannot register a company: say so here rather than after "confirm" (decision 8).
  const refusal = licenceRegistrationRefusal(licence.profile.status);
  return (
    <section className="grid gap-6" data-testid="submit-company-confirm">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{T.confirm.title}</h2>
        <p className="text-sm text-muted-foreground">{T.confirm.intro}</p>
      </div>
      <LicenceDetails licence={licence} />
      {refusal ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm text-destructive"
          data-testid="licence-refusal"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{say(refusal)}</span>
        </p>
      ) : null}
      <p className="flex items-start gap-2 rounded-lg bg-muted/50 px-4 py-3 text-sm" data-testid="licence-email-hint">
        <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span>
          {hint ? (
            <>
              {T.confirm.emailTo} <strong className="break-all">{hint}</strong>
            </>
          ) : (
            T.confirm.noEmail
          )}
        </span>
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onIncorrect} disabled={busy !== null}>
          {busy === 'discarding' ? <Spinner decorative className="size-4" /> : null}
          {busy === 'discarding' ? T.confirm.discarding : T.confirm.incorrect}
        </Button>
        <Button onClick={onConfirm} disabled={busy !== null || !hint || refusal !== null}>
          {busy === 'sending' ? <Spinner decorative className="size-4" /> : null}
          {busy === 'sending' ? T.confirm.sending : T.confirm.correct}
        </Button>
      </div>
    </section>
  );
}
