import { describe, expect, it } from 'vitest';
import { adminLinks } from './admin-links';
import { canOpenRoute, canOpenScreen, screenOf } from './screen-access';

const linksOf = (role: Parameters<typeof canOpenScreen>[0]) =>
  adminLinks.filter((link) => canOpenScreen(role, link.screen)).map((link) => link.label);

describe('which role opens which admin screen', () => {
  it('gives an admin every screen, the team, the activity log and the inbox included', () => {
    expect(linksOf('admin')).toEqual([
      'Dashboard',
      'Products',
      'Services',
      'Job Postings',
      'Publications',
      'Navigation',
      'Hero Slides',
      'Partners',
      'Categories',
      'Inbox',
      'Team',
      'Activity',
      'Trash',
    ]);
  });

  it('gives an editor the content but no submissions, jobs, team or log', () => {
    expect(linksOf('editor')).toEqual([
      'Dashboard',
      'Products',
      'Services',
      'Publications',
      'Navigation',
      'Hero Slides',
      'Partners',
      'Categories',
      'Trash',
    ]);
    expect(canOpenScreen('editor', 'jobApplications')).toBe(false);
    expect(canOpenScreen('editor', 'publicationPreview')).toBe(true);
  });

  it('gives a recruiter the job postings and their applications only', () => {
    expect(linksOf('recruiter')).toEqual(['Dashboard', 'Job Postings', 'Trash']);
    expect(canOpenScreen('recruiter', 'jobApplications')).toBe(true);
  });

  it('gives a user without a role nothing', () => {
    expect(linksOf(null)).toEqual([]);
  });

  it("opens a collection's history to whoever manages the collection", () => {
    expect(canOpenScreen('editor', 'history', { collection: 'products' })).toBe(true);
    expect(canOpenScreen('editor', 'history', { collection: 'job_postings' })).toBe(false);
    expect(canOpenScreen('recruiter', 'history', { collection: 'job_postings' })).toBe(true);
    expect(canOpenScreen('admin', 'history', { collection: 'contact_messages' })).toBe(false);
    expect(canOpenScreen('admin', 'history', {})).toBe(false);
  });

  it('keeps a route that names no screen to admins', () => {
    expect(screenOf({ screen: 'toString' })).toBeNull();
    expect(screenOf(undefined)).toBeNull();
    expect(canOpenRoute('admin', undefined, {})).toBe(true);
    expect(canOpenRoute('editor', { screen: 'unknown' }, {})).toBe(false);
    expect(canOpenRoute('editor', { screen: 'products' }, {})).toBe(true);
  });
});
