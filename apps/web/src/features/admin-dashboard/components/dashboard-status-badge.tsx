import type { TAdminOwnerRow } from '@tour/shared';
import { Badge, type TBadgeVariant } from '../../../components/ui/badge';
import { useTexts } from '../../../lib/i18n/texts';
import { ADMIN_DASHBOARD_TEXTS } from '../texts';

const VARIANTS: Record<TAdminOwnerRow['status'], TBadgeVariant> = {
  active: 'success',
  inactive: 'secondary',
  suspended: 'destructive',
};

/** An owner's or a tour's status (3-admin.md section 4): active, inactive or suspended. */
export function DashboardStatusBadge({ status }: { status: TAdminOwnerRow['status'] }) {
  const T = useTexts(ADMIN_DASHBOARD_TEXTS);
  return (
    <Badge variant={VARIANTS[status]} data-testid="row-status">
      {T.statuses[status]}
    </Badge>
  );
}

/** A row's published-review average with its count, or 'No reviews'. */
export function RatingText({ rating, reviews }: { rating: number | null; reviews: number }) {
  const T = useTexts(ADMIN_DASHBOARD_TEXTS).rating;
  if (rating === null) return <span className="whitespace-nowrap text-muted-foreground">{T.none}</span>;
  return (
    <span className="grid tabular-nums">
      <span className="font-medium text-ink">{T.value(rating)}</span>
      <span className="text-xs whitespace-nowrap text-muted-foreground">{T.reviews(reviews)}</span>
    </span>
  );
}
