import { z } from 'zod';
import { ROLES } from '../roles';
import { plainText } from '../text';
import { defineEndpoint } from './endpoint';

const ZValidateInvitationQuery = z.object({ token: plainText().min(1).max(200) });

/** A usable invitation: the address and role the account will have. */
const ZInvitationCheck = z.object({
  email: z.string(),
  role: z.enum(ROLES),
  isValid: z.boolean(),
  expiresAt: z.string(),
});
export type TInvitationCheck = z.infer<typeof ZInvitationCheck>;

/** The sign-up form's invitation link: 404 INVITATION_INVALID, 410 INVITATION_EXPIRED when it cannot be used. */
export const validateInvitation = defineEndpoint({
  method: 'GET',
  path: '/api/invitations/validate',
  query: ZValidateInvitationQuery,
  response: ZInvitationCheck,
});
