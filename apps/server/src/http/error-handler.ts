import type { FastifyError, FastifyInstance } from 'fastify';
import { MESSAGES, type TErrorBody } from '@tour/shared';
import { ZodError } from 'zod';
import { AppError } from './app-error';
import { fieldErrorsOf } from './validate';

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    let body: TErrorBody;
    let status: number;
    if (error instanceof AppError) {
      status = error.status;
      body = { error: { code: error.code, message: error.message, fields: error.fields } };
    } else if (error instanceof ZodError) {
      status = 400;
      const fields = fieldErrorsOf(error);
      body = { error: { code: 'VALIDATION_FAILED', message: Object.values(fields)[0] ?? 'Invalid request', fields } };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { error: { code: 'RATE_LIMITED', message: MESSAGES.tooManyRequests } };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { error: { code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', message: error.message } };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      status = 500;
      body = { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.', requestId: request.id } };
    }
    return reply.status(status).send(body);
  });
}
