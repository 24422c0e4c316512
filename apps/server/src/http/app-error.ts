import { ERROR_STATUS, type TErrorCode } from '@tour/shared';

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}
