/**
 * Runs inside `firebase emulators:exec` for `npm start` and `npm run dev`: seeds, starts the local
 * mail printer, builds the site from that data (for start), prints where everything is, then (for dev) runs Vite, and stays up until Ctrl-C.
 */
import { spawn } from 'node:child_process';
import { relative } from 'node:path';
import { EMULATOR_LOG, PORTS, ROOT, SITE_URL } from './lib/emulator-config';
import { startMailPrinter } from './lib/mail-printer';
import { emulatorWebEnv } from './lib/web-build-env';
import { demoAdmin, demoEditor, demoRecruiter, seed } from './seed';

const dev = process.argv.includes('--dev');

const counts = await seed();
await startMailPrinter();
const siteUrl = dev ? 'http://127.0.0.1:5173' : SITE_URL;
console.log(`
────────────────────────────────────────────────────────────
  Site:           ${siteUrl}  (French: ${siteUrl}/fr, Kinyarwanda: ${siteUrl}/rw)
  Admin:          ${siteUrl}/admin
  Demo admin:     ${demoAdmin.email}  /  ${demoAdmin.password}
  Demo editor:    ${demoEditor.email}  /  ${demoEditor.password}
  Demo recruiter: ${demoRecruiter.email}  /  ${demoRecruiter.password}
  Demo data:      ${counts.products} products, ${counts.services} services, ${counts.job_postings} job postings
  Mail:           SMTP on 127.0.0.1:${PORTS.smtp}, mails are printed here
  Emulator log:   ${relative(ROOT, EMULATOR_LOG)} (requests and notices; errors are printed here too)
  Stop:           Ctrl-C
────────────────────────────────────────────────────────────
`);

if (dev) {
  const vite = spawn('npm', ['run', 'dev', '-w', 'web'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: emulatorWebEnv(),
  });
  vite.on('exit', (code) => process.exit(code ?? 0));
}
// Stay up: the emulators shut down when this process ends (Ctrl-C).
setInterval(() => undefined, 1 << 30);
