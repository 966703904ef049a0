import { describe, expect, it } from 'vitest';
import { teamRoleRefusal } from './team';

/** What the Functions SDK throws: a FirebaseError whose code names the HttpsError's. */
const callError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe("the setTeamRole Function's refusals", () => {
  it('are its own words, to show the admin', () => {
    expect(
      teamRoleRefusal(callError('functions/failed-precondition', 'You cannot change your own role.')),
    ).toBe('You cannot change your own role.');
    expect(teamRoleRefusal(callError('functions/invalid-argument', 'Invalid email address'))).toBe(
      'Invalid email address',
    );
  });

  it('leave out failures that say nothing useful (offline, a server error)', () => {
    expect(teamRoleRefusal(callError('functions/internal', 'INTERNAL'))).toBeNull();
    expect(teamRoleRefusal(callError('functions/unavailable', 'Failed to fetch'))).toBeNull();
    expect(teamRoleRefusal(new Error('boom'))).toBeNull();
    expect(teamRoleRefusal(null)).toBeNull();
  });
});
