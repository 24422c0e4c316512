import type { FastifyRequest } from 'fastify';
import { MESSAGES, TOUR_IMAGE_MESSAGES } from '@tour/shared';
import { AppError } from './app-error';

/**
 * Reads an image upload form (@fastify/multipart registered with a file size limit): its text fields and its one
 * `file`. A file over the limit is the spec's 'File size must be less than 5MB'; a malformed body a 400.
 */
export async function readImageForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'file' && bytes === null) bytes = await part.toBuffer();
      else part.file.resume();
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('VALIDATION_FAILED', TOUR_IMAGE_MESSAGES.tooLarge, { file: TOUR_IMAGE_MESSAGES.tooLarge });
    }
    // The multipart parser reports a malformed body (no boundary, cut short) as a plain Error without a code.
    if (error instanceof Error && code === undefined) throw new AppError('BAD_REQUEST', MESSAGES.malformedUpload);
    throw error;
  }
  return { fields, bytes };
}
