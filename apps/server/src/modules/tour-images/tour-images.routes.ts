import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { getTourImageFile, importTourImage, TOUR_IMAGE_MAX_BYTES, uploadTourImage } from '@tour/shared';
import { requireAuth } from '../../http/access';
import { serveEndpoint } from '../../http/endpoint-route';
import { readImageForm } from '../../http/image-form';
import { parseWith } from '../../http/validate';
import { readTourImage, storeImageFromUrl, storeUploadedImage, type TTourImageDeps } from './tour-images.service';

/**
 * Tour images for the wizard (2-operator.md sections 5, 7 and 9): operators upload a file or name a URL
 * the server fetches; both are checked by their bytes, re-encoded and stored. Anyone may read a stored
 * image by its id (tour pages are public); ids are random and never listed.
 */
export async function tourImageRoutes(app: FastifyInstance, deps: TTourImageDeps & { writeLimit: number }) {
  await app.register(multipart, {
    limits: { fileSize: TOUR_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1_000 },
  });
  const writes = {
    access: { area: 'operatorTools' as const },
    rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' },
  };

  serveEndpoint(app, uploadTourImage, writes, async (request, reply) => {
    const user = requireAuth(request).user;
    const { fields, bytes } = await readImageForm(request);
    const { purpose } = parseWith(uploadTourImage.multipart, fields);
    const stored = await storeUploadedImage(deps, user.id, { bytes, purpose });
    reply.code(201);
    return stored;
  });

  serveEndpoint(app, importTourImage, writes, async (request, reply) => {
    const user = requireAuth(request).user;
    const stored = await storeImageFromUrl(deps, user.id, request.body);
    reply.code(201);
    return stored;
  });

  serveEndpoint(app, getTourImageFile, { access: 'public' }, async (request, reply) => {
    const image = await readTourImage(deps, request.params.id);
    // An id always names the same bytes, so a browser or CDN may keep them for a year.
    return reply
      .header('Content-Type', image.contentType)
      .header('Content-Disposition', `inline; filename="${request.params.id}${image.extension}"`)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(image.bytes);
  });
}
