import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitJobApplication } from './public-submissions';
import { submitPartnershipRequest } from './public-submissions';
import { submitDocument } from './submit';

vi.mock('./submit', () => ({ submitDocument: vi.fn(() => Promise.resolve({ id: 'id', queued: false })) }));

afterEach(() => vi.clearAllMocks());

const posting = { id: 'job-1', title: 'Network Engineer' };

/**
 * The submissions Function takes exactly the form's keys: an extra one would be refused
 * (docs/architecture.md#security).
 */
describe('public submission documents', () => {
  it('a job application carries the posting id, no status (the server sets it), and leaves out empty optional fields', async () => {
    await submitJobApplication(posting, {
      full_name: 'Aline Uwase',
      email: 'aline@example.com',
      phone: undefined,
      resume_url: 'https://example.com/cv.pdf',
      cover_letter: undefined,
    });
    expect(submitDocument).toHaveBeenCalledWith(
      'job_applications',
      {
        job_posting_id: 'job-1',
        full_name: 'Aline Uwase',
        email: 'aline@example.com',
        resume_url: 'https://example.com/cv.pdf',
      },
      // Kept on the device while queued: the form as typed, and the posting to name it.
      {
        fields: {
          full_name: 'Aline Uwase',
          email: 'aline@example.com',
          phone: '',
          resume_url: 'https://example.com/cv.pdf',
          cover_letter: '',
        },
        posting,
      },
    );
    const data = vi.mocked(submitDocument).mock.calls[0]![1];
    expect(Object.keys(data)).not.toContain('phone');
    expect(Object.keys(data)).not.toContain('cover_letter');
  });

  it('a job application keeps the optional fields that were given', async () => {
    await submitJobApplication(posting, {
      full_name: 'Aline Uwase',
      email: 'aline@example.com',
      phone: '+250 788 000 000',
      resume_url: 'https://example.com/cv.pdf',
      cover_letter: 'Hello',
    });
    expect(vi.mocked(submitDocument).mock.calls[0]![1]).toMatchObject({
      phone: '+250 788 000 000',
      cover_letter: 'Hello',
    });
  });

  it('a partnership request is exactly the form fields', async () => {
    const form = {
      company_name: 'Rubavu Digital Ltd',
      tin_number: '102345678',
      contact_person: 'Olivier',
      email: 'olivier@example.com',
      phone: '+250 788 552 410',
      partnership_type: 'reseller' as const,
      description: 'We would like to resell your products.',
    };
    await submitPartnershipRequest(form);
    expect(submitDocument).toHaveBeenCalledWith('partnership_requests', form, { fields: form });
  });
});
