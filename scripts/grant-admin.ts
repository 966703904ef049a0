/**
 * `npm run admin:grant -- EMAIL [--role admin|editor|recruiter] [--project PROJECT_ID]`: gives an
 * existing user with a verified e-mail a role, admin unless --role says otherwise (unverified
 * addresses are allowed on the emulators only), lists them in the team and signs their sessions
 * out so the next sign-in carries the role. Without --project it talks to the local emulators; with
 * a real project id it uses the Application Default Credentials of
 * `gcloud auth application-default login`.
 */
import { roleGrantRefusal } from '@kigali/domain';
import { aRole, applyRole, RoleRefusal, runRoleCommand } from './lib/admin-role';

await runRoleCommand(
  'npm run admin:grant -- EMAIL [--role admin|editor|recruiter] [--project PROJECT_ID]',
  'grant the role',
  async (target, user, args) => {
    const role = args.role ?? 'admin';
    const refusal = roleGrantRefusal(user, target.onEmulators);
    if (refusal) throw new RoleRefusal(refusal);
    const previous = await applyRole(target, user, role);
    const was = previous && previous !== role ? ` (was ${aRole(previous)})` : '';
    const unverified = user.emailVerified
      ? ''
      : ' Its e-mail is not verified, which only the emulators allow.';
    return `✔ ${user.email} is now ${aRole(role)} ${target.where}${was}. Their sessions were signed out: they sign in again to get the new role.${unverified}`;
  },
);
