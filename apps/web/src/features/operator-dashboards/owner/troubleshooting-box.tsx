import { Link } from 'react-router';
import { Bug, ClipboardList, LifeBuoy, Plus } from 'lucide-react';
import { paths, type TOperatorTourRow } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { marketplaceDayAndTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useMessage } from '../../../lib/i18n/messages';
import { ROLE_TEXTS } from '../../../lib/i18n/role-texts';
import { useTexts } from '../../../lib/i18n/texts';
import { useSession } from '../../auth/api/get-session';
import { OWNER_DASHBOARD_TEXTS } from '../texts';
import type { TTroubleshootingState } from './troubleshooting-state';

/**
 * When the owner has no tours (3-admin.md section 2): who they are signed in as, why tours may be missing, a Debug
 * Fetch that asks the server again and shows what came back, and Check Pending Tours for their submissions.
 */
export function TroubleshootingBox({
  state,
  pending,
  onDebugFetch,
  onCheckPending,
}: {
  state: TTroubleshootingState;
  pending: TOperatorTourRow[];
  onDebugFetch: () => void;
  onCheckPending: () => void;
}) {
  const T = useTexts(OWNER_DASHBOARD_TEXTS).troubleshooting;
  const roles = useTexts(ROLE_TEXTS);
  const say = useMessage();
  const language = useLanguage();
  const { user } = useSession();
  const { debug } = state;
  return (
    <section
      aria-labelledby="troubleshooting-title"
      className="grid gap-4 rounded-xl border border-highlight/50 bg-highlight/8 p-4 sm:p-6"
      data-testid="troubleshooting"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-highlight/25 text-highlight-foreground">
          <LifeBuoy className="size-5" aria-hidden />
        </span>
        <div className="grid gap-1">
          <h2 id="troubleshooting-title" className="text-lg font-semibold text-ink">
            {T.title}
          </h2>
          <p className="text-sm text-muted-foreground">{T.intro}</p>
        </div>
      </div>
      <ul className="grid list-disc gap-1 pl-5 text-sm text-foreground">
        {T.hints.map((hint) => (
          <li key={hint}>{hint}</li>
        ))}
      </ul>
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border bg-card p-3 text-sm sm:grid-cols-3">
        <div className="grid min-w-0 gap-0.5">
          <dt className="text-xs text-muted-foreground">{T.userId}</dt>
          <dd className="font-mono text-xs break-all text-ink" data-testid="troubleshooting-user-id">
            {user?.id}
          </dd>
        </div>
        <div className="grid min-w-0 gap-0.5">
          <dt className="text-xs text-muted-foreground">{T.email}</dt>
          <dd className="break-all text-ink" data-testid="troubleshooting-email">
            {user?.email}
          </dd>
        </div>
        <div className="grid min-w-0 gap-0.5">
          <dt className="text-xs text-muted-foreground">{T.role}</dt>
          <dd className="text-ink" data-testid="troubleshooting-role">
            {user ? `${roles[user.role]} (${user.role})` : null}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onDebugFetch} disabled={debug.status === 'fetching'}>
          {debug.status === 'fetching' ? <Spinner decorative className="size-4" /> : <Bug aria-hidden />}
          {debug.status === 'fetching' ? T.debugFetching : T.debugFetch}
        </Button>
        <Button variant="outline" onClick={onCheckPending}>
          <ClipboardList aria-hidden />
          {T.checkPending}
        </Button>
        <Button asChild>
          <Link to={paths.submitTour.href()}>
            <Plus aria-hidden />
            {T.submitFirst}
          </Link>
        </Button>
      </div>
      <div aria-live="polite" className="grid gap-3 empty:hidden">
        {debug.status === 'done' ? (
          <div className="grid gap-2 text-sm" data-testid="debug-result">
            <p className="font-medium text-ink">
              {T.debugResult(
                debug.snapshot.tours,
                debug.snapshot.pending,
                debug.snapshot.bookings,
                marketplaceDayAndTime(debug.snapshot.at, language)[1],
              )}
            </p>
            <pre className="max-h-64 overflow-auto rounded-lg border bg-card p-3 font-mono text-xs whitespace-pre-wrap text-foreground">
              {debug.snapshot.answer}
            </pre>
          </div>
        ) : null}
        {debug.status === 'failed' ? (
          <p className="text-sm font-medium text-destructive" data-testid="debug-result">
            {T.debugFailed(say(debug.message))}
          </p>
        ) : null}
        {state.pendingShown ? (
          <div className="grid gap-1 text-sm" data-testid="pending-result">
            <p className="font-medium text-ink">
              {pending.length === 0 ? T.pendingNone : T.pendingSome(pending.length)}
            </p>
            {pending.length > 0 ? (
              <ul className="grid list-disc gap-0.5 pl-5">
                {pending.map((tour) => (
                  <li key={tour.slug} data-testid="pending-tour">
                    {tour.title}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
