import { Link, NavLink } from 'react-router';
import { BarChart3, Building2, FilePlus2, Plus } from 'lucide-react';
import { companyNameIn, licenceStatusBadge, type TCompanySummary, paths } from '@tour/shared';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { COMPANY_TEXTS } from '../texts';
import { StatusBadge } from './status-badge';

const linkClasses = (active: boolean) =>
  cn(
    'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors',
    active ? 'bg-accent text-primary' : 'text-foreground/80 hover:bg-muted hover:text-foreground',
  );

/**
 * The sidebar 'จัดการบริษัท' (3-admin.md section 2): the user's companies, then the stats page, a new
 * company (while they have none) and a new tour. A column on wide screens; on phones the companies scroll sideways.
 */
export function CompanySidebar({
  companies,
  selectedId,
  onStats,
}: {
  companies: TCompanySummary[] | null;
  selectedId: string | null;
  onStats: boolean;
}) {
  const T = useTexts(COMPANY_TEXTS);
  const language = useLanguage();
  return (
    <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start" data-testid="company-sidebar">
      <nav
        aria-label={T.sidebarLabel}
        className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-xl border bg-card p-3 shadow-xs lg:p-4"
      >
        <h2 className="flex items-center gap-2 px-2 text-base font-semibold text-ink">
          <Building2 className="size-4 text-primary" aria-hidden />
          {T.sidebarTitle}
        </h2>
        {companies && companies.length > 0 ? (
          <div className="grid min-w-0 gap-1">
            <p className="px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{T.companies}</p>
            <ul className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 lg:grid lg:overflow-visible lg:pb-0">
              {companies.map((company) => {
                const active = !onStats && company.id === selectedId;
                return (
                  <li key={company.id} className="shrink-0 lg:shrink">
                    <Link
                      to={paths.companyManagement.href({ company: company.id })}
                      aria-current={active ? 'page' : undefined}
                      className={cn(linkClasses(active), 'grid max-w-64 gap-1 lg:max-w-none')}
                      data-testid="company-link"
                    >
                      <span className="truncate lg:line-clamp-2 lg:whitespace-normal">
                        {companyNameIn(company, language) ?? T.noName}
                      </span>
                      <span className="flex items-center gap-2 text-xs font-normal text-muted-foreground">
                        {company.licenseId ?? '-'}
                        {company.licenceStatus ? (
                          <StatusBadge badge={licenceStatusBadge(company.licenceStatus)} />
                        ) : null}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
        <ul className="-mx-1 flex gap-1 overflow-x-auto border-t px-1 pt-3 lg:grid lg:overflow-visible">
          <li className="shrink-0">
            <NavLink to={paths.companyStats.href()} className={({ isActive }) => linkClasses(isActive)}>
              <BarChart3 className="size-4" aria-hidden />
              {T.statsLink}
            </NavLink>
          </li>
          {/* One company per user (2-operator.md section 2 sends a user with one back here): only without one. */}
          {companies?.length === 0 ? (
            <li className="shrink-0">
              <Link to={paths.submitCompany.href()} className={linkClasses(false)}>
                <Plus className="size-4" aria-hidden />
                {T.addCompany}
              </Link>
            </li>
          ) : null}
          <li className="shrink-0">
            <Link to={paths.submitTour.href()} className={linkClasses(false)}>
              <FilePlus2 className="size-4" aria-hidden />
              {T.submitTour}
            </Link>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
