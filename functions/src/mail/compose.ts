import {
  COMPANY,
  PARTNERSHIP_TYPE_LABELS,
  type ContactMessage,
  type JobApplicationForm,
  type PartnershipRequest,
} from '@kigali/domain';

/**
 * The notification mails, as plain text only: whatever a visitor typed (HTML and scripts
 * included) reaches the company as inert text (docs/security-cases.md#rendering). Header values come
 * from single-line fields the schemas and rules already checked; nodemailer encodes them.
 */
export type MailContent = {
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
};

const NOT_GIVEN = '(not given)';

const lines = (...parts: string[]) => `${parts.join('\n')}\n`;

export function contactMail(message: ContactMessage): MailContent {
  return {
    to: COMPANY.email,
    replyTo: { name: message.name, address: message.email },
    subject: `Contact form: message from ${message.name}`,
    text: lines(
      'A visitor sent a message through the contact form.',
      '',
      `Name: ${message.name}`,
      `E-mail: ${message.email}`,
      `Phone: ${message.phone}`,
      '',
      'Message:',
      message.message,
    ),
  };
}

export function jobApplicationMail(application: JobApplicationForm, postingTitle: string): MailContent {
  return {
    to: COMPANY.careersEmail,
    replyTo: { name: application.full_name, address: application.email },
    subject: `Job application: ${postingTitle} from ${application.full_name}`,
    text: lines(
      `A new application for the position "${postingTitle}".`,
      '',
      `Full name: ${application.full_name}`,
      `E-mail: ${application.email}`,
      `Phone: ${application.phone ?? NOT_GIVEN}`,
      `Resume: ${application.resume_url}`,
      '',
      'Cover letter:',
      application.cover_letter ?? NOT_GIVEN,
    ),
  };
}

export function partnershipRequestMail(request: PartnershipRequest): MailContent {
  return {
    to: COMPANY.email,
    replyTo: { name: request.contact_person, address: request.email },
    subject: `Partnership request: ${request.company_name}`,
    text: lines(
      'A company asked to become a partner.',
      '',
      `Company: ${request.company_name}`,
      `TIN/Company ID: ${request.tin_number}`,
      `Contact person: ${request.contact_person}`,
      `E-mail: ${request.email}`,
      `Phone: ${request.phone}`,
      `Partnership type: ${PARTNERSHIP_TYPE_LABELS[request.partnership_type]}`,
      '',
      'Details:',
      request.description,
    ),
  };
}
