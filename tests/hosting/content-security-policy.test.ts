import { readFileSync } from 'node:fs';
import { contentSecurityPolicy } from '@kigali/domain';
import { describe, expect, it } from 'vitest';

const GOOGLE_ORIGINS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
  'https://content-firebaseappcheck.googleapis.com',
];

/**
 * firebase.json sends the back office's page (admin.html, a static file) its Content-Security-Policy;
 * the public pages get theirs from the render Function. Both come from one helper.
 */
describe('firebase.json', () => {
  it('for the back office without a site key, is the policy firebase.json sends, with none of reCAPTCHA’s origins', () => {
    const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
      hosting: { headers: { headers: { key: string; value: string }[] }[] };
    };
    const sent = firebaseJson.hosting.headers
      .flatMap((rule) => rule.headers)
      .find((header) => header.key === 'Content-Security-Policy')?.value;
    for (const siteKey of [undefined, null, '', '  ']) {
      const policy = contentSecurityPolicy({ appCheckSiteKey: siteKey, firebaseApis: true });
      expect(policy).toBe(sent);
      for (const origin of GOOGLE_ORIGINS) expect(policy).not.toContain(origin);
    }
  });
});
