/**
 * Cloud Functions callables, loaded on demand: only the admin calls them (the inbox's "Send
 * again"), so the SDK never weighs on public pages. On the emulators the calls go to the Functions
 * emulator on the host that served the page, as the other emulators are reached.
 */
import type * as FunctionsApi from 'firebase/functions';
import type { Functions } from 'firebase/functions';
import { env } from '@/config/env';

export type LoadedFunctions = { functions: Functions; sdk: typeof FunctionsApi };

let loading: Promise<LoadedFunctions> | null = null;

export function loadFunctions(): Promise<LoadedFunctions> {
  loading ??= (async () => {
    const [sdk, { readyFirebaseApp, emulatorHost }] = await Promise.all([
      import('firebase/functions'),
      import('./firebase-app'),
    ]);
    const functions = sdk.getFunctions(await readyFirebaseApp());
    if (env.useEmulators)
      sdk.connectFunctionsEmulator(functions, emulatorHost(), env.emulatorPorts.functions);
    return { functions, sdk };
  })();
  return loading;
}
