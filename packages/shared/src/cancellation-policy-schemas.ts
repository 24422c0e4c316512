import { z } from 'zod';
import { CANCELLATION_POLICY_CODES, type TCancellationPolicySnapshot } from './cancellation-policy';

/** What a form or request is told when its cancellation policy is none of the codes. */
export const CANCELLATION_POLICY_MESSAGES = {
  codeRequired: 'Choose a cancellation policy',
} as const;

/** A booking's copy of its policy, as answers carry it. */
export const ZCancellationPolicySnapshot = z.object({
  code: z.string(),
  tiers: z.array(z.object({ hoursBefore: z.number().int().positive().nullable(), feePercent: z.number() })),
}) satisfies z.ZodType<TCancellationPolicySnapshot>;

export const ZCancellationPolicyCode = z.enum(CANCELLATION_POLICY_CODES, {
  error: CANCELLATION_POLICY_MESSAGES.codeRequired,
});
