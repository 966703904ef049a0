import * as z from 'zod';
import { LIMITS, MAX_LENGTH, PARTNERSHIP_TYPES } from '../constants';
import { VALIDATION } from '../messages';
import { email, httpUrl, optionalPhone, optionalText, phone, requiredLine } from './fields';

export const contactMessageSchema = z.object({
  name: requiredLine(VALIDATION.nameRequired, MAX_LENGTH.name),
  email,
  phone,
  message: z
    .string({ error: VALIDATION.messageMin })
    .trim()
    .min(LIMITS.contactMessageMin, VALIDATION.messageMin)
    .max(MAX_LENGTH.message, VALIDATION.tooLong(MAX_LENGTH.message)),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const jobApplicationSchema = z.object({
  full_name: requiredLine(VALIDATION.fullNameRequired, MAX_LENGTH.name),
  email,
  phone: optionalPhone,
  resume_url: httpUrl(VALIDATION.resumeUrl),
  cover_letter: optionalText(MAX_LENGTH.coverLetter),
});
export type JobApplicationInput = z.input<typeof jobApplicationSchema>;
export type JobApplicationForm = z.output<typeof jobApplicationSchema>;

export const partnershipRequestSchema = z.object({
  company_name: requiredLine(VALIDATION.companyNameRequired, MAX_LENGTH.name),
  tin_number: requiredLine(VALIDATION.tinRequired, MAX_LENGTH.tin),
  contact_person: requiredLine(VALIDATION.contactPersonRequired, MAX_LENGTH.name),
  email,
  phone,
  partnership_type: z.enum(PARTNERSHIP_TYPES, { error: VALIDATION.partnershipType }),
  description: z
    .string({ error: VALIDATION.partnershipDescription })
    .trim()
    .min(LIMITS.partnershipDescriptionMin, VALIDATION.partnershipDescription)
    .max(MAX_LENGTH.description, VALIDATION.tooLong(MAX_LENGTH.description)),
});
export type PartnershipRequestInput = z.input<typeof partnershipRequestSchema>;
export type PartnershipRequest = z.output<typeof partnershipRequestSchema>;

export const loginSchema = z.object({
  email,
  password: z.string({ error: VALIDATION.passwordMin }).min(LIMITS.passwordMin, VALIDATION.passwordMin),
});
export type LoginInput = z.infer<typeof loginSchema>;
