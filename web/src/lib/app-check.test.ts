import { deleteApp, initializeApp } from 'firebase/app';
import * as appCheckSdk from 'firebase/app-check';
import { afterEach, describe, expect, it } from 'vitest';
import { appCheckOptions, appCheckSetup, startAppCheck, type AppCheckConfig } from './app-check';

const production: AppCheckConfig = { useEmulators: false, devServer: false };
const emulators: AppCheckConfig = { useEmulators: true, devServer: false };
const FIREBASE_CONFIG = {
  apiKey: 'demo-api-key',
  projectId: 'demo-app-check',
  appId: '1:000000000000:web:demo',
};

type DebugGlobal = typeof globalThis & { FIREBASE_APPCHECK_DEBUG_TOKEN?: string | true };

afterEach(() => {
  delete (globalThis as DebugGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN;
});

describe('the App Check provider the build configuration chooses', () => {
  it('is reCAPTCHA Enterprise with the site key in a production build', () => {
    expect(appCheckSetup({ ...production, recaptchaEnterpriseSiteKey: ' site-key ' })).toEqual({
      provider: 'recaptcha-enterprise',
      siteKey: 'site-key',
    });
  });

  it('is none without a site key or a debug token: App Check is not started', () => {
    expect(appCheckSetup(production)).toEqual({ provider: 'none' });
    expect(appCheckSetup({ ...production, recaptchaEnterpriseSiteKey: '  ' })).toEqual({ provider: 'none' });
    expect(appCheckSetup(emulators)).toEqual({ provider: 'none' });
  });

  it('never loads reCAPTCHA on the emulators, which run offline', () => {
    expect(appCheckSetup({ ...emulators, recaptchaEnterpriseSiteKey: 'site-key' })).toEqual({
      provider: 'none',
    });
  });

  it('hands the debug token to the emulators as it is, with no exchange at Google', () => {
    expect(appCheckSetup({ ...emulators, debugToken: 'my-token', recaptchaEnterpriseSiteKey: 'k' })).toEqual({
      provider: 'emulator-debug',
      token: 'my-token',
    });
    expect(appCheckSetup({ ...emulators, debugToken: 'true' })).toMatchObject({ provider: 'emulator-debug' });
  });

  it('uses the debug provider against a real project on the dev server only, never in a deployed build', () => {
    const config = { ...production, recaptchaEnterpriseSiteKey: 'site-key' };
    expect(appCheckSetup({ ...config, debugToken: 'true', devServer: true })).toEqual({
      provider: 'debug',
      token: true,
    });
    expect(appCheckSetup({ ...config, debugToken: 'registered', devServer: true })).toEqual({
      provider: 'debug',
      token: 'registered',
    });
    expect(appCheckSetup({ ...config, debugToken: 'registered' })).toEqual({
      provider: 'recaptcha-enterprise',
      siteKey: 'site-key',
    });
  });
});

describe('App Check started from the configuration', () => {
  it('is not started when none is configured', async () => {
    const app = initializeApp(FIREBASE_CONFIG, 'app-check-off');
    try {
      await expect(startAppCheck(app, production)).resolves.toBeNull();
    } finally {
      await deleteApp(app);
    }
  });

  it('builds the reCAPTCHA Enterprise provider from the site key', () => {
    const options = appCheckOptions({ provider: 'recaptcha-enterprise', siteKey: 'site-key' }, appCheckSdk);
    expect(options.provider).toEqual(new appCheckSdk.ReCaptchaEnterpriseProvider('site-key'));
    expect(options.isTokenAutoRefreshEnabled).toBe(true);
  });

  it('sets the debug token for the SDK, before App Check starts, for the debug provider', () => {
    const options = appCheckOptions({ provider: 'debug', token: 'registered' }, appCheckSdk);
    expect((globalThis as DebugGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN).toBe('registered');
    expect(options.provider).toBeInstanceOf(appCheckSdk.CustomProvider);
  });

  it('gives Firebase the debug token as the App Check token on the emulators, offline', async () => {
    const app = initializeApp(FIREBASE_CONFIG, 'app-check-emulators');
    try {
      const appCheck = await startAppCheck(app, { ...emulators, debugToken: 'my-token' });
      await expect(appCheckSdk.getToken(appCheck!)).resolves.toEqual({ token: 'my-token' });
    } finally {
      await deleteApp(app);
    }
  });
});
