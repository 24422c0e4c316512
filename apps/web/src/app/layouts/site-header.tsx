import { Suspense, lazy } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { BrandMark } from '../../components/brand-mark';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { UserAvatar } from '../../components/user-avatar';
import { authPath } from '../../lib/auth-paths';
import { useSession } from '../../features/auth/api/get-session';
import { LanguageSwitch } from '../../features/language/language-switch';
import { APP_TEXTS } from '../texts';
import { MobileMenuLauncher } from './mobile-menu-launcher';
import { BRAND } from '../../lib/brand';
import { useTexts } from '../../lib/i18n/texts';

// Only signed-in users need the avatar menu's dropdown code, and the inactivity countdown's.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));
const SessionBadge = lazy(async () => ({
  default: (await import('../../features/auth/inactivity/session-badge')).SessionBadge,
}));

export function SiteHeader() {
  const texts = useTexts(APP_TEXTS);
  const { user, isPending } = useSession();
  const location = useLocation();
  const signInPath = authPath(`${location.pathname}${location.search}`);
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-md" aria-label={texts.homeLink(BRAND.name)}>
          <BrandMark />
        </Link>

        <nav aria-label={texts.nav.label} className="ml-6 hidden items-center gap-1 md:flex">
          {texts.nav.links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
            >
              {link.label}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-3">
          <LanguageSwitch />
          {isPending ? (
            <Skeleton className="h-9 w-24 rounded-full" />
          ) : user ? (
            <>
              <span className="hidden sm:block">
                <Suspense fallback={null}>
                  <SessionBadge />
                </Suspense>
              </span>
              <Suspense
                fallback={
                  <span className="inline-flex items-center gap-1.5 p-0.5 pr-2" aria-hidden>
                    <UserAvatar name={user.username || user.email} />
                    <ChevronDown className="size-4 text-muted-foreground" />
                  </span>
                }
              >
                <UserMenu user={user} />
              </Suspense>
            </>
          ) : (
            <Button asChild>
              <Link to={signInPath}>{texts.nav.signIn}</Link>
            </Button>
          )}
          <MobileMenuLauncher user={user} signInPath={signInPath} />
        </div>
      </div>
    </header>
  );
}
