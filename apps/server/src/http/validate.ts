import type { z, ZodError } from 'zod';

export function fieldErrorsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses with a shared schema; a ZodError becomes the 400 response in the error handler. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  return schema.parse(value);
}
