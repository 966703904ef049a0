import nodemailer from 'nodemailer';
import { SMTP_HOST, SMTP_PASSWORD, SMTP_PORT, SMTP_SECURE, SMTP_USER } from '../params';
import type { MailTransport } from './deliver-submission';

/** An SMTP transport from the deploy-time params and secrets (read at run time, not at load). */
export function smtpTransport(): MailTransport {
  return nodemailer.createTransport({
    host: SMTP_HOST.value(),
    port: SMTP_PORT.value(),
    secure: SMTP_SECURE.value(),
    auth: { user: SMTP_USER.value(), pass: SMTP_PASSWORD.value() },
  });
}
