import { CardTableCell } from '../../../components/card-table-cell';
import { auditCommandOf, type TAuditLogEntry } from '@tour/shared';
import { Badge } from '../../../components/ui/badge';
import { formatMarketplaceDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { type TTextsOf, useTexts } from '../../../lib/i18n/texts';
import { actionLabel, AUDIT_LOG_TEXTS } from '../texts';
import { AuditChangeList } from './audit-change-list';
import { AuditTarget } from './audit-target';

/** Who acted: an administrator's e-mail, a server command (no account), or an account deleted since. */
function actorName(entry: TAuditLogEntry, T: TTextsOf<typeof AUDIT_LOG_TEXTS>['table']): string {
  if (entry.actor.email) return entry.actor.email;
  const command = auditCommandOf(entry);
  return command ? T.commandActor(command) : T.unknownActor;
}

/** The entries, newest first: a table on wide screens, one card per entry on phones. */
export function AuditLogTable({
  entries,
  onHistory,
}: {
  entries: TAuditLogEntry[];
  /** Narrows the log to one entry's target. */
  onHistory: (entry: TAuditLogEntry) => void;
}) {
  const texts = useTexts(AUDIT_LOG_TEXTS);
  const T = texts.table;
  const language = useLanguage();
  return (
    <div className="md:overflow-x-auto md:rounded-xl md:border md:bg-card md:shadow-xs">
      <table className="block w-full text-sm md:table" data-testid="audit-log-table">
        <caption className="sr-only">{T.caption}</caption>
        <thead className="hidden border-b bg-muted/50 text-left text-xs text-muted-foreground md:table-header-group">
          <tr>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {T.time} <abbr title={T.zoneTitle}>({T.zone})</abbr>
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {T.actor}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {T.action}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {T.target}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {T.changes}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {T.origin}
            </th>
          </tr>
        </thead>
        <tbody className="grid gap-3 md:table-row-group md:divide-y">
          {entries.map((entry) => (
            <tr
              key={entry.id}
              className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-4 shadow-xs md:table-row md:rounded-none md:border-0 md:bg-transparent md:p-0 md:shadow-none"
              data-testid="audit-log-row"
            >
              <CardTableCell from="md" label={`${T.time} (${T.zone})`} className="md:whitespace-nowrap">
                <time dateTime={entry.createdAt} className="tabular-nums" title={T.zoneTitle}>
                  {formatMarketplaceDateTime(entry.createdAt, language)}{' '}
                  <span className="text-xs text-muted-foreground">{T.zone}</span>
                </time>
              </CardTableCell>
              <CardTableCell from="md" label={T.actor} className="md:min-w-36">
                <span className="[overflow-wrap:anywhere]">{actorName(entry, T)}</span>
              </CardTableCell>
              <CardTableCell from="md" label={T.action}>
                <span className="grid justify-items-start gap-1">
                  <Badge variant="outline" className="whitespace-normal!">
                    {actionLabel(entry.action, texts)}
                  </Badge>
                  <code className="text-xs [overflow-wrap:anywhere] text-muted-foreground">{entry.action}</code>
                </span>
              </CardTableCell>
              <CardTableCell from="md" label={T.target}>
                <AuditTarget entry={entry} onHistory={() => onHistory(entry)} />
              </CardTableCell>
              <CardTableCell from="md" label={T.changes} className="col-span-2 md:min-w-48">
                <AuditChangeList before={entry.before} after={entry.after} />
              </CardTableCell>
              <CardTableCell from="md" label={T.origin} className="col-span-2">
                <span className="grid gap-0.5 text-xs text-muted-foreground">
                  <span>
                    <span className="sr-only">{T.address}: </span>
                    {entry.address ?? '—'}
                  </span>
                  <code className="break-all" title={T.requestId}>
                    {entry.requestId ?? '—'}
                  </code>
                </span>
              </CardTableCell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
