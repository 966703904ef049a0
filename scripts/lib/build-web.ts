import { step } from './process';
import { emulatorWebEnv } from './web-build-env';

/**
 * Builds the web app for the emulators (the public site, the back office and the service worker;
 * no data is read at build time), then the Functions, which bundle the public site's server build
 * into the render Function.
 */
export async function buildForEmulators() {
  await step('Build the web app', 'npm', ['run', 'build', '-w', 'web', '--silent'], {
    env: emulatorWebEnv(),
  });
  await step('Build Functions', 'npm', ['run', 'build', '-w', 'functions', '--silent']);
}
