import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { MAX_LENGTH, PARTNERSHIP_TYPES } from '../constants';
import { VALIDATION } from '../messages';
import { PATTERNS } from '../patterns';
import {
  contactMessageSchema,
  jobApplicationSchema,
  loginSchema,
  partnershipRequestSchema,
} from './public-forms';

/** The message a form shows under one field (dotted path): the first issue reported there. */
function messageAt(schema: z.ZodType, input: unknown, path: string): string | undefined {
  const result = schema.safeParse(input);
  return result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;
}

/** Values that must never count as a filled-in text field. */
const MISSING_OR_WRONG_TYPE: readonly [string, unknown][] = [
  ['missing', undefined],
  ['empty', ''],
  ['whitespace only', ' \t \n '],
  ['a number', 42],
  ['an array', ['text']],
  ['an object', { text: 'text' }],
  ['null', null],
];

const MALFORMED_EMAILS = [
  'a@b',
  'a b@c.com',
  'a@@b.com',
  '@b.com',
  'a@b.c',
  'plainaddress',
  'a@b..com',
  'a@-b.com',
];

const validContact = {
  name: 'Aline Uwase',
  email: 'aline@example.rw',
  phone: '+250 788 123 456',
  message: 'Please send a quote for 8 CCTV cameras.',
};

const validApplication = {
  full_name: 'Jean Bosco Habimana',
  email: 'jbosco@example.rw',
  phone: '0788123456',
  resume_url: 'https://drive.example.com/cv/jbosco.pdf',
  cover_letter: 'I have five years of network experience.',
};

const validPartnership = {
  company_name: 'Rwanda Secure Ltd',
  tin_number: '102345678',
  contact_person: 'Eric Mugisha',
  email: 'eric@rwandasecure.rw',
  phone: '+250 722 654 321',
  partnership_type: 'reseller',
  description: 'We resell access control systems in the Eastern Province.',
};

const validLogin = { email: 'admin@kigalitech.rw', password: 'demo-admin-2026' };

const repeat = (length: number, text = 'a') => text.repeat(length);

