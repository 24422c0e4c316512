import type { ExternalToast } from 'sonner';

/**
 * Every toast of the application goes through here. Sonner is about 9 kB of gzipped JavaScript, so it
 * is loaded by the first toast, not by the first screen: calls wait for it, in order, and the Toaster
 * mounts when it arrives (sonner shows toasts raised before its Toaster mounts).
 */
let sonner: Promise<typeof import('sonner')> | null = null;
const loadListeners = new Set<() => void>();

export function loadSonner() {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of loadListeners) listener();
  }
  return sonner;
}

/** For the Toaster's mount point: called once the first toast has asked for sonner. */
export function onSonnerRequested(listener: () => void): () => void {
  if (sonner) listener();
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

type TMessage = Parameters<typeof import('sonner').toast.error>[0];

function later(show: (toast: typeof import('sonner').toast) => void): void {
  void loadSonner().then(({ toast }) => show(toast));
}

export const toast = {
  error: (message: TMessage, options?: ExternalToast) => later((sonnerToast) => sonnerToast.error(message, options)),
  success: (message: TMessage, options?: ExternalToast) =>
    later((sonnerToast) => sonnerToast.success(message, options)),
  info: (message: TMessage, options?: ExternalToast) => later((sonnerToast) => sonnerToast.info(message, options)),
  warning: (message: TMessage, options?: ExternalToast) =>
    later((sonnerToast) => sonnerToast.warning(message, options)),
  loading: (message: TMessage, options?: ExternalToast) =>
    later((sonnerToast) => sonnerToast.loading(message, options)),
  dismiss: (id?: string | number) => later((sonnerToast) => sonnerToast.dismiss(id)),
};
