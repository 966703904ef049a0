/**
 * `npm run admin:grant -- EMAIL [--project PROJECT_ID]`: gives an existing user the admin claim.
 * Without --project it talks to the local emulators; with a real project id it uses the
 * Application Default Credentials of `gcloud auth application-default login`.
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { emulatorAdmin } from './lib/admin-sdk';

const args = process.argv.slice(2);
const projectIndex = args.indexOf('--project');
const project = projectIndex === -1 ? null : args[projectIndex + 1];
const email = args.find((arg, index) => !arg.startsWith('--') && index !== projectIndex + 1);

if (!email) {
  console.error('usage: npm run admin:grant -- EMAIL [--project PROJECT_ID]');
  process.exit(2);
}

const auth = project ? getAuth(initializeApp({ projectId: project })) : emulatorAdmin().auth;
try {
  const user = await auth.getUserByEmail(email);
  await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), role: 'admin' });
  console.log(
    `✔ ${email} is now an admin${project ? ` of ${project}` : ' on the emulators'}. They must sign in again to get the new claim.`,
  );
  process.exit(0);
} catch (error) {
  const code = (error as { code?: string }).code;
  console.error(
    code === 'auth/user-not-found'
      ? `✖ No user with the e-mail ${email}. They must have an account first.`
      : `✖ Could not grant the admin role: ${error instanceof Error ? error.message : error}${project ? '' : ' (are the emulators running?)'}`,
  );
  process.exit(1);
}