describe('contactMessageSchema', () => {
  it('accepts a complete message and trims every field', () => {
    const parsed = contactMessageSchema.parse({
      name: '  Aline Uwase ',
      email: ' aline@example.rw  ',
      phone: ' +250 788 123 456 ',
      message: '\n Please send a quote for 8 CCTV cameras. \n',
    });
    expect(parsed).toEqual(validContact);
  });

  it.each([
    ['name', VALIDATION.nameRequired],
    ['email', VALIDATION.invalidEmail],
    ['phone', VALIDATION.phoneRequired],
    ['message', VALIDATION.messageMin],
  ])('reports %s as "%s" when it is missing, blank or of the wrong type', (field, message) => {
    for (const [, value] of MISSING_OR_WRONG_TYPE) {
      expect(messageAt(contactMessageSchema, { ...validContact, [field]: value }, field)).toBe(message);
    }
  });

  it('reports every field of an empty submission at once', () => {
    const result = contactMessageSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', VALIDATION.nameRequired],
      ['email', VALIDATION.invalidEmail],
      ['phone', VALIDATION.phoneRequired],
      ['message', VALIDATION.messageMin],
    ]);
  });

  it('needs at least 10 characters of message, not counting surrounding spaces', () => {
    expect(messageAt(contactMessageSchema, { ...validContact, message: '123456789' }, 'message')).toBe(
      VALIDATION.messageMin,
    );
    expect(messageAt(contactMessageSchema, { ...validContact, message: '   123456789   ' }, 'message')).toBe(
      VALIDATION.messageMin,
    );
    expect(contactMessageSchema.safeParse({ ...validContact, message: '1234567890' }).success).toBe(true);
  });

  it('refuses over-long values', () => {
    expect(
      messageAt(contactMessageSchema, { ...validContact, name: repeat(MAX_LENGTH.name + 1) }, 'name'),
    ).toBe(VALIDATION.tooLong(MAX_LENGTH.name));
    expect(contactMessageSchema.safeParse({ ...validContact, name: repeat(MAX_LENGTH.name) }).success).toBe(
      true,
    );
    expect(
      messageAt(
        contactMessageSchema,
        { ...validContact, message: repeat(MAX_LENGTH.message + 1) },
        'message',
      ),
    ).toBe(VALIDATION.tooLong(MAX_LENGTH.message));
    expect(
      contactMessageSchema.safeParse({ ...validContact, message: repeat(MAX_LENGTH.message) }).success,
    ).toBe(true);
    const longEmail = `${repeat(MAX_LENGTH.email)}@example.rw`;
    expect(messageAt(contactMessageSchema, { ...validContact, email: longEmail }, 'email')).toBe(
      VALIDATION.invalidEmail,
    );
    expect(
      messageAt(contactMessageSchema, { ...validContact, phone: repeat(MAX_LENGTH.phone + 1, '1') }, 'phone'),
    ).toBe(VALIDATION.invalidPhone);
  });

  it.each(MALFORMED_EMAILS)('refuses the malformed e-mail %j', (email) => {
    expect(messageAt(contactMessageSchema, { ...validContact, email }, 'email')).toBe(
      VALIDATION.invalidEmail,
    );
  });

  it('trims spaces around an e-mail and accepts it', () => {
    expect(contactMessageSchema.parse({ ...validContact, email: 'aline@example.rw   ' }).email).toBe(
      'aline@example.rw',
    );
  });

  it.each(['\r', '\n', '\r\n'])('refuses a line break (%j) inside the name or the e-mail', (lineBreak) => {
    expect(
      messageAt(contactMessageSchema, { ...validContact, name: `Aline${lineBreak}Bcc: x@y.com` }, 'name'),
    ).toBe(VALIDATION.singleLine);
    expect(
      messageAt(
        contactMessageSchema,
        { ...validContact, email: `aline@example.rw${lineBreak}bcc:x@y.com` },
        'email',
      ),
    ).toBe(VALIDATION.invalidEmail);
  });

  it('keeps line breaks inside the message', () => {
    expect(contactMessageSchema.parse({ ...validContact, message: 'Line one\nLine two' }).message).toBe(
      'Line one\nLine two',
    );
  });

  it.each(['+250 78A 123 456', 'call me please', '0788-CALL-NOW', '12345', '+', '++250788123456'])(
    'refuses the phone %j',
    (phone) => {
      expect(messageAt(contactMessageSchema, { ...validContact, phone }, 'phone')).toBe(
        VALIDATION.invalidPhone,
      );
    },
  );
});

describe('jobApplicationSchema', () => {
  it('accepts a complete application and trims it', () => {
    const parsed = jobApplicationSchema.parse({
      full_name: ' Jean Bosco Habimana ',
      email: 'jbosco@example.rw ',
      phone: ' 0788123456',
      resume_url: ' https://drive.example.com/cv/jbosco.pdf ',
      cover_letter: ' I have five years of network experience. ',
    });
    expect(parsed).toEqual(validApplication);
  });

  it.each([
    ['empty', ''],
    ['whitespace only', '   '],
    ['missing', undefined],
  ])('leaves out an optional phone and cover letter that are %s', (_, value) => {
    const parsed = jobApplicationSchema.parse({ ...validApplication, phone: value, cover_letter: value });
    expect(parsed.phone).toBeUndefined();
    expect(parsed.cover_letter).toBeUndefined();
  });

  it.each([
    ['full_name', VALIDATION.fullNameRequired],
    ['email', VALIDATION.invalidEmail],
    ['resume_url', VALIDATION.resumeUrl],
  ])('reports %s as "%s" when it is missing, blank or of the wrong type', (field, message) => {
    for (const [, value] of MISSING_OR_WRONG_TYPE) {
      expect(messageAt(jobApplicationSchema, { ...validApplication, [field]: value }, field)).toBe(message);
    }
  });

  it.each(MALFORMED_EMAILS)('refuses the malformed e-mail %j', (email) => {
    expect(messageAt(jobApplicationSchema, { ...validApplication, email }, 'email')).toBe(
      VALIDATION.invalidEmail,
    );
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'file:///etc/passwd',
    'ftp://x.com/cv.pdf',
    'notaurl',
    'www.example.com/cv.pdf',
    'https://',
    'http:///cv.pdf',
    'https://exa mple.com/cv.pdf',
    'https://example.com/my cv.pdf',
    `https://example.com/${repeat(MAX_LENGTH.url)}`,
  ])('refuses the resume URL %j', (resume_url) => {
    expect(messageAt(jobApplicationSchema, { ...validApplication, resume_url }, 'resume_url')).toBe(
      VALIDATION.resumeUrl,
    );
  });

  it.each(['http://example.com/cv.pdf', 'https://drive.google.com/file/d/1AbC/view?usp=sharing#page=2'])(
    'accepts the resume URL %j',
    (resume_url) => {
      expect(jobApplicationSchema.parse({ ...validApplication, resume_url }).resume_url).toBe(resume_url);
    },
  );

  it('refuses a phone with letters and an over-long cover letter', () => {
    expect(messageAt(jobApplicationSchema, { ...validApplication, phone: '0788 ABC 456' }, 'phone')).toBe(
      VALIDATION.invalidPhone,
    );
    expect(
      messageAt(
        jobApplicationSchema,
        { ...validApplication, cover_letter: repeat(MAX_LENGTH.coverLetter + 1) },
        'cover_letter',
      ),
    ).toBe(VALIDATION.tooLong(MAX_LENGTH.coverLetter));
  });

  it('refuses a line break inside the full name', () => {
    expect(
      messageAt(jobApplicationSchema, { ...validApplication, full_name: 'Jean\nBosco' }, 'full_name'),
    ).toBe(VALIDATION.singleLine);
  });
});

