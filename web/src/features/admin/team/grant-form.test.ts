import { describe, expect, it } from 'vitest';
import { grantRoleSchema } from './grant-form';

describe('the grant form', () => {
  it('takes an address, in lower case as Auth keeps it, and a role', () => {
    expect(grantRoleSchema.parse({ email: 'New.Editor@Example.com', role: 'editor' })).toEqual({
      email: 'new.editor@example.com',
      role: 'editor',
    });
  });

  it('refuses a bad address and a missing or unknown role, each under its field', () => {
    const result = grantRoleSchema.safeParse({ email: 'not an address', role: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      email: 'Invalid email address',
      role: 'Choose a role: admin, editor or recruiter.',
    });
    expect(grantRoleSchema.safeParse({ email: 'a@example.com', role: 'owner' }).success).toBe(false);
  });
});
