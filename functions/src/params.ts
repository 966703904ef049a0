import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';

/**
 * Deploy-time configuration. Locally the emulator reads functions/.env.local and
 * functions/.secret.local, written by scripts/lib/emulator-config.ts; in production the values
 * are asked for at deploy and the secrets live in Secret Manager, never in the client.
 */
export const SMTP_HOST = defineString('SMTP_HOST', { description: 'SMTP server host name' });
export const SMTP_PORT = defineInt('SMTP_PORT', { description: 'SMTP server port', default: 587 });
export const SMTP_SECURE = defineBoolean('SMTP_SECURE', {
  description: 'true for implicit TLS (port 465); false to upgrade with STARTTLS',
  default: false,
});
export const MAIL_FROM = defineString('MAIL_FROM', {
  description: 'Sender of the notification mails',
  default: 'Kigali Tech Solutions <no-reply@kigalitech.rw>',
});
export const SMTP_USER = defineSecret('SMTP_USER');
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');

/** Salts the hash that stands for a public form's sender (submissions/sender.ts): any long random text. */
export const SENDER_HASH_SALT = defineSecret('SENDER_HASH_SALT');

export const SITE_URL = defineString('SITE_URL', {
  description: 'Public origin of the site, used for absolute URLs in the sitemap',
  default: 'https://www.kigalitech.rw',
});

/**
 * Instances of the render Function kept warm in production: 0 saves money, 1 spares the visitor
 * after a quiet spell the cold start (docs/architecture.md, "Public pages rendered on request").
 */
export const RENDER_MIN_INSTANCES = defineInt('RENDER_MIN_INSTANCES', {
  description: 'Instances of the page renderer kept warm (0 or 1)',
  default: 0,
});
