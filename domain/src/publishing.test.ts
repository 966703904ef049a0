import { describe, expect, it } from 'vitest';
import {
  PUBLISH_AT_INVALID,
  inputFromPublishAt,
  publicationState,
  publishAtFromInput,
  scheduledPublicationSchema,
} from './publishing';

describe('publicationState', () => {
  const now = new Date('2026-11-24T08:00:00Z');

  it('is a draft whenever the article is not published, whatever its time', () => {
    expect(publicationState({ is_published: false, published_at: null }, now)).toBe('draft');
    expect(publicationState({ is_published: false, published_at: new Date('2027-01-01') }, now)).toBe(
      'draft',
    );
    expect(publicationState({ is_published: false, published_at: new Date('2020-01-01') }, now)).toBe(
      'draft',
    );
  });

  it('is scheduled while its time is ahead, and published from that very moment', () => {
    const at = (iso: string) => ({ is_published: true, published_at: new Date(iso) });
    expect(publicationState(at('2026-11-24T08:00:00.001Z'), now)).toBe('scheduled');
    expect(publicationState(at('2026-11-24T08:00:00Z'), now)).toBe('published');
    expect(publicationState(at('2026-11-24T07:59:59Z'), now)).toBe('published');
  });

  it('counts a publication whose server time is still on its way as published', () => {
    expect(publicationState({ is_published: true, published_at: null }, now)).toBe('published');
  });
});

describe('"Publish at" in Kigali time', () => {
  it('reads the input as a Kigali time (UTC+2), with or without seconds', () => {
    expect(publishAtFromInput('2027-01-01T09:30')).toEqual(new Date('2027-01-01T07:30:00Z'));
    expect(publishAtFromInput('2027-01-01T00:00:15')).toEqual(new Date('2026-12-31T22:00:15Z'));
  });

  it.each(['', 'tomorrow', '2027-02-30T10:00', '2027-13-01T10:00', '2027-01-01T24:00', '2027-01-01 10:00'])(
    'refuses %j',
    (value) => {
      expect(publishAtFromInput(value)).toBeNull();
    },
  );

  it('shows a stored time as the input reads it back', () => {
    const stored = new Date('2027-06-15T16:45:12.345Z');
    expect(inputFromPublishAt(stored)).toBe('2027-06-15T18:45:12');
    expect(publishAtFromInput(inputFromPublishAt(stored))).toEqual(new Date('2027-06-15T16:45:12Z'));
  });
});

describe('scheduledPublicationSchema', () => {
  const valid = { title: 'Opening hours', content: 'We open at 8.', category: 'Company News' };
  const issueAt = (input: unknown) =>
    scheduledPublicationSchema.safeParse(input).error?.issues.find((issue) => issue.path[0] === 'publish_at')
      ?.message;

  it('keeps the chosen moment of a published article', () => {
    expect(
      scheduledPublicationSchema.parse({ ...valid, is_published: true, publish_at: '2027-01-01T09:30' })
        .publish_at,
    ).toEqual(new Date('2027-01-01T07:30:00Z'));
  });

  it('means "now" (null) when left empty', () => {
    expect(
      scheduledPublicationSchema.parse({ ...valid, is_published: true, publish_at: '' }).publish_at,
    ).toBeNull();
    expect(scheduledPublicationSchema.parse({ ...valid, is_published: true }).publish_at).toBeNull();
  });

  it('drops the time of a draft, which keeps what is stored', () => {
    expect(
      scheduledPublicationSchema.parse({ ...valid, is_published: false, publish_at: '2027-01-01T09:30' })
        .publish_at,
    ).toBeNull();
  });

  it('says under the field when the value is not a date and time', () => {
    expect(issueAt({ ...valid, is_published: true, publish_at: '2027-02-30T10:00' })).toBe(
      PUBLISH_AT_INVALID,
    );
    expect(issueAt({ ...valid, is_published: true, publish_at: 'next week' })).toBe(PUBLISH_AT_INVALID);
  });
});
