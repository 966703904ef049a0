import { describe, expect, it } from 'vitest';
import { MAIL_FUNCTION_TIMEOUT_SECONDS } from './limits';
import { smtpOptions } from './transport';

const settings = { host: 'smtp.example.com', port: 587, secure: false, user: 'mailer', pass: 'secret' };

describe('smtpOptions', () => {
  it('requires STARTTLS when the connection does not start with TLS', () => {
    expect(smtpOptions(settings)).toMatchObject({ secure: false, requireTLS: true });
  });

  it('needs no STARTTLS over implicit TLS', () => {
    expect(smtpOptions({ ...settings, port: 465, secure: true })).toMatchObject({
      secure: true,
      requireTLS: false,
    });
  });

  it('lets the emulators’ mail catcher on this machine go without TLS', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      expect(smtpOptions({ ...settings, host }).requireTLS).toBe(false);
    }
    expect(smtpOptions({ ...settings, host: '127.example.com' }).requireTLS).toBe(true);
  });

  it('gives up on a silent server before the function times out', () => {
    const options = smtpOptions(settings);
    const functionTimeoutMs = MAIL_FUNCTION_TIMEOUT_SECONDS * 1000;
    for (const timeout of [options.connectionTimeout, options.greetingTimeout, options.socketTimeout]) {
      expect(timeout).toBeGreaterThan(0);
      expect(timeout).toBeLessThan(functionTimeoutMs);
    }
    // Connecting, the greeting and a silent socket all in one attempt still end in time.
    expect(options.connectionTimeout! + options.greetingTimeout! + options.socketTimeout!).toBeLessThan(
      functionTimeoutMs,
    );
  });

  it('logs in with the secret credentials', () => {
    expect(smtpOptions(settings).auth).toEqual({ user: 'mailer', pass: 'secret' });
  });
});
