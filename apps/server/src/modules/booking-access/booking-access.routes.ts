import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  ZFindBookingRequest,
  ZManageTokenParams,
  type TFindBookingResponse,
  type TManagedBooking,
} from '@tour/shared';
import { AppError } from '../../http/app-error';
import {
  cancelManagedBooking,
  findMyBooking,
  getManagedBooking,
  type TBookingAccessDeps,
} from './booking-access.service';

/** 'Find my booking' requests for one e-mail address, whoever sends them. */
export const FIND_PER_EMAIL = { max: 5, timeWindow: '1 hour' } as const;

/**
 * Managing a booking without an account (DESIGN decision 16). The routes are public: the private link's
 * token is the only key, and it opens exactly the one booking it was issued for.
 */
export async function bookingAccessRoutes(untyped: FastifyInstance, deps: TBookingAccessDeps & { writeLimit: number }) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const perAddress = { max: deps.writeLimit, timeWindow: '1 minute' };
  const byToken = {
    config: { access: 'public' as const, rateLimit: perAddress },
    schema: { params: ZManageTokenParams },
  };

  app.get('/api/manage/:token', byToken, async (request, reply): Promise<TManagedBooking> => {
    reply.header('Cache-Control', 'private, no-store');
    return getManagedBooking(deps, request.params.token);
  });

  app.post('/api/manage/:token/cancel', byToken, async (request, reply): Promise<TManagedBooking> => {
    reply.header('Cache-Control', 'private, no-store');
    return cancelManagedBooking(deps, request.params.token);
  });

  // Counted per e-mail address after the body is read (and normalised), on top of the per-address limit.
  const checkEmailLimit = app.createRateLimit({
    ...FIND_PER_EMAIL,
    keyGenerator: (request: FastifyRequest) => `manage-find-email:${(request.body as { email: string }).email}`,
  });

  app.post(
    '/api/manage/find',
    {
      config: { access: 'public', rateLimit: perAddress },
      schema: { body: ZFindBookingRequest },
      preHandler: async (request) => {
        const limit = await checkEmailLimit(request);
        if (!limit.isAllowed && limit.isExceeded) throw new AppError('RATE_LIMITED', MESSAGES.tooManyRequests);
      },
    },
    async (request, reply): Promise<TFindBookingResponse> => {
      const answer = await findMyBooking(deps, request.body);
      return reply.status(202).send(answer);
    },
  );
}
