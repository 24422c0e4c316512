import type { ReactNode } from 'react';
import { Building2, ShieldCheck } from 'lucide-react';
import type { TCompanySummary } from '@tour/shared';
import { AreaPage } from '../../../components/area-page';
import { useTexts } from '../../../lib/i18n/texts';
import { COMPANY_TEXTS } from '../texts';
import { CompanySidebar } from './company-sidebar';

/** The frame both company pages share: back link, heading, the sidebar and the page's own part. */
export function CompanyLayout({
  title,
  heading,
  adminNote,
  companies,
  selectedId,
  onStats,
  children,
}: {
  title: string;
  heading: string;
  adminNote: string | null;
  companies: TCompanySummary[] | null;
  selectedId: string | null;
  onStats: boolean;
  children: ReactNode;
}) {
  const T = useTexts(COMPANY_TEXTS);
  return (
    <AreaPage
      testId="company-management-page"
      documentTitle={title}
      backLabel={T.back}
      icon={Building2}
      heading={heading}
      intro={T.intro}
      headerNote={
        adminNote ? (
          <p
            className="inline-flex w-fit items-center gap-2 rounded-full bg-accent px-3 py-1 text-xs font-medium text-primary"
            data-testid="admin-scope"
          >
            <ShieldCheck className="size-3.5" aria-hidden />
            {adminNote}
          </p>
        ) : null
      }
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <CompanySidebar companies={companies} selectedId={selectedId} onStats={onStats} />
        <section className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-5">{children}</section>
      </div>
    </AreaPage>
  );
}
