import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TLanguage } from '@tour/shared';
import { LanguageProvider } from '../lib/i18n/language';
import { loadLanguage } from './load-language';
import { loadSonner, onSonnerRequested } from '../lib/toast';

// Mounted by the first toast (see lib/toast.ts), so sonner stays out of the first screen.
const Toaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/** App-wide providers: the visitor's language, data cache and toasts (bottom right, 5 s, per 1-traveller.md section 2). */
export function AppProviders({
  queryClient,
  language,
  children,
}: {
  queryClient: QueryClient;
  language: TLanguage;
  children: ReactNode;
}) {
  const [toastsRequested, setToastsRequested] = useState(false);
  useEffect(() => onSonnerRequested(() => setToastsRequested(true)), []);
  // The page answers clicks and typing from here on (a page rendered on the server is hydrated): end-to-end tests
  // wait for this before they act, as a traveller's first tap before it would do nothing.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <LanguageProvider initial={language} load={loadLanguage}>
      <QueryClientProvider client={queryClient}>
        {children}
        {toastsRequested ? (
          <Suspense fallback={null}>
            <Toaster position="bottom-right" duration={5000} visibleToasts={5} richColors closeButton />
          </Suspense>
        ) : null}
      </QueryClientProvider>
    </LanguageProvider>
  );
}
