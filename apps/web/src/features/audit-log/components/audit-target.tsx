import { Link } from 'react-router';
import { History } from 'lucide-react';
import type { TAuditLogEntry } from '@tour/shared';
import { useTexts } from '../../../lib/i18n/texts';
import { AUDIT_LOG_TEXTS, targetKind } from '../texts';

/** The target by its kind and name, linked to its page where it has one, with its history one click away. */
export function AuditTarget({ entry, onHistory }: { entry: TAuditLogEntry; onHistory: () => void }) {
  const texts = useTexts(AUDIT_LOG_TEXTS);
  const T = texts.table;
  const kind = targetKind(entry.targetType, texts);
  const name = entry.targetName ?? kind.fixedName ?? null;
  const href = name ? (kind.href?.({ slug: entry.targetSlug }) ?? null) : null;
  return (
    <span className="grid justify-items-start gap-0.5" data-testid="audit-target" data-target-type={entry.targetType}>
      <span className="text-xs text-muted-foreground">{kind.label}</span>
      {name ? (
        href ? (
          <Link
            to={href}
            className="font-medium [overflow-wrap:anywhere] text-primary hover:underline"
            title={entry.targetId}
          >
            {name}
          </Link>
        ) : (
          <span className="font-medium [overflow-wrap:anywhere] text-ink" title={entry.targetId}>
            {name}
          </span>
        )
      ) : (
        <>
          {kind.named ? <span className="text-sm text-muted-foreground italic">{T.unnamed}</span> : null}
          <code className="text-xs break-all text-muted-foreground">{entry.targetId}</code>
        </>
      )}
      <button
        type="button"
        className="mt-0.5 inline-flex items-center gap-1 rounded-sm text-xs font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        onClick={onHistory}
        aria-label={T.historyOf(name ?? entry.targetId)}
      >
        <History className="size-3.5" aria-hidden />
        {T.history}
      </button>
    </span>
  );
}
