import { CheckCircle2, Clock, Mail, Send } from 'lucide-react';
import { useTexts } from '../../../lib/i18n/texts';
import { INVITATIONS_TEXTS } from '../texts';

type TCounts = { total: number; active: number; used: number; expired: number };

const COUNTERS = [
  { key: 'total', Icon: Mail, tone: 'text-primary bg-accent' },
  { key: 'active', Icon: Send, tone: 'text-success bg-success/12' },
  { key: 'used', Icon: CheckCircle2, tone: 'text-ink bg-muted' },
  { key: 'expired', Icon: Clock, tone: 'text-highlight-foreground bg-highlight/20' },
] as const;

/** The four counters (3-admin.md section 2): total, active, used, expired. */
export function InvitationCounters({ counts }: { counts: TCounts | undefined }) {
  const T = useTexts(INVITATIONS_TEXTS).counters;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={T.label} data-testid="invitation-counters">
      {COUNTERS.map(({ key, Icon, tone }) => (
        <div key={key} className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-xs">
          <span className={`flex size-10 shrink-0 items-center justify-center rounded-full ${tone}`}>
            <Icon className="size-5" aria-hidden />
          </span>
          <div className="grid min-w-0">
            <dt className="text-xs font-medium text-muted-foreground">{T[key]}</dt>
            <dd className="text-2xl font-semibold text-ink tabular-nums" data-testid={`invitations-count-${key}`}>
              {counts ? counts[key] : '–'}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
