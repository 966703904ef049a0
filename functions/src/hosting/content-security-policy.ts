/**
 * The Content-Security-Policy of the site's pages, for the Function that is to serve them (until
 * then firebase.json sends the policy without App Check, and a test keeps the two equal). A page
 * served with App Check on (a build with a reCAPTCHA Enterprise site key) needs Google's reCAPTCHA
 * script and frame and the App Check token exchange, which this adds, and only then: a site without
 * a key lets none of Google's origins in.
 */
export type ContentSecurityPolicyOptions = {
  /** The reCAPTCHA Enterprise site key the web app was built with (VITE_RECAPTCHA_ENTERPRISE_SITE_KEY). */
  appCheckSiteKey?: string | null;
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

export function contentSecurityPolicy({ appCheckSiteKey }: ContentSecurityPolicyOptions = {}): string {
  const appCheck = Boolean(appCheckSiteKey?.trim());
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(appCheck ? RECAPTCHA_SCRIPTS : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...FIREBASE_APIS, ...(appCheck ? [APP_CHECK_API] : [])]],
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
