import { describe, expect, it } from 'vitest';
import { claimsWithoutRole, grantRefusal, parseRoleArgs } from './admin-role';

describe('parseRoleArgs', () => {
  it('reads the e-mail alone (the emulators)', () => {
    expect(parseRoleArgs(['someone@example.com'])).toEqual({ email: 'someone@example.com', project: null });
  });

  it('reads --project before or after the e-mail', () => {
    const expected = { email: 'someone@example.com', project: 'kigali-prod' };
    expect(parseRoleArgs(['someone@example.com', '--project', 'kigali-prod'])).toEqual(expected);
    expect(parseRoleArgs(['--project', 'kigali-prod', 'someone@example.com'])).toEqual(expected);
  });

  it('refuses a missing e-mail or a --project without its id', () => {
    expect(parseRoleArgs([])).toBeNull();
    expect(parseRoleArgs(['--project', 'kigali-prod'])).toBeNull();
    expect(parseRoleArgs(['someone@example.com', '--project'])).toBeNull();
  });
});

describe('grantRefusal', () => {
  it('refuses an unverified e-mail on a real project, saying why', () => {
    expect(grantRefusal({ email: 'a@example.com', emailVerified: false }, false)).toBe(
      'a@example.com has not verified its e-mail address: only a verified address can be made an admin. Ask them to verify it (the verification link Firebase Auth sends), then run this again.',
    );
  });

  it('lets a verified e-mail through anywhere, and an unverified one on the emulators', () => {
    expect(grantRefusal({ email: 'a@example.com', emailVerified: true }, false)).toBeNull();
    expect(grantRefusal({ email: 'a@example.com', emailVerified: false }, true)).toBeNull();
  });
});

describe('claimsWithoutRole', () => {
  it('drops the role and keeps the rest', () => {
    expect(claimsWithoutRole({ role: 'admin', plan: 'pro' })).toEqual({ plan: 'pro' });
    expect(claimsWithoutRole(undefined)).toEqual({});
  });
});
