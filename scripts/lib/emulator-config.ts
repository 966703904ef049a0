import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Everything the emulator commands need to know about this machine: where the Firestore emulator
 * comes from, whether Storage and the Emulator UI can start, and the derived firebase config
 * that says so. See docs/architecture.md#machine-facts for why each check exists.
 */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const CACHE_DIR = join(ROOT, '.cache');
export const PROJECT_ID = 'demo-kigali';
export const LOCAL_CONFIG = join(ROOT, 'firebase.local.json');
/** The emulators' requests and notices during `npm start` and `npm run dev` (the terminal keeps the rest). */
export const EMULATOR_LOG = join(CACHE_DIR, 'emulators.log');

export const PORTS = {
  hub: 4400,
  auth: 9099,
  firestore: 8080,
  functions: 5001,
  hosting: 5000,
  storage: 9199,
  smtp: Number(process.env.SMTP_PORT ?? 2525),
} as const;

export const HOST = '127.0.0.1';
export const SITE_URL = `http://${HOST}:${PORTS.hosting}`;

export class SetupError extends Error {
  override name = 'SetupError';
}

const firebaseCache = join(homedir(), '.cache', 'firebase', 'emulators');

function has(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

export function checkJava(): void {
  if (!has('java', ['-version'])) {
    throw new SetupError(
      'Java was not found. The Firestore and Auth emulators need Java 17 or newer: install it (Debian: apt-get install -y openjdk-17-jre-headless) and run the command again.',
    );
  }
}

function cloudSdkRoot(): string | null {
  try {
    const root = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 15_000,
    }).trim();
    if (root) return root;
  } catch {
    // No gcloud on the PATH, or it failed: try the link's target below.
  }
  for (const candidate of ['/usr/bin/gcloud', '/usr/local/bin/gcloud']) {
    if (existsSync(candidate)) return dirname(dirname(realpathSync(candidate)));
  }
  return null;
}

/**
 * The Cloud SDK's Firestore emulator jar has no Main-Class, and firebase-tools starts emulators with
 * `java -jar`, so we wrap it in a launcher jar whose manifest names the main class and points at it.
 * Returns null when there is no SDK copy: firebase-tools then downloads its own (machines with internet).
 */
