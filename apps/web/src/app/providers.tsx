import { Suspense, lazy, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { loadSonner } from '../lib/toast';
import { createQueryClient } from './query-client';

// Loaded after the first screen (see lib/toast.ts); toasts raised meanwhile appear once it mounts.
const Toaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/** App-wide providers: data cache and toasts (bottom right, 5 s, per 1-traveller.md section 2). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster position="bottom-right" duration={5000} visibleToasts={5} richColors closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}
