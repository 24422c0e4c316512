import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ACCOUNT_MENU, menuLabel, type TArea } from '@tour/shared';
import { cn } from '../lib/cn';
import { useLanguage } from '../lib/i18n/language';
import { useTexts } from '../lib/i18n/texts';
import { COMPONENTS_TEXTS } from './texts';

const ADMIN_AREAS: readonly TArea[] = [
  'adminDashboard',
  'pendingTours',
  'accounts',
  'invitations',
  'tourManagement',
  'auditLog',
  'licenceReview',
  'manageBookings',
  'reviewModeration',
  'flightDeal',
];

const ADMIN_LINKS = ACCOUNT_MENU.filter((entry) => ADMIN_AREAS.includes(entry.area));

/** The 'Admin Panel' sidebar (3-admin.md section 2): a column on wide screens, a sideways strip on phones. */
export function AdminSidebar() {
  const T = useTexts(COMPONENTS_TEXTS).adminSidebar;
  const language = useLanguage();
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the entries are a strip that scrolls sideways: the current page's entry is brought into view.
  useEffect(() => {
    const strip = list.current;
    const current = [...(strip?.querySelectorAll('a') ?? [])].find((link) => link.getAttribute('href') === pathname);
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    const offset = current.getBoundingClientRect().left - strip.getBoundingClientRect().left;
    strip.scrollLeft += offset - (strip.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start" data-testid="admin-sidebar">
      <nav aria-label={T.label} className="grid gap-2 rounded-xl border bg-card p-3 shadow-xs lg:p-4">
        <h2 className="px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{T.title}</h2>
        <ul ref={list} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 lg:grid lg:overflow-visible lg:pb-0">
          {ADMIN_LINKS.map((entry) => (
            <li key={entry.path} className="shrink-0">
              <NavLink
                to={entry.path}
                className={({ isActive }) =>
                  cn(
                    'block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                    isActive ? 'bg-accent text-primary' : 'text-foreground/80 hover:bg-muted hover:text-foreground',
                  )
                }
              >
                {menuLabel(entry, language)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
