import { LANGUAGE_LOCALES, type TAdminDashboard } from '@tour/shared';
import { formatThb } from '../../../components/dashboards/dashboard-money';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { ADMIN_DASHBOARD_TEXTS } from '../texts';

/** Platform Analytics (Last 6 Months): a row per month, oldest first (3-admin.md section 2). */
export function PlatformAnalytics({ months }: { months: TAdminDashboard['analytics'] }) {
  const T = useTexts(ADMIN_DASHBOARD_TEXTS).analytics;
  const language = useLanguage();
  const locale = LANGUAGE_LOCALES[language];
  return (
    <section className="grid min-w-0 gap-3" aria-labelledby="platform-analytics-heading">
      <h2 id="platform-analytics-heading" className="text-lg font-semibold text-ink">
        {T.heading}
      </h2>
      <div className="overflow-x-auto rounded-xl border bg-card shadow-xs">
        <table className="w-full text-sm" data-testid="platform-analytics">
          <caption className="sr-only">{T.caption}</caption>
          <thead className="border-b bg-muted/50 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2.5 font-medium sm:px-4">
                {T.period}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-medium sm:px-4">
                {T.revenue}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-medium sm:px-4">
                {T.bookings}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-medium sm:px-4">
                {T.newUsers}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y tabular-nums">
            {months.map((month) => (
              <tr key={month.month} data-testid="analytics-row" data-month={month.month}>
                <th scope="row" className="px-3 py-2.5 text-left font-medium whitespace-nowrap text-ink sm:px-4">
                  {month.month}
                </th>
                <td className="px-3 py-2.5 text-right whitespace-nowrap sm:px-4">
                  {formatThb(month.revenueThb, language)}
                </td>
                <td className="px-3 py-2.5 text-right sm:px-4">{month.bookings.toLocaleString(locale)}</td>
                <td className="px-3 py-2.5 text-right sm:px-4">{month.newUsers.toLocaleString(locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted-foreground">{T.note}</p>
    </section>
  );
}
