import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { useSession } from '../../auth/api/get-session';
import type { TReadLicence } from '../submit-company-state';
import { SUBMIT_COMPANY_TEXTS } from '../texts';
import { dashboardPathFor } from '@tour/shared';

/**
 * Step 3: the e-mail steps and the way to the dashboard. A transport (DOT) licence gets the
 * check-your-e-mail wording (section 2). The spec's /dashboard does not exist: the button goes to the user's
 * dashboard by role.
 */
export function SentStep({
  licence,
  sentTo,
  expiresAt,
}: {
  licence: TReadLicence;
  sentTo: string | null;
  expiresAt: string | null;
}) {
  const T = useTexts(SUBMIT_COMPANY_TEXTS);
  const language = useLanguage();
  const role = useSession().user?.role;
  const dot = licence.licenseType === 'DOT';
  const to = sentTo ?? licence.profile.emailHint ?? T.sent.unknownAddress;
  const steps = [T.sent.steps.open(to), T.sent.steps.click, T.sent.steps.fill, T.sent.steps.review];
  return (
    <section className="grid gap-6" data-testid={dot ? 'submit-company-check-email' : 'submit-company-sent'}>
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-success/12 text-success">
          <MailCheck className="size-7" aria-hidden />
        </span>
        <h2 className="text-xl font-semibold">{dot ? T.sent.dotHeading : T.sent.heading}</h2>
        <p className="text-sm text-muted-foreground">{dot ? T.sent.dotIntro : T.sent.intro}</p>
      </div>
      <ol
        className="mx-auto grid w-full max-w-lg list-decimal gap-2 pl-6 text-sm"
        data-testid="submit-company-email-steps"
      >
        {steps.map((step) => (
          <li key={step} className="break-words">
            {step}
          </li>
        ))}
      </ol>
      {expiresAt ? (
        <p className="text-center text-xs text-muted-foreground">
          {T.sent.expiresAt(formatDateTime(expiresAt, language))}
        </p>
      ) : null}
      <div className="flex justify-center">
        <Button asChild>
          <Link to={dashboardPathFor(role)}>{T.sent.dashboard}</Link>
        </Button>
      </div>
    </section>
  );
}
