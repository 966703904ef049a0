/**
 * `npm run admin:revoke -- EMAIL [--role ROLE] [--project PROJECT_ID]`: takes the user's role away,
 * removes them from the team and revokes their refresh tokens, so no device of theirs can fetch a
 * new ID token with the old claim. With --role it changes nothing unless the user holds that role.
 * Same targets as admin:grant.
 */
import { roleOfClaims } from '@kigali/domain';
import { aRole, applyRole, RoleRefusal, runRoleCommand } from './lib/admin-role';

await runRoleCommand(
  'npm run admin:revoke -- EMAIL [--role admin|editor|recruiter] [--project PROJECT_ID]',
  'revoke the role',
  async (target, user, args) => {
    const held = roleOfClaims(user.customClaims);
    if (args.role && held && held !== args.role) {
      throw new RoleRefusal(
        `${user.email} is ${aRole(held)}, not ${aRole(args.role)} ${target.where}: nothing changed.`,
      );
    }
    const previous = await applyRole(target, user, null);
    return previous
      ? `✔ ${user.email} is no longer ${aRole(previous)} ${target.where}; their sessions were signed out (an ID token already issued stays valid until it expires, at most an hour).`
      : `✔ ${user.email} had no role ${target.where}; their sessions were signed out anyway.`;
  },
);
