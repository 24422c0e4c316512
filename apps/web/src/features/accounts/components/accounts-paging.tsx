import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ACCOUNTS_TEXTS } from '../texts';

const T = ACCOUNTS_TEXTS.paging;

type TAccountsPagingProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

export function AccountsPaging({ page, pageSize, total, onPage }: TAccountsPagingProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={T.label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" data-testid="accounts-range">
        {T.range(first, last, total)}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft className="size-4" aria-hidden />
          {T.previous}
        </Button>
        <span className="text-sm font-medium text-ink tabular-nums" aria-live="polite">
          {T.status(Math.min(page, pages), pages)}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {T.next}
          <ChevronRight className="size-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
