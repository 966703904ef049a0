import * as z from 'zod';
import { isRole, ROLES, type Role } from './roles';
import { email } from './schemas/fields';

/**
 * What the Team screen asks of the `setTeamRole` Function: the member, by e-mail, and their new role
 * (null takes the role away). The screen checks it before calling; the Function checks it again.
 */
export const teamRoleRequestSchema = z.object({
  // Auth keeps e-mails in lower case: the same address typed in capitals names the same account.
  email: email.transform((value) => value.toLowerCase()),
  role: z.enum(ROLES, { error: 'Choose a role: admin, editor or recruiter.' }).nullable(),
});
export type TeamRoleRequest = z.input<typeof teamRoleRequestSchema>;

/**
 * The Function's answer. `passwordLink` comes only when the Function created the account: the link
 * that lets the new member set a password, for the admin to pass on.
 */
export type TeamRoleResult = { uid: string; email: string; role: Role | null; passwordLink?: string };

/** The role custom claims hold: only the exact string of a role counts. */
export const roleOfClaims = (claims: Record<string, unknown> | undefined): Role | null => {
  const role = claims?.role;
  return isRole(role) ? role : null;
};

/** The claims with `role` set, or without any role for null; other claims kept. */
export function claimsWithRole(
  claims: Record<string, unknown> | undefined,
  role: Role | null,
): Record<string, unknown> {
  const rest = { ...(claims ?? {}) };
  delete rest.role;
  return role ? { ...rest, role } : rest;
}

/**
 * Why an account may not be given a role, or null when it may. An address nobody proved they own
 * could belong to anyone who signed up with it; the emulators have no real mailboxes to prove it.
 */
export function roleGrantRefusal(
  user: { email?: string; emailVerified: boolean },
  onEmulators: boolean,
): string | null {
  if (user.emailVerified || onEmulators) return null;
  return `${user.email} has not verified its e-mail address: only a verified address can be given a role. Ask them to verify it (the verification link Firebase Auth sends) first.`;
}