describe('partnershipRequestSchema', () => {
  it('accepts a complete request and trims it', () => {
    const padded = Object.fromEntries(
      Object.entries(validPartnership).map(([key, value]) => [key, ` ${value} `]),
    );
    expect(partnershipRequestSchema.parse({ ...padded, partnership_type: 'reseller' })).toEqual(
      validPartnership,
    );
  });

  it.each([
    ['company_name', VALIDATION.companyNameRequired],
    ['tin_number', VALIDATION.tinRequired],
    ['contact_person', VALIDATION.contactPersonRequired],
    ['email', VALIDATION.invalidEmail],
    ['phone', VALIDATION.phoneRequired],
    ['partnership_type', VALIDATION.partnershipType],
    ['description', VALIDATION.partnershipDescription],
  ])('reports %s as "%s" when it is missing, blank or of the wrong type', (field, message) => {
    for (const [, value] of MISSING_OR_WRONG_TYPE) {
      expect(messageAt(partnershipRequestSchema, { ...validPartnership, [field]: value }, field)).toBe(
        message,
      );
    }
  });

  it.each(PARTNERSHIP_TYPES)('accepts the partnership type %j', (partnership_type) => {
    expect(partnershipRequestSchema.parse({ ...validPartnership, partnership_type }).partnership_type).toBe(
      partnership_type,
    );
  });

  it.each(['partner', 'Distributor', 'reseller ', 'other'])(
    'refuses the partnership type %j',
    (partnership_type) => {
      expect(
        messageAt(partnershipRequestSchema, { ...validPartnership, partnership_type }, 'partnership_type'),
      ).toBe(VALIDATION.partnershipType);
    },
  );

  it('needs at least 10 characters of description', () => {
    expect(
      messageAt(partnershipRequestSchema, { ...validPartnership, description: '123456789' }, 'description'),
    ).toBe(VALIDATION.partnershipDescription);
    expect(
      partnershipRequestSchema.safeParse({ ...validPartnership, description: '1234567890' }).success,
    ).toBe(true);
  });

  it('refuses over-long values', () => {
    expect(
      messageAt(
        partnershipRequestSchema,
        { ...validPartnership, tin_number: repeat(MAX_LENGTH.tin + 1, '1') },
        'tin_number',
      ),
    ).toBe(VALIDATION.tooLong(MAX_LENGTH.tin));
    expect(
      messageAt(
        partnershipRequestSchema,
        { ...validPartnership, description: repeat(MAX_LENGTH.description + 1) },
        'description',
      ),
    ).toBe(VALIDATION.tooLong(MAX_LENGTH.description));
  });

  it.each(MALFORMED_EMAILS)('refuses the malformed e-mail %j', (email) => {
    expect(messageAt(partnershipRequestSchema, { ...validPartnership, email }, 'email')).toBe(
      VALIDATION.invalidEmail,
    );
  });

  it('refuses a line break in the company or contact name and letters in the phone', () => {
    expect(
      messageAt(
        partnershipRequestSchema,
        { ...validPartnership, company_name: 'Rwanda\r\nSecure' },
        'company_name',
      ),
    ).toBe(VALIDATION.singleLine);
    expect(
      messageAt(
        partnershipRequestSchema,
        { ...validPartnership, contact_person: 'Eric\nMugisha' },
        'contact_person',
      ),
    ).toBe(VALIDATION.singleLine);
    expect(messageAt(partnershipRequestSchema, { ...validPartnership, phone: 'not a phone' }, 'phone')).toBe(
      VALIDATION.invalidPhone,
    );
  });
});

