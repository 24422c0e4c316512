import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Clock, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { dashboardPathFor, paths, type TVerifyLicenceResponse } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { useSession } from '../../auth/api/get-session';
import { VERIFY_LICENSE_TEXTS } from '../texts';

const ICONS = {
  success: { Icon: CircleCheck, classes: 'bg-success/12 text-success' },
  expired: { Icon: Clock, classes: 'bg-orange-100 text-orange-700' },
  already: { Icon: ShieldCheck, classes: 'bg-accent text-primary' },
  error: { Icon: CircleAlert, classes: 'bg-destructive/10 text-destructive' },
} as const;

function Outcome({
  tone,
  title,
  message,
  children,
  actions,
  testId,
}: {
  tone: keyof typeof ICONS;
  title: string;
  message?: string;
  children?: ReactNode;
  actions: ReactNode;
  testId: string;
}) {
  const { Icon, classes } = ICONS[tone];
  return (
    <section className="grid gap-5" data-testid={testId}>
      <div className="flex flex-col items-center gap-3 text-center">
        <span className={cn('flex size-14 items-center justify-center rounded-full', classes)}>
          <Icon className="size-7" aria-hidden />
        </span>
        <h2 className="text-xl font-semibold">{title}</h2>
        {message ? (
          <p className="text-sm text-muted-foreground" role={tone === 'error' ? 'alert' : undefined}>
            {message}
          </p>
        ) : null}
      </div>
      {children}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div>
    </section>
  );
}

/** Go to Dashboard: the user's dashboard by role (the account when signed out, which asks to sign in first). */
function DashboardButton() {
  const T = useTexts(VERIFY_LICENSE_TEXTS);
  const role = useSession().user?.role;
  return (
    <Button asChild>
      <Link to={dashboardPathFor(role)}>{T.buttons.dashboard}</Link>
    </Button>
  );
}

export function SuccessOutcome({ result }: { result: TVerifyLicenceResponse }) {
  const T = useTexts(VERIFY_LICENSE_TEXTS);
  const rows: [string, string][] = [
    [T.success.licenseId, result.licenseId],
    [T.success.company, result.companyName],
    [T.success.licenseType, T.typeLabel[result.licenseType]],
    [T.success.status, T.success.verified],
  ];
  return (
    <Outcome
      tone="success"
      title={T.success.title}
      message={T.messages.verified}
      actions={<DashboardButton />}
      testId="verify-license-success"
    >
      <dl className="grid gap-2 rounded-lg bg-muted/40 p-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-4">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground" data-testid="verify-license-next">
        {T.success.next}
      </p>
      <p className="text-center text-xs text-muted-foreground">{T.success.redirecting}</p>
    </Outcome>
  );
}

export function ExpiredOutcome() {
  const T = useTexts(VERIFY_LICENSE_TEXTS);
  return (
    <Outcome
      tone="expired"
      title={T.expired.title}
      message={T.messages.linkExpired}
      testId="verify-license-expired"
      actions={
        <>
          <Button asChild>
            <Link to={paths.submitCompany.href()}>{T.buttons.requestNew}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">{T.buttons.home}</Link>
          </Button>
        </>
      }
    />
  );
}

export function AlreadyVerifiedOutcome() {
  const T = useTexts(VERIFY_LICENSE_TEXTS);
  return (
    <Outcome
      tone="already"
      title={T.alreadyVerified.title}
      message={T.messages.alreadyVerified}
      testId="verify-license-already-verified"
      actions={<DashboardButton />}
    />
  );
}

/** Contact Support: /support does not exist, so it writes to the support e-mail. */
export function ErrorOutcome({
  message,
  supportEmail,
  onRetry,
}: {
  message: string;
  supportEmail: string | null;
  onRetry: () => void;
}) {
  const T = useTexts(VERIFY_LICENSE_TEXTS);
  const say = useMessage();
  return (
    <Outcome
      tone="error"
      title={T.error.title}
      message={say(message)}
      testId="verify-license-error-state"
      actions={
        <>
          <Button onClick={onRetry}>{T.buttons.tryAgain}</Button>
          {supportEmail ? (
            <Button asChild variant="outline">
              <a href={`mailto:${supportEmail}`}>{T.buttons.contactSupport}</a>
            </Button>
          ) : null}
        </>
      }
    />
  );
}
