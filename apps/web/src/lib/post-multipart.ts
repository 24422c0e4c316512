import {
  endpointPath,
  type TEndpoint,
  type TEndpointInput,
  type TEndpointMultipartFields,
  type TEndpointRef,
  type TEndpointResponse,
  type TErrorBody,
} from '@tour/shared';
import { ApiError } from './api-client';
import { pageLanguageHeaders } from './i18n/language';

/**
 * Sends multipart/form-data to our API (same origin, session cookie) and reads the JSON answer; the
 * browser sets the boundary. Throws ApiError with the server's code, message and fields on a refusal,
 * NETWORK_ERROR when the request never got an answer.
 */
async function sendMultipart<T>(method: TEndpoint['method'], path: string, body: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...pageLanguageHeaders() },
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

/** The form of a multipart call: the text fields its contract declares, then the files. */
type TMultipartForm<E extends TEndpoint> = {
  fields: TEndpointMultipartFields<E>;
  files: Record<string, File>;
};

/** Calls a shared multipart endpoint: its path, method, text fields and answer are typed from its contract. */
export function callMultipartEndpoint<E extends TEndpoint>(
  endpoint: TEndpointRef<E>,
  input: TEndpointInput<E>,
  form: TMultipartForm<E>,
): Promise<TEndpointResponse<E>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields as Record<string, unknown>)) {
    if (value !== undefined && value !== null) body.set(name, String(value));
  }
  for (const [name, file] of Object.entries(form.files)) body.set(name, file, file.name);
  return sendMultipart<TEndpointResponse<E>>(endpoint.method, endpointPath(endpoint, input.params), body);
}
