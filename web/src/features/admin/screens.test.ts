import { CONTENT_COLLECTIONS } from '@kigali/domain';
import { describe, expect, it } from 'vitest';
import {
  adminHref,
  adminRoute,
  canOpenRoute,
  canOpenScreen,
  editingScreenHref,
  sidebarLinks,
} from './screens';

const labelsOf = (role: Parameters<typeof sidebarLinks>[0]) => sidebarLinks(role).map((link) => link.label);

describe('which role opens which admin screen', () => {
  it('gives an admin every screen, the team, the activity log and the inbox included', () => {
    expect(labelsOf('admin')).toEqual([
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
    expect(labelsOf('editor')).toEqual([
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
    expect(labelsOf('recruiter')).toEqual(['Dashboard', 'Job Postings', 'Trash']);
    expect(canOpenScreen('recruiter', 'jobApplications')).toBe(true);
  });

  it('gives a user without a role nothing', () => {
    expect(labelsOf(null)).toEqual([]);
  });

  it("opens a collection's history to whoever manages the collection", () => {
    expect(canOpenScreen('editor', 'history', { collection: 'products' })).toBe(true);
    expect(canOpenScreen('editor', 'history', { collection: 'job_postings' })).toBe(false);
    expect(canOpenScreen('recruiter', 'history', { collection: 'job_postings' })).toBe(true);
    expect(canOpenScreen('admin', 'history', { collection: 'contact_messages' })).toBe(false);
    expect(canOpenScreen('admin', 'history', {})).toBe(false);
  });

  it('keeps a route that names no screen to admins', () => {
    expect(canOpenRoute('admin', undefined, {})).toBe(true);
    expect(canOpenRoute('admin', { screen: 'toString' }, {})).toBe(true);
    expect(canOpenRoute('editor', { screen: 'toString' }, {})).toBe(false);
    expect(canOpenRoute('editor', { screen: 'unknown' }, {})).toBe(false);
    expect(canOpenRoute('editor', { screen: 'products' }, {})).toBe(true);
  });
});

describe('the routes and links derived from the screens table', () => {
  it('gives each screen a route below /admin that names it, the dashboard at /admin itself', () => {
    expect(adminRoute.path).toBe('/admin');
    const routes = (adminRoute.children ?? []).map((route) => ({
      at: route.index ? '' : route.path,
      screen: (route.handle as { screen?: string } | undefined)?.screen ?? null,
    }));
    expect(routes).toContainEqual({ at: '', screen: 'dashboard' });
    expect(routes).toContainEqual({ at: 'jobs/:postingId/applications', screen: 'jobApplications' });
    expect(routes.every((route) => route.screen !== null)).toBe(true);
  });

  it('writes a screen’s address with its params', () => {
    expect(adminHref('dashboard')).toBe('/admin');
    expect(adminHref('products')).toBe('/admin/products');
    expect(adminHref('history', { collection: 'products', id: 'p 1' })).toBe('/admin/history/products/p%201');
  });

  it('has a screen for every content collection, where its history goes back to', () => {
    expect(CONTENT_COLLECTIONS.map(editingScreenHref)).toEqual([
      '/admin/products',
      '/admin/categories',
      '/admin/services',
      '/admin/publications',
      '/admin/hero-slides',
      '/admin/partners',
      '/admin/navigation',
      '/admin/jobs',
    ]);
  });
});
