import {
  COMPANY,
  contactMessageSchema,
  jobApplicationSchema,
  partnershipRequestSchema,
} from '@kigali/domain';
import { describe, expect, it } from 'vitest';
import { contactMail, jobApplicationMail, partnershipRequestMail } from './compose';

describe('contactMail', () => {
  const message = contactMessageSchema.parse({
    name: 'Grace Mukeshimana',
    email: 'grace@example.com',
    phone: '+250 788 641 220',
    message: 'Our school needs 20 cameras.\nCan you visit?',
  });

  it('goes to the company, answers to the visitor and names them in the subject', () => {
    const mail = contactMail(message);
    expect(mail.to).toBe(COMPANY.email);
    expect(mail.replyTo).toEqual({ name: 'Grace Mukeshimana', address: 'grace@example.com' });
    expect(mail.subject).toBe('Contact form: message from Grace Mukeshimana');
  });

  it('carries the name, e-mail, phone and the whole message as plain text', () => {
    const { text } = contactMail(message);
    expect(text).toContain('Name: Grace Mukeshimana\n');
    expect(text).toContain('E-mail: grace@example.com\n');
    expect(text).toContain('Phone: +250 788 641 220\n');
    expect(text).toContain('Message:\nOur school needs 20 cameras.\nCan you visit?\n');
  });

  it('keeps HTML typed by the visitor as text, with no HTML part to render it', () => {
    const mail = contactMail({ ...message, message: '<script>alert(1)</script> & <b>bold</b>' });
    expect(mail.text).toContain('<script>alert(1)</script> & <b>bold</b>');
    expect(mail).not.toHaveProperty('html');
  });
});

describe('jobApplicationMail', () => {
  const application = jobApplicationSchema.parse({
    full_name: 'Aline Uwase',
    email: 'aline@example.com',
    phone: '',
    resume_url: 'https://drive.example.com/aline-cv.pdf',
    cover_letter: 'I have three years of networking experience.',
  });

  it('goes to the careers address and names the posting and the applicant', () => {
    const mail = jobApplicationMail(application, 'Network Engineer');
    expect(mail.to).toBe(COMPANY.careersEmail);
    expect(mail.replyTo).toEqual({ name: 'Aline Uwase', address: 'aline@example.com' });
    expect(mail.subject).toBe('Job application: Network Engineer from Aline Uwase');
    expect(mail.text).toContain('"Network Engineer"');
  });

  it('lists every field and says which optional ones were left out', () => {
    const { text } = jobApplicationMail(application, 'Network Engineer');
    expect(text).toContain('Phone: (not given)\n');
    expect(text).toContain('Resume: https://drive.example.com/aline-cv.pdf\n');
    expect(text).toContain('Cover letter:\nI have three years of networking experience.\n');
    const withoutLetter = jobApplicationMail({ ...application, cover_letter: undefined }, 'Network Engineer');
    expect(withoutLetter.text).toContain('Cover letter:\n(not given)\n');
  });
});

describe('partnershipRequestMail', () => {
  const request = partnershipRequestSchema.parse({
    company_name: 'Rubavu Digital Ltd',
    tin_number: '102345678',
    contact_person: 'Olivier Nshimiyimana',
    email: 'olivier@example.com',
    phone: '+250 788 552 410',
    partnership_type: 'technology',
    description: 'We would like to integrate your access control systems.',
  });

  it('goes to the company with every field and the type by its label', () => {
    const mail = partnershipRequestMail(request);
    expect(mail.to).toBe(COMPANY.email);
    expect(mail.replyTo).toEqual({ name: 'Olivier Nshimiyimana', address: 'olivier@example.com' });
    expect(mail.subject).toBe('Partnership request: Rubavu Digital Ltd');
    for (const line of [
      'Company: Rubavu Digital Ltd',
      'TIN/Company ID: 102345678',
      'Contact person: Olivier Nshimiyimana',
      'E-mail: olivier@example.com',
      'Phone: +250 788 552 410',
      'Partnership type: Technology Partner',
      'Details:\nWe would like to integrate your access control systems.',
    ]) {
      expect(mail.text).toContain(line);
    }
  });
});