describe('loginSchema', () => {
  it('accepts an e-mail and password, trimming only the e-mail', () => {
    expect(loginSchema.parse({ email: ' admin@kigalitech.rw ', password: ' demo-admin-2026 ' })).toEqual({
      email: 'admin@kigalitech.rw',
      password: ' demo-admin-2026 ',
    });
  });

  it('needs a password of at least 6 characters', () => {
    expect(messageAt(loginSchema, { ...validLogin, password: '12345' }, 'password')).toBe(
      VALIDATION.passwordMin,
    );
    expect(loginSchema.safeParse({ ...validLogin, password: '123456' }).success).toBe(true);
  });

  it.each(MISSING_OR_WRONG_TYPE.filter(([label]) => label !== 'whitespace only'))(
    'reports a password that is %s',
    (_, password) => {
      expect(messageAt(loginSchema, { ...validLogin, password }, 'password')).toBe(VALIDATION.passwordMin);
    },
  );

  it('reports an e-mail that is missing, blank, malformed or of the wrong type', () => {
    for (const [, email] of MISSING_OR_WRONG_TYPE) {
      expect(messageAt(loginSchema, { ...validLogin, email }, 'email')).toBe(VALIDATION.invalidEmail);
    }
    for (const email of MALFORMED_EMAILS) {
      expect(messageAt(loginSchema, { ...validLogin, email }, 'email')).toBe(VALIDATION.invalidEmail);
    }
  });
});

/**
 * The submissions Function stores what the forms' schemas output, and the mail Function parses it
 * again with them: whatever the forms accept must come out within the patterns and lengths, or a
 * stored submission would never be mailed.
 */
