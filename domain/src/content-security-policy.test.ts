import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('contentSecurityPolicy', () => {
  it('with a site key, lets reCAPTCHA Enterprise and the App Check token exchange in, and nothing else', () => {
    const policy = contentSecurityPolicy({ appCheckSiteKey: '6Lc-site-key' });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directive(policy, 'frame-src')).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(directive(policy, 'connect-src')).toContain('https://content-firebaseappcheck.googleapis.com');
    const without = contentSecurityPolicy();
    for (const name of ['default-src', 'style-src', 'img-src', 'object-src', 'frame-ancestors']) {
      expect(directive(policy, name)).toEqual(directive(without, name));
    }
  });
});

describe('a public page’s policy', () => {
  it('lets in the page’s own inline scripts by their hashes and talks to this site only', () => {
    const policy = contentSecurityPolicy({ inlineScriptHashes: ["'sha256-abc='"] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(policy).not.toContain("unsafe-inline' ; script");
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
  });
});
