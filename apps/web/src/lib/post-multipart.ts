import type { TErrorBody } from '@tour/shared';
import { ApiError } from './api-client';

/**
 * POSTs multipart/form-data to our API (same origin, session cookie) and reads the JSON answer; the
 * browser sets the boundary. Throws ApiError with the server's code, message and fields on a refusal,
 * NETWORK_ERROR when the request never got an answer.
 */
export async function postMultipart<T>(path: string, body: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'Network error occurred' });
  }
  if (!response.ok) {
    let error: Partial<TErrorBody['error']> | undefined;
    try {
      error = ((await response.json()) as Partial<TErrorBody>).error;
    } catch {
      error = undefined;
    }
    throw new ApiError({
      code: error?.code ?? 'UNKNOWN',
      status: response.status,
      message: error?.message ?? `Request failed (${response.status})`,
      fields: error?.fields,
    });
  }
  return (await response.json()) as T;
}
