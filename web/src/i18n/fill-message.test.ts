import { describe, expect, it } from 'vitest';
import { compileEntry } from '../../vite/icu-catalogue';
import { fillMessage } from './fill-message';

/** A message as the build compiles it, filled in as the browser does. */
const fill = (source: string, values: Record<string, unknown> = {}) =>
  fillMessage(compileEntry(source, 'test').compiled, values);

describe('fillMessage', () => {
  it('writes plain text and plain arguments', () => {
    expect(fill('Apply for {title}', { title: 'Network Engineer' })).toBe('Apply for Network Engineer');
  });

  it('answers a plural by its exact case, else other, with the number written by the caller', () => {
    const message = '{count, plural, =0 {No results} =1 {One result for "{term}"} other {{countText} results}}';
    expect(fill(message, { count: 0, countText: '0', term: 'cctv' })).toBe('No results');
    expect(fill(message, { count: 1, countText: '1', term: 'cctv' })).toBe('One result for "cctv"');
    expect(fill(message, { count: 2000, countText: '2 000', term: 'cctv' })).toBe('2 000 results');
  });

  it('answers a select by its value, else other', () => {
    const message = '{status, select, pending {Waiting} other {Done}}';
    expect(fill(message, { status: 'pending' })).toBe('Waiting');
    expect(fill(message, { status: 'reviewed' })).toBe('Done');
  });

  it('writes a missing argument as nothing', () => {
    expect(fill('Hello {name}!')).toBe('Hello !');
  });
});
