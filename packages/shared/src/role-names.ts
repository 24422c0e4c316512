/**
 * The role names, apart from the role matrix (roles.ts): the first screen reads the matrix and the labels,
 * while these lists serve the server, the request schemas and the admin pages, so they stay out of its bundle.
 */
export const ROLES = [
  'customer',
  'registered_customer',
  'agent',
  'wholesale_seller',
  'wholesale_owner',
  'admin',
] as const;

export type TRole = (typeof ROLES)[number];

/** The legacy role name `wholesaler` is read as wholesale_owner everywhere. */
export function normaliseRole(role: string | null | undefined): TRole {
  if (role === 'wholesaler') return 'wholesale_owner';
  return (ROLES as readonly string[]).includes(role ?? '') ? (role as TRole) : 'customer';
}

/** Roles an administrator may assign by hand (wholesale_owner only through an invitation). */
export const ASSIGNABLE_ROLES: readonly TRole[] = [
  'customer',
  'registered_customer',
  'agent',
  'wholesale_seller',
  'admin',
];
