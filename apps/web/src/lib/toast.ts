import type { ExternalToast } from 'sonner';

/**
 * The toasts the application shell raises (guards, inactivity, sign-out). Sonner is about 9 kB of
 * gzipped JavaScript, so the shell loads it after the first screen: these calls wait for it, in order.
 * Toasts raised before the Toaster mounts are shown once it does (sonner replays active toasts).
 * Pages that are loaded lazily may import `toast` from 'sonner' directly.
 */
let sonner: Promise<typeof import('sonner')> | null = null;

export function loadSonner() {
  sonner ??= import('sonner');
  return sonner;
}

type TMessage = Parameters<typeof import('sonner').toast.error>[0];

function later(show: (toast: typeof import('sonner').toast) => void): void {
  void loadSonner().then(({ toast }) => show(toast));
}

export const toast = {
  error: (message: TMessage, options?: ExternalToast) => later((sonnerToast) => sonnerToast.error(message, options)),
  success: (message: TMessage, options?: ExternalToast) => later((sonnerToast) => sonnerToast.success(message, options)),
  warning: (message: TMessage, options?: ExternalToast) => later((sonnerToast) => sonnerToast.warning(message, options)),
  dismiss: (id?: string | number) => later((sonnerToast) => sonnerToast.dismiss(id)),
};
