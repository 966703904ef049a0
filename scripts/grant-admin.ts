/**
 * `npm run admin:grant -- EMAIL [--project PROJECT_ID]`: gives an existing user with a verified
 * e-mail the admin claim (unverified addresses are allowed on the emulators only). Without
 * --project it talks to the local emulators; with a real project id it uses the Application
 * Default Credentials of `gcloud auth application-default login`.
 */
import { grantRefusal, RoleRefusal, runRoleCommand } from './lib/admin-role';

await runRoleCommand(
  'npm run admin:grant -- EMAIL [--project PROJECT_ID]',
  'grant the admin role',
  async ({ auth, onEmulators, where }, user) => {
    const refusal = grantRefusal(user, onEmulators);
    if (refusal) throw new RoleRefusal(refusal);
    await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), role: 'admin' });
    const unverified = user.emailVerified
      ? ''
      : ' Its e-mail is not verified, which only the emulators allow.';
    return `✔ ${user.email} is now an admin ${where}. They must sign in again to get the new claim.${unverified}`;
  },
);
