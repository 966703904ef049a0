import { COMPANY } from '@kigali/domain';
import { describe, expect, it } from 'vitest';
import { heldMailSummary } from './held-summary';

// 10:03 in Kigali (UTC+2).
const STARTED = Date.UTC(2026, 10, 23, 8, 3, 0);

describe('heldMailSummary', () => {
  it('says how many were held, until when, and links to the inbox', () => {
    const mail = heldMailSummary(
      'contact_messages',
      { started_at_ms: STARTED, count: 20, held: 3, summary: 'sending' },
      'https://www.kigalitech.rw',
    );
    expect(mail.to).toBe(COMPANY.email);
    expect(mail.subject).toBe('Contact form: notification mails held back');
    expect(mail.text).toContain(
      'Contact form: more than 20 submissions arrived within 10 minutes, so their notification mails are held back from 10:03 to 10:13 (Kigali time).',
    );
    expect(mail.text).toContain('Held so far: 3. Those that arrive until 10:13 are held too.');
    expect(mail.text).toContain('https://www.kigalitech.rw/admin/inbox');
  });

  it('goes to the careers address for job applications', () => {
    const mail = heldMailSummary('job_applications', { started_at_ms: STARTED, count: 20, held: 1 }, 'x');
    expect(mail.to).toBe(COMPANY.careersEmail);
  });
});
