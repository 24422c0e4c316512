import { expectRow } from '@tour/db';
import {
  BOOKING_MESSAGES,
  canAccess,
  type TCompanyTour,
  type TSessionUser,
  isCancellable,
  isCancellableAt,
  joinMobileNumber,
  PROFILE_MESSAGES,
  type ZUpdateProfileRequest,
  type TAccountBooking,
  type TAccountCancellationPreview,
  type TRefundAccount,
} from '@tour/shared';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import {
  cancelBookingUnderPolicy,
  previewCancellation,
  type TCancellationDeps,
} from '../booking-access/booking-cancellation.service';
import {
  findAccountBookings,
  type TAccountBookingRow,
  findBusinessInformation,
  findCompanyTours,
  findProfile,
  findUserCompanies,
  updateProfile,
} from './account.repository';

/** Cancelling refunds through the payment provider and e-mails the traveller: the account needs what that needs. */
export type TAccountDeps = TCancellationDeps;
type TDeps = Pick<TAccountDeps, 'db' | 'clock'>;

/** The company behind the user's account, for the profile's business information; null when there is none. */
export async function getBusinessInformation(deps: TDeps, userId: string) {
  return findBusinessInformation(deps.db, userId);
}

/**
 * The Tours tab's company list: every tour of the user's company, whichever of its users submitted it. Each
 * may be edited by a role that may open /edit-tour, as the edit screen's ownership check admits the company's
 * users (2-operator.md section 6).
 */
export async function listCompanyTours(
  deps: TDeps,
  user: Pick<TSessionUser, 'id' | 'role' | 'hasCompany'>,
): Promise<{ companyName: string | null; tours: TCompanyTour[] }> {
  const companyList = await findUserCompanies(deps.db, user.id);
  const first = companyList[0];
  const canEdit = canAccess('editTour', user);
  const tours = await findCompanyTours(deps.db, companyList);
  return {
    companyName: first ? (first.nameEn ?? first.nameTh ?? null) : null,
    tours: tours.map((tour) => ({ ...tour, createdAt: tour.createdAt.toISOString(), canEdit })),
  };
}

/** Cancel is offered only where the server would allow it: the spec's statuses, and not once the trip has begun. */
function withCancellable({ outboundDeparture, ...booking }: TAccountBookingRow, now: Date): TAccountBooking {
  const cancellable = isCancellableAt(
    { status: booking.status, startDate: booking.date.startDate, outboundDeparture },
    now,
  );
  return { ...booking, cancellable };
}

/** The user's bookings, newest first, as the Bookings tab lists them. */
export async function listOwnBookings(deps: TDeps, userId: string): Promise<TAccountBooking[]> {
  const now = deps.clock.now();
  return (await findAccountBookings(deps.db, userId)).map((row) => withCancellable(row, now));
}

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
  return withCancellable(booking, deps.clock.now());
}

/** The spec's rule first (only a pending or confirmed booking can be cancelled here), then the policy's answer. */
async function cancellableOwnBooking(deps: TDeps, userId: string, bookingId: string): Promise<TAccountBooking> {
  const booking = await getOwnBooking(deps, userId, bookingId);
  if (!isCancellable(booking.status)) throw new AppError('CONFLICT', BOOKING_MESSAGES.notCancellable);
  return booking;
}

/** What cancelling the user's booking now would give back, for the dialog that asks first. */
export async function previewOwnCancellation(
  deps: TDeps,
  userId: string,
  bookingId: string,
): Promise<TAccountCancellationPreview> {
  const booking = await cancellableOwnBooking(deps, userId, bookingId);
  const { state, paidAmount, cancellation } = await previewCancellation(deps.db, bookingId, deps.clock.now());
  return {
    bookingId,
    currency: booking.currency,
    paymentMethod: booking.paymentMethod,
    paidAmount,
    cancellationPolicy: state.cancellationPolicy,
    cancellation,
  };
}

/**
 * Cancels the user's own booking under the cancellation policy, as the manage link does: seats back
 * once, the e-mail with a fresh link, the refund through the provider (DESIGN decision 26). The status
 * is checked again under the booking's lock, so a second cancel at the same moment gets the same 409.
 */
export async function cancelBooking(
  deps: TAccountDeps,
  userId: string,
  bookingId: string,
  refundAccount: TRefundAccount | undefined,
) {
  await cancellableOwnBooking(deps, userId, bookingId);
  await cancelBookingUnderPolicy(deps, bookingId, {
    retryFailedRefund: false,
    notPendingOrConfirmed: BOOKING_MESSAGES.notCancellable,
    refundAccount: refundAccount ?? null,
  });
  return getOwnBooking(deps, userId, bookingId);
}
