import type { z } from 'zod';

/** One message per field, the first one found; a whole-request problem is keyed '_'. */
export function fieldErrorsOf(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Parses with a shared schema where a route cannot declare it (multipart fields); a ZodError becomes
 * the 400 response in the error handler. Every other route declares its schemas in `schema`.
 */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  return schema.parse(value);
}
