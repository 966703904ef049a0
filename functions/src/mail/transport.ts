import { isIPv4 } from 'node:net';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { SMTP_HOST, SMTP_PASSWORD, SMTP_PORT, SMTP_SECURE, SMTP_USER } from '../params';
import type { MailTransport } from './deliver-submission';
import { SMTP_TIMEOUTS_MS } from './limits';

export type SmtpSettings = { host: string; port: number; secure: boolean; user: string; pass: string };

/** A server on this machine (the emulators' local mail catcher): the mail never crosses a network. */
const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || (isIPv4(host) && host.startsWith('127.'));

/**
 * The nodemailer options. Without implicit TLS (`secure`), STARTTLS is required, so a server (or
 * a man in the middle) that does not offer it gets no password and no submission in clear text.
 * The one exception is a server on the loopback interface: the local mail catcher of the
 * emulators, which has no certificate. The timeouts end a hung attempt before the function does.
 */
export function smtpOptions({ host, port, secure, user, pass }: SmtpSettings): SMTPTransport.Options {
  return {
    host,
    port,
    secure,
    requireTLS: !secure && !isLoopback(host),
    auth: { user, pass },
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket,
  };
}

/** An SMTP transport from the deploy-time params and secrets (read at run time, not at load). */
export function smtpTransport(): MailTransport {
  return nodemailer.createTransport(
    smtpOptions({
      host: SMTP_HOST.value(),
      port: SMTP_PORT.value(),
      secure: SMTP_SECURE.value(),
      user: SMTP_USER.value(),
      pass: SMTP_PASSWORD.value(),
    }),
  );
}
