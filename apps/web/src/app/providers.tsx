import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { loadSonner, onSonnerRequested } from '../lib/toast';
import { createQueryClient } from './query-client';

// Mounted by the first toast (see lib/toast.ts), so sonner stays out of the first screen.
const Toaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/** App-wide providers: data cache and toasts (bottom right, 5 s, per 1-traveller.md section 2). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [toastsRequested, setToastsRequested] = useState(false);
  useEffect(() => onSonnerRequested(() => setToastsRequested(true)), []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toastsRequested ? (
        <Suspense fallback={null}>
          <Toaster position="bottom-right" duration={5000} visibleToasts={5} richColors closeButton />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
