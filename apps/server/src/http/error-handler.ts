import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isUniqueViolation } from '@tour/db';
import {
  ERROR_STATUS,
  MESSAGES,
  REVIEW_MESSAGES,
  type TErrorBody,
  type TErrorCode,
  type TLanguage,
} from '@tour/shared';
import { translateMessage } from '@tour/shared/message-translations';
import { AppError } from './app-error';
import { askedLanguage } from './request-language';
import { fieldErrorsOf } from './validate';

/**
 * Unique constraints a request can run into when two of them race past the service's own check:
 * each becomes the error that check would have given (mapped here once, not in every service).
 */
const UNIQUE_CONSTRAINT_ERRORS: Record<string, () => AppError> = {
  users_email_lower_unique: () => new AppError('EMAIL_TAKEN', MESSAGES.emailTaken, { email: MESSAGES.emailTaken }),
  // Two reviews (of two tours, so not queued by one tour lock) naming one free photo at once: the later one is told.
  review_photos_image_upload_id_unique: () =>
    new AppError('VALIDATION_FAILED', REVIEW_MESSAGES.photoUnknown, { photoIds: REVIEW_MESSAGES.photoUnknown }),
};

/** Fastify's own errors, raised before a handler runs, in the project's error shape. */
const FRAMEWORK_ERRORS: Record<string, { code: TErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: MESSAGES.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: MESSAGES.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.payloadTooLarge },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.payloadTooLarge },
  FST_FILES_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.payloadTooLarge },
  FST_FIELDS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.payloadTooLarge },
  FST_PARTS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.payloadTooLarge },
  FST_PROTO_VIOLATION: { code: 'BAD_REQUEST', message: MESSAGES.invalidRequest },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.unsupportedMediaType },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.unsupportedMediaType },
  FST_ERR_BAD_URL: { code: 'BAD_REQUEST', message: MESSAGES.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'URI_TOO_LONG', message: MESSAGES.uriTooLong },
  FST_ERR_ASYNC_CONSTRAINT: { code: 'BAD_REQUEST', message: MESSAGES.invalidRequest },
};

function validationFailure(fields: Record<string, string>): TErrorBody {
  return {
    error: { code: 'VALIDATION_FAILED', message: Object.values(fields)[0] ?? MESSAGES.invalidRequest, fields },
  };
}

/** Turns any error into its status and the one response shape `{ error: { code, message, fields? } }`. */
function describeError(error: unknown): { status: number; body: TErrorBody } | null {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { error: { code: error.code, message: error.message, fields: error.fields } },
    };
  }
  if (error instanceof ZodError) return { status: 400, body: validationFailure(fieldErrorsOf(error.issues)) };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.split('/').filter(Boolean),
      message: issue.message ?? MESSAGES.invalidRequest,
    }));
    return { status: 400, body: validationFailure(fieldErrorsOf(issues)) };
  }
  for (const [constraint, toError] of Object.entries(UNIQUE_CONSTRAINT_ERRORS)) {
    if (isUniqueViolation(error, constraint)) return describeError(toError());
  }
  const { code, statusCode } = error as Partial<FastifyError>;
  const known = code ? FRAMEWORK_ERRORS[code] : undefined;
  if (known) return { status: ERROR_STATUS[known.code], body: { error: known } };
  if (statusCode === 429)
    return { status: 429, body: { error: { code: 'RATE_LIMITED', message: MESSAGES.tooManyRequests } } };
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    const fallbackCode: TErrorCode = statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
    return { status: statusCode, body: { error: { code: fallbackCode, message: MESSAGES.invalidRequest } } };
  }
  return null;
}

/**
 * The answer's messages in the language the request asks for; the spec's own, in the language the spec gives them,
 * when it asks for none.
 */
function inLanguage(body: TErrorBody, language: TLanguage | null): TErrorBody {
  if (!language) return body;
  const { message, fields } = body.error;
  const translated = { ...body.error, message: translateMessage(message, language) };
  if (fields) {
    translated.fields = Object.fromEntries(
      Object.entries(fields).map(([field, text]) => [field, translateMessage(text, language)]),
    );
  }
  return { error: translated };
}

function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const language = askedLanguage(request);
  const described = describeError(error);
  if (described) return reply.status(described.status).send(inLanguage(described.body, language));
  request.log.error({ err: error }, 'unhandled error');
  const body: TErrorBody = { error: { code: 'INTERNAL', message: MESSAGES.somethingWentWrong, requestId: request.id } };
  return reply.status(500).send(inLanguage(body, language));
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
}

/** Fastify's `frameworkErrors` option: a bad URL encoding or an over-long parameter, before routing. */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendError(error, request, reply);
}
