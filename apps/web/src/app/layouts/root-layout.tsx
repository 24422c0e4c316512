import { Suspense, lazy } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useSession } from '../../features/auth/api/get-session';
import { APP_TEXTS } from '../texts';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useTexts } from '../../lib/i18n/texts';

// Only signed-in users have an inactivity timer: visitors' first screen does without its code.
const InactivityManager = lazy(async () => ({
  default: (await import('../../features/auth/inactivity/inactivity-manager')).InactivityManager,
}));

/** A thin bar at the top while the next page's code or data loads. */
function NavigationProgress() {
  const texts = useTexts(APP_TEXTS);
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/15"
      role="progressbar"
      aria-label={texts.loading}
    >
      <div className="h-full w-1/3 animate-[progress_1.1s_ease-in-out_infinite] bg-primary" />
    </div>
  );
}

export function RootLayout() {
  const texts = useTexts(APP_TEXTS);
  const { user } = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {texts.skipToContent}
      </a>
      <NavigationProgress />
      <SiteHeader />
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <SiteFooter />
      {user ? (
        <Suspense fallback={null}>
          <InactivityManager key={user.id} />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
