/** The fields both drivers (pg and PGlite) put on a PostgreSQL error. */
export type TPostgresError = { code: string; constraint?: string; detail?: string; message: string };

/** SQLSTATE codes the application reacts to. */
export const PG_ERROR = {
  uniqueViolation: '23505',
  checkViolation: '23514',
  foreignKeyViolation: '23503',
  /** ON DELETE RESTRICT: PostgreSQL 17 (PGlite) reports this where 15 reports 23503. */
  restrictViolation: '23001',
  notNullViolation: '23502',
} as const;

/** Finds the PostgreSQL error behind a Drizzle error (drizzle wraps it as `cause`). */
export function getPostgresError(error: unknown): TPostgresError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as {
      code?: unknown;
      constraint?: unknown;
      detail?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
        detail: typeof candidate.detail === 'string' ? candidate.detail : undefined,
        message: typeof candidate.message === 'string' ? candidate.message : '',
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** True for a unique violation, optionally of one named constraint or index (e.g. 'bookings_booking_reference_unique'). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const postgresError = getPostgresError(error);
  return (
    postgresError?.code === PG_ERROR.uniqueViolation &&
    (constraint === undefined || postgresError.constraint === constraint)
  );
}

/** True for a CHECK violation, optionally of one named constraint (e.g. 'tour_dates_available_spots_check'). */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  const postgresError = getPostgresError(error);
  return (
    postgresError?.code === PG_ERROR.checkViolation &&
    (constraint === undefined || postgresError.constraint === constraint)
  );
}

/** True when a row is still referenced (or references nothing), whichever code the server version uses. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const postgresError = getPostgresError(error);
  const isReferenceError =
    postgresError?.code === PG_ERROR.foreignKeyViolation || postgresError?.code === PG_ERROR.restrictViolation;
  return isReferenceError && (constraint === undefined || postgresError?.constraint === constraint);
}

/**
 * A row the caller has just written, locked or read inside its own transaction: its absence is a bug in
 * our code, not something a user did, so it fails loudly (a 500 with a request id) instead of hiding.
 */
export function expectRow<T>(row: T | null | undefined, what: string): T {
  if (row === null || row === undefined) throw new Error(`Expected ${what} to exist`);
  return row;
}
