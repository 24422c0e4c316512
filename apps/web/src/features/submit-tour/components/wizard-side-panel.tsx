import { useEffect, useRef } from 'react';
import { Check, Circle, CloudOff, Lock } from 'lucide-react';
import { LANGUAGE_LOCALES, stepStatus, TOUR_WIZARD_STEPS, type TLanguage, type TStepStatus } from '@tour/shared';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { useTexts } from '../../../lib/i18n/texts';
import { useLanguage } from '../../../lib/i18n/language';
import { SUBMIT_TOUR_TEXTS } from '../texts';
import type { TTourWizard } from '../use-tour-wizard';

type TBadges = Partial<Record<TStepStatus, { label: string; variant: 'default' | 'success' | 'outline' }>>;

function timeOf(iso: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(iso));
}

/** 'Saved at 10:42:05 AM', or what the autosave is doing. */
function SaveStatus({ wizard }: { wizard: TTourWizard }) {
  const T = useTexts(SUBMIT_TOUR_TEXTS);
  const language = useLanguage();
  const { status, lastSavedAt } = wizard.saveState;
  const text =
    status === 'saving'
      ? T.saved.saving
      : status === 'error'
        ? T.saved.failed
        : status === 'waiting'
          ? T.saved.waiting
          : lastSavedAt
            ? T.saved.savedAt(timeOf(lastSavedAt, language))
            : T.saved.never;
  return (
    <p
      className={cn(
        'flex items-center gap-1.5 text-xs',
        status === 'error' ? 'text-destructive' : 'text-muted-foreground',
      )}
      aria-live="polite"
      data-testid="draft-save-status"
      data-status={status}
    >
      {status === 'error' ? <CloudOff className="size-3.5" aria-hidden /> : null}
      {text}
    </p>
  );
}

function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}

/** The side panel: completion, the eight steps with their badges, the autosave and the six submit items. */
export function WizardSidePanel({ wizard }: { wizard: TTourWizard }) {
  const T = useTexts(SUBMIT_TOUR_TEXTS);
  const badges: TBadges = {
    current: { label: T.badges.current, variant: 'default' },
    complete: { label: T.badges.complete, variant: 'success' },
    locked: { label: T.badges.locked, variant: 'outline' },
  };
  const { state, validity, completion, progress } = wizard;
  const done = progress.filter((item) => item.done).length;
  const lockedHelpId = 'wizard-locked-help';
  const list = useRef<HTMLOListElement>(null);
  // On a phone the steps scroll sideways: keep the current one in view.
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>(`[data-testid="wizard-step-${state.step}"]`);
    if (!list.current || !current || list.current.scrollWidth <= list.current.clientWidth) return;
    list.current.scrollTo({ left: current.offsetLeft - (list.current.clientWidth - current.offsetWidth) / 2 });
  }, [state.step]);
  return (
    <aside
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-5 rounded-2xl border bg-card p-4 sm:p-5 lg:sticky lg:top-24"
      aria-label={T.progressLabel}
    >
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <p className="text-sm font-medium">{T.stepOf(state.step, TOUR_WIZARD_STEPS.length)}</p>
          <p className="text-sm font-semibold text-primary" data-testid="wizard-completion">
            {T.complete(completion)}
          </p>
        </div>
        <ProgressBar value={completion} label={T.complete(completion)} />
        <SaveStatus wizard={wizard} />
      </div>

      <nav aria-label={T.stepsNav} className="min-w-0">
        <ol
          ref={list}
          className="relative -mx-1 flex gap-1 overflow-x-auto pb-1 lg:mx-0 lg:grid lg:overflow-visible lg:pb-0"
        >
          {TOUR_WIZARD_STEPS.map(({ number }) => {
            const status = stepStatus(number, state.step, validity);
            const badge = badges[status];
            return (
              <li key={number} className="shrink-0 lg:shrink">
                <button
                  type="button"
                  onClick={() => wizard.actions.open(number)}
                  aria-current={status === 'current' ? 'step' : undefined}
                  aria-describedby={status === 'locked' ? lockedHelpId : undefined}
                  title={status === 'locked' ? T.messages.stepLocked : undefined}
                  data-testid={`wizard-step-${number}`}
                  data-status={status}
                  className={cn(
                    'flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-ring',
                    status === 'current' ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
                    status === 'locked' && 'text-muted-foreground',
                  )}
                >
                  <span
                    className={cn(
                      'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                      status === 'complete' && 'border-success bg-success text-white',
                      status === 'current' && 'border-primary bg-primary text-primary-foreground',
                    )}
                    aria-hidden
                  >
                    {status === 'complete' ? (
                      <Check className="size-3.5" />
                    ) : status === 'locked' ? (
                      <Lock className="size-3" />
                    ) : (
                      number
                    )}
                  </span>
                  <span className="min-w-0 flex-1 whitespace-nowrap lg:whitespace-normal">{T.steps[number]}</span>
                  {badge ? (
                    <Badge variant={badge.variant} className="hidden sm:inline-flex">
                      {badge.label}
                    </Badge>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ol>
        <p id={lockedHelpId} className="sr-only">
          {T.messages.stepLocked}
        </p>
      </nav>

      <div className="grid gap-2 border-t pt-4" data-testid="submit-progress">
        <div className="flex items-baseline justify-between text-sm">
          <p className="font-medium">{T.readiness.title}</p>
          <p className="text-muted-foreground">{T.readiness.count(done, progress.length)}</p>
        </div>
        <ProgressBar
          value={Math.round((done / progress.length) * 100)}
          label={`${T.readiness.title}: ${T.readiness.count(done, progress.length)}`}
        />
        <ul className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs lg:grid-cols-1">
          {progress.map((item) => (
            <li
              key={item.key}
              className={cn('flex items-center gap-1.5', item.done ? 'text-success' : 'text-muted-foreground')}
              data-done={item.done}
            >
              {item.done ? <Check className="size-3.5" aria-hidden /> : <Circle className="size-3.5" aria-hidden />}
              {T.progress[item.key]}
              <span className="sr-only">{item.done ? T.badges.complete : ''}</span>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
