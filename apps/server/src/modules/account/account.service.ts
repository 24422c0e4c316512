import { expectRow } from '@tour/db';
import {
  BOOKING_MESSAGES,
  isCancellable,
  joinMobileNumber,
  PROFILE_MESSAGES,
  type ZUpdateProfileRequest,
  type TAccountBooking,
} from '@tour/shared';
import type { z } from 'zod';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import { cancelOwnBooking, findAccountBookings, findProfile, updateProfile } from './account.repository';

type TDeps = { db: TDb; clock: TClock };

/** Reads the account pages show as the repository returns them. */
export { findAccountBookings, findBusinessInformation } from './account.repository';

export async function getProfile(deps: TDeps, userId: string) {
  const profile = await findProfile(deps.db, userId);
  if (!profile) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.updateFailed);
  return profile;
}

export async function saveProfile(deps: TDeps, userId: string, input: z.output<typeof ZUpdateProfileRequest>) {
  await updateProfile(deps.db, userId, {
    username: input.username,
    mobileNumber: joinMobileNumber(input.mobilePrefix, input.mobileNumber),
    marketingSubscription: input.marketingSubscription,
    marketingPreference: input.marketingPreference,
    now: deps.clock.now(),
  });
  return expectRow(await findProfile(deps.db, userId), `profile ${userId}`);
}

/** Someone else's booking id gets the same answer as an unknown one. */
export async function getOwnBooking(deps: TDeps, userId: string, bookingId: string): Promise<TAccountBooking> {
  const [booking] = await findAccountBookings(deps.db, userId, bookingId);
  if (!booking) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.detailsFailed);
  return booking;
}

export async function cancelBooking(deps: TDeps, userId: string, bookingId: string) {
  const booking = await getOwnBooking(deps, userId, bookingId);
  if (!isCancellable(booking.status)) throw new AppError('CONFLICT', BOOKING_MESSAGES.notCancellable);
  const cancelled = await cancelOwnBooking(deps.db, {
    userId,
    bookingId,
    reason: BOOKING_MESSAGES.cancelReason,
    now: deps.clock.now(),
  });
  if (!cancelled) throw new AppError('CONFLICT', BOOKING_MESSAGES.notCancellable);
  return getOwnBooking(deps, userId, bookingId);
}
