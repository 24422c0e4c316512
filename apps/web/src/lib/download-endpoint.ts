import { endpointPath, type TEndpoint, type TEndpointInput, type TEndpointRef } from '@tour/shared';
import { ApiError } from './api-client';
import { pageLanguageHeaders } from './i18n/language';
import { saveFile } from './save-file';

/** The name the server gave the file (Content-Disposition), else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

function searchOf(query: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Downloads what a file endpoint (a CSV export, a manifest) answers and saves it under the server's file name.
 * A refusal throws ApiError with the server's message, as callEndpoint does; the file is saved only when complete.
 */
export async function downloadEndpointFile<E extends TEndpoint>(
  endpoint: TEndpointRef<E>,
  input: TEndpointInput<E>,
  fallbackName: string,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${endpointPath(endpoint, input.params)}${searchOf(input.query)}`, {
      credentials: 'same-origin',
      headers: pageLanguageHeaders(),
    });
  } catch {
    throw new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'Network error occurred' });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiError({
      code: (body?.error?.code as ApiError['code'] | undefined) ?? 'UNKNOWN',
      status: response.status,
      message: body?.error?.message ?? `Request failed (${response.status})`,
    });
  }
  const name = fileNameOf(response, fallbackName);
  saveFile(name, await response.blob());
  return name;
}
