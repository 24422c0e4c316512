import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { useMessage } from '../../../lib/i18n/messages';

/**
 * The distinct messages of a form's errors in field order, then the server's (root) message.
 * A missing required field is the first thing to fix: while one is missing only those messages show
 * ('Please fill in both password fields', not also 'Password must be at least 6 characters long').
 */
export function collectErrorMessages<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly string[],
): string[] {
  const record = errors as Record<string, { message?: unknown; type?: unknown } | undefined>;
  const keys = [...order, ...Object.keys(record).filter((key) => !order.includes(key) && key !== 'root')];
  const entries = keys
    .map((key) => record[key])
    .filter(
      (error): error is { message: string; type?: unknown } =>
        typeof error?.message === 'string' && error.message !== '',
    );
  const required = entries.filter((error) => error.type === 'too_small');
  const shown = required.length > 0 ? required : entries;
  const messages: string[] = [];
  for (const { message } of shown) if (!messages.includes(message)) messages.push(message);
  const rootMessage = errors.root?.server?.message ?? errors.root?.message;
  if (typeof rootMessage === 'string' && rootMessage && !messages.includes(rootMessage)) messages.push(rootMessage);
  return messages;
}

/**
 * The spec gives one message per rule ('Please fill in all required fields'), not one per field, so a
 * form shows its messages once, above the fields; the fields themselves are marked aria-invalid.
 */
export function FormErrors({ id, messages: written }: { id: string; messages: string[] }) {
  const say = useMessage();
  if (written.length === 0) return null;
  const messages = written.map((message) => say(message));
  return (
    <Alert id={id} variant="destructive" data-testid="form-errors">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul className="grid gap-1">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
