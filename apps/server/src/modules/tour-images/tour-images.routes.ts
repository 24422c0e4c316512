import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  TOUR_IMAGE_MAX_BYTES,
  TOUR_IMAGE_MESSAGES,
  ZImageFromUrlRequest,
  ZImageUploadFields,
  ZTourImageParams,
} from '@tour/shared';
import { requireAuth } from '../../http/access';
import { AppError } from '../../http/app-error';
import { parseWith } from '../../http/validate';
import { readTourImage, storeImageFromUrl, storeUploadedImage, type TTourImageDeps } from './tour-images.service';

/** Reads the upload form: the `purpose` field and the one `file`. */
async function readImageForm(request: FastifyRequest) {
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

/**
 * Tour images for the wizard (2-operator.md sections 5, 7 and 9): operators upload a file or name a URL
 * the server fetches; both are checked by their bytes, re-encoded and stored. Anyone may read a stored
 * image by its id (tour pages are public); ids are random and never listed.
 */
export async function tourImageRoutes(untyped: FastifyInstance, deps: TTourImageDeps & { writeLimit: number }) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: TOUR_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1_000 },
  });
  const writeRateLimit = { max: deps.writeLimit, timeWindow: '1 minute' };

  app.post(
    '/api/tour-images',
    { config: { access: { area: 'operatorTools' }, rateLimit: writeRateLimit } },
    async (request, reply) => {
      const user = requireAuth(request).user;
      const { fields, bytes } = await readImageForm(request);
      const { purpose } = parseWith(ZImageUploadFields, fields);
      return reply.status(201).send(await storeUploadedImage(deps, user.id, { bytes, purpose }));
    },
  );

  app.post(
    '/api/tour-images/from-url',
    {
      config: { access: { area: 'operatorTools' }, rateLimit: writeRateLimit },
      schema: { body: ZImageFromUrlRequest },
    },
    async (request, reply) => {
      const user = requireAuth(request).user;
      return reply.status(201).send(await storeImageFromUrl(deps, user.id, request.body));
    },
  );

  app.get(
    '/api/tour-images/:id',
    { config: { access: 'public' }, schema: { params: ZTourImageParams } },
    async (request, reply) => {
      const image = await readTourImage(deps, request.params.id);
      // An id always names the same bytes, so a browser or CDN may keep them for a year.
      return reply
        .header('Content-Type', image.contentType)
        .header('Content-Disposition', `inline; filename="${request.params.id}${image.extension}"`)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(image.bytes);
    },
  );
}
