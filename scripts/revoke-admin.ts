/**
 * `npm run admin:revoke -- EMAIL [--project PROJECT_ID]`: takes the admin claim away and revokes
 * the user's refresh tokens, so no device of theirs can fetch a new ID token with the old claim.
 * Same targets as admin:grant.
 */
import { claimsWithoutRole, runRoleCommand } from './lib/admin-role';

await runRoleCommand(
  'npm run admin:revoke -- EMAIL [--project PROJECT_ID]',
  'revoke the admin role',
  async ({ auth, where }, user) => {
    const wasAdmin = user.customClaims?.role === 'admin';
    await auth.setCustomUserClaims(user.uid, claimsWithoutRole(user.customClaims));
    // Revoked after the claim changed: any token refreshed from now on carries no role.
    await auth.revokeRefreshTokens(user.uid);
    return wasAdmin
      ? `✔ ${user.email} is no longer an admin ${where}; their sessions were signed out (an ID token already issued stays valid until it expires, at most an hour).`
      : `✔ ${user.email} was not an admin ${where}; their sessions were signed out anyway.`;
  },
);
