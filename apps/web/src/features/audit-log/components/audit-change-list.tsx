import { auditChanges } from '@tour/shared';
import { useTexts } from '../../../lib/i18n/texts';
import { AUDIT_LOG_TEXTS } from '../texts';

function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Before and after as a compact diff: only the keys that changed, the old value struck through. */
export function AuditChangeList({
  before,
  after,
}: {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}) {
  const texts = useTexts(AUDIT_LOG_TEXTS);
  const changes = auditChanges(before, after);
  if (changes.length === 0) {
    return <span className="text-muted-foreground">{texts.table.noChanges}</span>;
  }
  return (
    <dl className="grid gap-1 text-xs">
      {changes.map((change) => (
        <div key={change.key} className="flex min-w-0 flex-wrap items-baseline gap-x-1.5">
          <dt className="font-mono font-medium text-ink">{change.key}:</dt>
          <dd className="flex min-w-0 flex-wrap items-baseline gap-x-1.5">
            {change.before !== undefined ? (
              <del className="rounded bg-destructive/10 px-1 [overflow-wrap:anywhere] text-destructive">
                {shown(change.before)}
              </del>
            ) : null}
            {change.before !== undefined && change.after !== undefined ? (
              <span aria-hidden className="text-muted-foreground">
                →
              </span>
            ) : null}
            {change.after !== undefined ? (
              <ins className="rounded bg-success/12 px-1 [overflow-wrap:anywhere] text-success no-underline">
                {shown(change.after)}
              </ins>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
