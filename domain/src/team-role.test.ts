import { describe, expect, it } from 'vitest';
import { claimsWithRole, roleGrantRefusal, roleOfClaims, teamRoleRequestSchema } from './team-role';

describe('teamRoleRequestSchema', () => {
  it('takes an e-mail, trimmed and in lower case, and a role or null', () => {
    expect(teamRoleRequestSchema.parse({ email: ' Grace@Example.COM ', role: 'editor' })).toEqual({
      email: 'grace@example.com',
      role: 'editor',
    });
    expect(teamRoleRequestSchema.parse({ email: 'grace@example.com', role: null })).toEqual({
      email: 'grace@example.com',
      role: null,
    });
  });

  it('says what is wrong with a bad e-mail or an unknown role', () => {
    const issues = (data: unknown) =>
      teamRoleRequestSchema.safeParse(data).error?.issues.map((issue) => issue.message);
    expect(issues({ email: 'not an e-mail', role: 'admin' })).toEqual(['Invalid email address']);
    expect(issues({ email: 'grace@example.com', role: 'owner' })).toEqual([
      'Choose a role: admin, editor or recruiter.',
    ]);
    expect(issues({ email: 'grace@example.com' })).toEqual(['Choose a role: admin, editor or recruiter.']);
  });
});

describe('roleOfClaims', () => {
  it('counts only the exact string of a role', () => {
    expect(roleOfClaims({ role: 'recruiter' })).toBe('recruiter');
    expect(roleOfClaims({ role: 'Admin' })).toBeNull();
    expect(roleOfClaims(undefined)).toBeNull();
  });
});

describe('claimsWithRole', () => {
  it('sets or drops the role and keeps the other claims', () => {
    expect(claimsWithRole({ role: 'admin', plan: 'pro' }, 'editor')).toEqual({ plan: 'pro', role: 'editor' });
    expect(claimsWithRole({ role: 'admin', plan: 'pro' }, null)).toEqual({ plan: 'pro' });
    expect(claimsWithRole(undefined, null)).toEqual({});
  });
});

describe('roleGrantRefusal', () => {
  it('refuses an unverified e-mail on a real project, saying why', () => {
    expect(roleGrantRefusal({ email: 'a@example.com', emailVerified: false }, false)).toBe(
      'a@example.com has not verified its e-mail address: only a verified address can be given a role. Ask them to verify it (the verification link Firebase Auth sends) first.',
    );
  });

  it('lets a verified e-mail through anywhere, and an unverified one on the emulators', () => {
    expect(roleGrantRefusal({ email: 'a@example.com', emailVerified: true }, false)).toBeNull();
    expect(roleGrantRefusal({ email: 'a@example.com', emailVerified: false }, true)).toBeNull();
  });
});
