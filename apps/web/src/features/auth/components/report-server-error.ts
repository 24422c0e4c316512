import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { getErrorMessage, isApiError } from '../../../lib/api-client';

/** A failed call: its message inline (root.server) and as a toast; per-field messages on their fields. */
export function reportServerError<T extends FieldValues>(options: {
  error: unknown;
  setError: UseFormSetError<T>;
  fallback: string;
  fields: readonly Path<T>[];
  /** Says a message in the page's language (useMessage). */
  translate: (message: string) => string;
}): string {
  const { error, setError, fallback, fields, translate } = options;
  const message = translate(getErrorMessage(error, fallback));
  if (isApiError(error) && error.fields) {
    for (const [field, fieldMessage] of Object.entries(error.fields)) {
      if ((fields as readonly string[]).includes(field)) {
        setError(field as Path<T>, { type: 'server', message: fieldMessage });
      }
    }
  }
  setError('root.server' as Path<T>, { type: 'server', message });
  toast.error(message);
  return message;
}