export function firestoreLauncherJar(): string | null {
  const sdkRoot = cloudSdkRoot();
  const sdkJar =
    sdkRoot && join(sdkRoot, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
  if (!sdkJar || !existsSync(sdkJar)) return null;
  const dir = join(CACHE_DIR, 'firestore-launcher');
  const launcher = join(dir, 'firestore-launcher.jar');
  const manifest = join(dir, 'MANIFEST.MF');
  const manifestText = [
    'Manifest-Version: 1.0',
    'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    `Class-Path: file://${sdkJar}`,
    '',
  ].join('\n');
  if (existsSync(launcher) && existsSync(manifest) && readFileSync(manifest, 'utf8') === manifestText) {
    return launcher;
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(manifest, manifestText);
  const built = spawnSync('jar', ['cfm', launcher, manifest], { cwd: dir, encoding: 'utf8' });
  if (built.status !== 0) {
    throw new SetupError(
      `Could not build the Firestore emulator launcher with the JDK's 'jar' tool (${built.stderr?.trim() || 'not found'}). Install a full JDK 17+ (Debian: apt-get install -y openjdk-17-jdk-headless).`,
    );
  }
  return launcher;
}

function cachedJar(prefix: string): boolean {
  return existsSync(firebaseCache) && readdirSync(firebaseCache).some((name) => name.startsWith(prefix));
}

/** Whether firebase-tools could download an emulator artifact it has not cached (machines with internet). */
async function canDownloadEmulators(): Promise<boolean> {
  try {
    const response = await fetch('https://storage.googleapis.com/firebase-preview-drop/', {
      method: 'HEAD',
      signal: AbortSignal.timeout(3000),
    });
    return response.status < 500;
  } catch {
    return false;
  }
}

export type EmulatorPlan = {
  only: string[];
  storage: boolean;
  storageReason: string | null;
  ui: boolean;
  env: NodeJS.ProcessEnv;
};

/** Decide which emulators start here, write firebase.local.json, and return the environment to start them with. */
export async function planEmulators(options: { hosting: boolean }): Promise<EmulatorPlan> {
  checkJava();
  const env: NodeJS.ProcessEnv = { ...process.env };
  const launcher = firestoreLauncherJar();
  if (launcher) env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;

  const online =
    !(cachedJar('cloud-storage-rules-runtime') && cachedJar('ui-')) && (await canDownloadEmulators());
  const storage = cachedJar('cloud-storage-rules-runtime') || online;
  const ui = cachedJar('ui-') || online;
  const storageReason = storage
    ? null
    : 'Storage emulator not started: its rules runtime (cloud-storage-rules-runtime jar) is not cached and cannot be downloaded from this machine. Image uploads are off; image URLs still work.';

  const only = [
    'auth',
    'firestore',
    'functions',
    ...(options.hosting ? ['hosting'] : []),
    ...(storage ? ['storage'] : []),
  ];
  writeLocalConfig({ ui, storage });
  writeFunctionsLocalEnv();
  env.KIGALI_STORAGE_EMULATOR = storage ? '1' : '0';
  return { only, storage, storageReason, ui, env };
}

/**
 * firebase.json serves production; the local copy lets the page reach the emulators (CSP
 * connect-src) and show the Storage emulator's images (img-src), and turns on the Emulator UI only
 * where it can be had. It lives at the root so relative paths hold.
 */
function writeLocalConfig({ ui, storage }: { ui: boolean; storage: boolean }): void {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const emulatorOrigins = ['auth', 'firestore', 'functions', 'storage'].flatMap((name) => {
    const port = PORTS[name as keyof typeof PORTS];
    return [
      `http://${HOST}:${port}`,
      `http://localhost:${port}`,
      `ws://${HOST}:${port}`,
      `ws://localhost:${port}`,
    ];
  });
  const storageOrigins = [`http://${HOST}:${PORTS.storage}`, `http://localhost:${PORTS.storage}`];
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') {
        header.value = header.value
          .replace('connect-src', `connect-src ${emulatorOrigins.join(' ')}`)
          // Images uploaded to the Storage emulator are served over plain http on the loopback.
          .replace('img-src', `img-src ${storageOrigins.join(' ')}`);
      }
    }
  }
  config.emulators.ui = { enabled: ui, host: HOST, port: 4000 };
  if (!storage) delete config.emulators.storage;
  writeFileSync(LOCAL_CONFIG, `${JSON.stringify(config, null, 2)}\n`);
}

/**
 * The Functions emulator reads params from functions/.env.local and secrets from
 * functions/.secret.local: point the mail Functions at the local SMTP server, and give the public
 * forms' Function a salt for its senders' hashes.
 */
function writeFunctionsLocalEnv(): void {
  writeFileSync(
    join(ROOT, 'functions', '.env.local'),
    [
      `SMTP_HOST=${HOST}`,
      `SMTP_PORT=${PORTS.smtp}`,
      'SMTP_SECURE=false',
      // Every param needs a value here, defaults included: otherwise the emulator stops to ask for it.
      'MAIL_FROM="Kigali Tech Solutions <no-reply@kigalitech.rw>"',
      `SITE_URL=${SITE_URL}`,
      'RENDER_MIN_INSTANCES=0',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(ROOT, 'functions', '.secret.local'),
    ['SMTP_USER=local', 'SMTP_PASSWORD=local', 'SENDER_HASH_SALT=local-sender-hash-salt', ''].join('\n'),
  );
}

/** The firebase CLI from this repo's node_modules, never a global one with another version. */
export const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');
