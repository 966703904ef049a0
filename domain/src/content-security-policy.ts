/**
 * The site's Content-Security-Policy, in one place: the public pages get it from the render
 * Function (web/src/entry.server.tsx), with the hashes of their own inline scripts; the back office's
 * page (admin.html, a static file) from firebase.json, which a test keeps equal to what this gives.
 * A build with App Check on (a reCAPTCHA Enterprise site key) needs Google's reCAPTCHA script and
 * frame and the App Check token exchange, which this adds, and only then: a site without a key lets
 * none of Google's origins in. No 'unsafe-inline' for scripts, ever.
 */
export type ContentSecurityPolicyOptions = {
  /** The reCAPTCHA Enterprise site key the web app was built with (VITE_RECAPTCHA_ENTERPRISE_SITE_KEY). */
  appCheckSiteKey?: string | null;
  /** The page's inline scripts, as 'sha256-…' sources. */
  inlineScriptHashes?: readonly string[];
  /** The Firebase SDKs' own APIs, which the back office talks to (public pages talk to this site only). */
  firebaseApis?: boolean;
  /** More sources of images (the Storage emulator's, on the loopback). */
  imageSources?: readonly string[];
};

const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
const APP_CHECK_API = 'https://content-firebaseappcheck.googleapis.com';

const FIREBASE_APIS = [
  'https://firestore.googleapis.com',
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firebasestorage.googleapis.com',
  'https://*.cloudfunctions.net',
];

export function contentSecurityPolicy({
  appCheckSiteKey,
  inlineScriptHashes = [],
  firebaseApis = false,
  imageSources = [],
}: ContentSecurityPolicyOptions = {}): string {
  const appCheck = Boolean(appCheckSiteKey?.trim());
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inlineScriptHashes, ...(appCheck ? RECAPTCHA_SCRIPTS : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', ...imageSources]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(firebaseApis ? FIREBASE_APIS : []), ...(appCheck ? [APP_CHECK_API] : [])]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', appCheck ? RECAPTCHA_FRAMES : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
