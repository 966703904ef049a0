import { describe, expect, it } from 'vitest';
import { aRole, parseRoleArgs } from './admin-role';

describe('parseRoleArgs', () => {
  it('reads the e-mail alone (the emulators, no role named)', () => {
    expect(parseRoleArgs(['someone@example.com'])).toEqual({
      email: 'someone@example.com',
      project: null,
      role: null,
    });
  });

  it('reads --project and --role before or after the e-mail', () => {
    const expected = { email: 'someone@example.com', project: 'kigali-prod', role: 'editor' };
    expect(parseRoleArgs(['someone@example.com', '--project', 'kigali-prod', '--role', 'editor'])).toEqual(
      expected,
    );
    expect(parseRoleArgs(['--role', 'editor', '--project', 'kigali-prod', 'someone@example.com'])).toEqual(
      expected,
    );
  });

  it('refuses a missing e-mail, an option without its value, an unknown role or option', () => {
    expect(parseRoleArgs([])).toBeNull();
    expect(parseRoleArgs(['--project', 'kigali-prod'])).toBeNull();
    expect(parseRoleArgs(['someone@example.com', '--project'])).toBeNull();
    expect(parseRoleArgs(['someone@example.com', '--role'])).toBeNull();
    expect(parseRoleArgs(['someone@example.com', '--role', '--project', 'kigali-prod'])).toBeNull();
    expect(parseRoleArgs(['someone@example.com', '--role', 'owner'])).toBeNull();
    expect(parseRoleArgs(['someone@example.com', '--role', 'Admin'])).toBeNull();
    expect(parseRoleArgs(['someone@example.com', '--force'])).toBeNull();
    expect(parseRoleArgs(['someone@example.com', 'other@example.com'])).toBeNull();
  });
});

describe('aRole', () => {
  it('puts the right article before each role', () => {
    expect([aRole('admin'), aRole('editor'), aRole('recruiter')]).toEqual([
      'an admin',
      'an editor',
      'a recruiter',
    ]);
  });
});