describe('public form output stays within the patterns and lengths', () => {
  const fits = (pattern: keyof typeof PATTERNS, max: number) => (value: unknown) => {
    expect(typeof value).toBe('string');
    expect(value).toMatch(new RegExp(PATTERNS[pattern]));
    expect((value as string).length).toBeLessThanOrEqual(max);
  };
  const fitsLength = (max: number) => (value: unknown) => {
    expect(typeof value).toBe('string');
    expect((value as string).length).toBeLessThanOrEqual(max);
  };
  const optional = (check: (value: unknown) => void) => (value: unknown) => {
    if (value !== undefined) check(value);
  };

  const trickyNames = [
    'Aline',
    "O'Neil Mukamana",
    'Jean-Bosco Ndayisenga',
    'Émilie Ingabire',
    '  padded name  ',
    `${repeat(MAX_LENGTH.name)}`,
    ` ${repeat(MAX_LENGTH.name)} `,
    'Name\twith tab',
    '李小龍',
    'A',
  ];
  const trickyEmails = [
    'a@b.rw',
    'first.last+jobs@mail.example.co.rw',
    "o'neil@example.com",
    'UPPER@EXAMPLE.RW',
    'x_y%z@sub-domain.example.org',
    '  spaced@example.rw\n',
    `${repeat(64)}@${repeat(63, 'b')}.${repeat(63, 'c')}.${repeat(57, 'd')}.rw`,
  ];
  const trickyPhones = [
    '+250 788 123 456',
    '0788123456',
    '078 812-3456',
    '+250.788.123.456',
    '  0788 123 456  ',
    `+${repeat(MAX_LENGTH.phone - 1, '9')}`,
    '1234567',
  ];
  const trickyUrls = [
    'https://example.com/cv.pdf',
    'http://localhost:8080/cv.pdf',
    'https://drive.google.com/file/d/1AbC/view?usp=sharing',
    'https://example.com/cv%20jos%C3%A9.pdf#page=2',
    'https://user:pass@example.com:8443/a/b',
    '  https://example.com/padded.pdf \n',
    `https://example.com/${repeat(MAX_LENGTH.url - 'https://example.com/'.length)}`,
  ];
  const trickyTexts = [
    '1234567890',
    '  ten chars!  ',
    'Line one\nLine two\r\nLine three',
    'Emoji 📷📷📷 cameras',
    '<script>alert(1)</script>',
    repeat(MAX_LENGTH.description),
  ];
  const trickyTins = ['102345678', 'RW-TIN 0001/2024', repeat(MAX_LENGTH.tin, '9')];

  /** Every variant of each field, one at a time on top of a valid input, plus all variants zipped together. */
  function inputsFrom(base: Record<string, unknown>, variants: Record<string, readonly unknown[]>) {
    const single = Object.entries(variants).flatMap(([field, values]) =>
      values.map((value) => ({ ...base, [field]: value })),
    );
    const longest = Math.max(...Object.values(variants).map((values) => values.length));
    const zipped = Array.from({ length: longest }, (_, index) => ({
      ...base,
      ...Object.fromEntries(
        Object.entries(variants).map(([field, values]) => [field, values[index % values.length]]),
      ),
    }));
    return [...single, ...zipped];
  }

  it('contact messages', () => {
    const inputs = inputsFrom(validContact, {
      name: trickyNames,
      email: trickyEmails,
      phone: trickyPhones,
      message: trickyTexts.filter((text) => text.length <= MAX_LENGTH.message),
    });
    for (const input of inputs) {
      const output = contactMessageSchema.parse(input);
      fits('singleLine', MAX_LENGTH.name)(output.name);
      fits('email', MAX_LENGTH.email)(output.email);
      fits('phone', MAX_LENGTH.phone)(output.phone);
      fitsLength(MAX_LENGTH.message)(output.message);
    }
  });

  it('job applications', () => {
    const inputs = inputsFrom(validApplication, {
      full_name: trickyNames,
      email: trickyEmails,
      phone: [...trickyPhones, '', undefined],
      resume_url: trickyUrls,
      cover_letter: [...trickyTexts, '', undefined],
    });
    for (const input of inputs) {
      const output = jobApplicationSchema.parse(input);
      fits('singleLine', MAX_LENGTH.name)(output.full_name);
      fits('email', MAX_LENGTH.email)(output.email);
      optional(fits('phone', MAX_LENGTH.phone))(output.phone);
      fits('httpUrl', MAX_LENGTH.url)(output.resume_url);
      optional(fitsLength(MAX_LENGTH.coverLetter))(output.cover_letter);
    }
  });

  it('partnership requests', () => {
    const inputs = inputsFrom(validPartnership, {
      company_name: trickyNames,
      tin_number: trickyTins,
      contact_person: trickyNames,
      email: trickyEmails,
      phone: trickyPhones,
      partnership_type: PARTNERSHIP_TYPES,
      description: trickyTexts,
    });
    for (const input of inputs) {
      const output = partnershipRequestSchema.parse(input);
      fits('singleLine', MAX_LENGTH.name)(output.company_name);
      fits('singleLine', MAX_LENGTH.tin)(output.tin_number);
      fits('singleLine', MAX_LENGTH.name)(output.contact_person);
      fits('email', MAX_LENGTH.email)(output.email);
      fits('phone', MAX_LENGTH.phone)(output.phone);
      expect(PARTNERSHIP_TYPES).toContain(output.partnership_type);
      fitsLength(MAX_LENGTH.description)(output.description);
    }
  });
});
