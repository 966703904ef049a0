import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { NOT_A_FORM_FIELD, parseSubmissionFields, POSTING_REQUIRED } from './public-forms-submission';

const message = {
  name: 'Grace Mukeshimana',
  email: 'grace@example.com',
  phone: '+250 788 641 220',
  message: 'Our school needs 20 cameras.',
};

describe('parseSubmissionFields', () => {
  it('takes what the form sends, as its schema leaves it', () => {
    expect(parseSubmissionFields('contact_messages', { ...message, name: '  Grace  ' })).toEqual({
      ok: true,
      fields: { ...message, name: 'Grace' },
    });
  });

  it('refuses a key the form does not have, naming it, instead of dropping it', () => {
    expect(
      parseSubmissionFields('contact_messages', { ...message, is_admin: true, bcc: 'victim@example.com' }),
    ).toEqual({ ok: false, errors: { is_admin: NOT_A_FORM_FIELD, bcc: NOT_A_FORM_FIELD } });
    expect(
      parseSubmissionFields('job_applications', {
        job_posting_id: 'job-1',
        full_name: 'Eric',
        email: 'eric@example.com',
        resume_url: 'https://example.com/cv.pdf',
        status: 'accepted',
      }),
    ).toEqual({ ok: false, errors: { status: NOT_A_FORM_FIELD } });
  });

  it('gives the form’s message under each wrong field', () => {
    expect(parseSubmissionFields('contact_messages', { ...message, email: 'a@b', message: 'short' })).toEqual(
      {
        ok: false,
        errors: { email: VALIDATION.invalidEmail, message: VALIDATION.messageMin },
      },
    );
  });

  it('needs the posting an application is for', () => {
    const application = {
      full_name: 'Eric',
      email: 'eric@example.com',
      resume_url: 'https://example.com/cv',
    };
    expect(parseSubmissionFields('job_applications', application)).toEqual({
      ok: false,
      errors: { job_posting_id: POSTING_REQUIRED },
    });
    expect(
      parseSubmissionFields('job_applications', { ...application, job_posting_id: 'job-1', phone: '' }),
    ).toEqual({ ok: true, fields: { ...application, job_posting_id: 'job-1' } });
  });

  it('refuses fields that are not an object', () => {
    const parsed = parseSubmissionFields('partnership_requests', 'company=Acme');
    expect(parsed.ok).toBe(false);
    expect(Object.keys(parsed.ok ? {} : parsed.errors)).toEqual(['fields']);
  });
});
