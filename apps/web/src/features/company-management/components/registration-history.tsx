import { Link } from 'react-router';
import { Building2, Plus } from 'lucide-react';
import { kycStatusBadge, licenceStatusBadge, type TRegistrationRow, paths } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useTexts } from '../../../lib/i18n/texts';
import { COMPANY_TEXTS } from '../texts';
import { StatusBadge } from './status-badge';

/**
 * No company yet (3-admin.md section 2): 'เพิ่มบริษัทใหม่', and the licences the user submitted with a
 * running number, licence number, Thai and English names, status badge and Continue.
 */
export function RegistrationHistory({ rows }: { rows: TRegistrationRow[] }) {
  const T = useTexts(COMPANY_TEXTS);
  const R = T.registrations;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5" data-testid="company-empty">
      <EmptyState
        icon={Building2}
        title={T.empty.title}
        action={
          <Button asChild>
            <Link to={paths.submitCompany.href()}>
              <Plus className="size-4" aria-hidden />
              {T.addCompany}
            </Link>
          </Button>
        }
      >
        {T.empty.hint}
      </EmptyState>
      {rows.length > 0 ? (
        <section className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3" aria-labelledby="registration-history-title">
          <h2 id="registration-history-title" className="text-lg font-semibold text-ink">
            {R.title}
          </h2>
          <div className="overflow-x-auto rounded-xl border bg-card">
            <table className="w-full min-w-[40rem] text-sm" data-testid="registration-history">
              <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {R.number}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {R.licence}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {R.nameTh}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {R.nameEn}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {R.status}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {R.kyc}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">{R.continue}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={row.licenseId} className="border-t">
                    <td className="px-3 py-2.5">{index + 1}</td>
                    <td className="px-3 py-2.5 font-medium whitespace-nowrap">{row.licenseId}</td>
                    <td className="px-3 py-2.5">{row.nameTh ?? '-'}</td>
                    <td className="px-3 py-2.5">{row.nameEn ?? '-'}</td>
                    <td className="px-3 py-2.5">
                      <StatusBadge badge={licenceStatusBadge(row.status)} />
                    </td>
                    <td className="px-3 py-2.5">
                      <StatusBadge badge={kycStatusBadge(row.kycStatus)} testId="registration-kyc" />
                    </td>
                    <td className="px-3 py-2.5 text-right">
                      <Button asChild size="sm" variant="outline">
                        <Link to={paths.submitCompany.href()}>{R.continue}</Link>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </div>
  );
}
