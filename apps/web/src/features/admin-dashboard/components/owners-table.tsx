import { Mail, MapIcon, UserRound } from 'lucide-react';
import { LANGUAGE_LOCALES, paths, type TAdminOwnerRow } from '@tour/shared';
import { CardTableCell } from '../../../components/card-table-cell';
import { MoneyCell } from '../../../components/dashboards/money-figure';
import { EmailAddress } from '../../../components/email-address';
import { marketplaceDayAndTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { ADMIN_DASHBOARD_TEXTS } from '../texts';
import { DashboardStatusBadge, RatingText } from './dashboard-status-badge';
import { RowAction } from './row-action';

/**
 * The Tour Owners tab (3-admin.md section 2): a table from 1280 px, one card per owner below, where the status moves up
 * beside the name (the cells stay in the table's order; `order` places them in the card).
 */
export function OwnersTable({ owners, onShowTours }: { owners: TAdminOwnerRow[]; onShowTours: (q: string) => void }) {
  const T = useTexts(ADMIN_DASHBOARD_TEXTS).owners;
  const language = useLanguage();
  const headings = [T.owner, T.tours, T.revenue, T.bookings, T.rating, T.joined, T.status, T.actions];
  return (
    <div className="xl:overflow-x-auto xl:rounded-xl xl:border xl:bg-card xl:shadow-xs">
      <table className="block w-full text-sm xl:table" data-testid="owners-table">
        <caption className="sr-only">{T.caption}</caption>
        <thead className="hidden border-b bg-muted/50 text-left text-xs text-muted-foreground xl:table-header-group">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-2 py-2.5 font-medium whitespace-nowrap first:pl-4">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="grid gap-3 md:grid-cols-2 xl:table-row-group xl:divide-y">
          {owners.map((owner) => {
            const name = owner.username || owner.email;
            return (
              <tr
                key={owner.userId}
                className="grid grid-cols-3 content-start gap-x-3 gap-y-3 rounded-xl border bg-card p-4 shadow-xs xl:table-row xl:rounded-none xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none"
                data-testid="owner-row"
                data-user-id={owner.userId}
              >
                <CardTableCell from="xl" label={null} className="order-1 col-span-2 xl:min-w-52 xl:pl-4">
                  <span className="block font-medium text-ink [overflow-wrap:anywhere]">{name}</span>
                  <EmailAddress email={owner.email} className="block text-muted-foreground" />
                </CardTableCell>
                <CardTableCell from="xl" label={T.tours} className="order-3 tabular-nums">
                  <span data-testid="owner-tours">{owner.tours.toLocaleString(LANGUAGE_LOCALES[language])}</span>
                </CardTableCell>
                <CardTableCell from="xl" label={T.revenue} className="order-4">
                  <span data-testid="owner-revenue">
                    <MoneyCell figure={owner.revenue} />
                  </span>
                </CardTableCell>
                <CardTableCell from="xl" label={T.bookings} className="order-5 tabular-nums">
                  <span data-testid="owner-bookings">{owner.bookings.toLocaleString(LANGUAGE_LOCALES[language])}</span>
                </CardTableCell>
                <CardTableCell from="xl" label={T.rating} className="order-6">
                  <RatingText rating={owner.rating} reviews={owner.reviewsCount} />
                </CardTableCell>
                <CardTableCell from="xl" label={T.joined} className="order-7 col-span-2 whitespace-nowrap tabular-nums">
                  <time dateTime={owner.joinedAt}>{marketplaceDayAndTime(owner.joinedAt, language)[0]}</time>
                </CardTableCell>
                <CardTableCell from="xl" label={null} className="order-2 justify-items-end xl:justify-items-start">
                  <DashboardStatusBadge status={owner.status} />
                </CardTableCell>
                <CardTableCell from="xl" label={null} className="order-9 col-span-3 xl:pr-4">
                  <span className="flex flex-wrap gap-2 xl:flex-nowrap xl:gap-1">
                    <RowAction
                      icon={UserRound}
                      text={T.accountAction}
                      label={T.openAccount(name)}
                      to={paths.accounts.href({ q: owner.email })}
                    />
                    <RowAction
                      icon={MapIcon}
                      text={T.toursAction}
                      label={T.showTours(name)}
                      onClick={() => onShowTours(owner.username || owner.email)}
                    />
                    <RowAction icon={Mail} text={T.emailAction} label={T.email(name)} href={`mailto:${owner.email}`} />
                  </span>
                </CardTableCell>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
