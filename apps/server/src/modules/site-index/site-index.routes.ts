import type { FastifyInstance } from 'fastify';
import type { TDb } from '@tour/db';
import { MESSAGES } from '@tour/shared';
import { robotsTxt, sitemap, sitemapPart } from './site-index.service';
import { AppError } from '../../http/app-error';

/** A crawler reads these now and then; a shared cache may keep them a minute. */
const CRAWLER_FILE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/** robots.txt and the sitemap, for search engines (issue 26). */
export async function siteIndexRoutes(app: FastifyInstance, deps: { db: TDb; appUrl: string }) {
  const config = { access: 'public' as const };

  app.get('/robots.txt', { config }, async (_request, reply) =>
    reply
      .header('Cache-Control', CRAWLER_FILE_CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(deps.appUrl)),
  );

  app.get('/sitemap.xml', { config }, async (_request, reply) => {
    const xml = await sitemap(deps.db, deps.appUrl);
    return reply.header('Cache-Control', CRAWLER_FILE_CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
  });

  app.get<{ Params: { part: string } }>('/sitemap-:part(^\\d+).xml', { config }, async (request, reply) => {
    const xml = await sitemapPart(deps.db, deps.appUrl, Number(request.params.part));
    if (xml === null) throw new AppError('NOT_FOUND', MESSAGES.notFoundApi);
    return reply.header('Cache-Control', CRAWLER_FILE_CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
  });
}
