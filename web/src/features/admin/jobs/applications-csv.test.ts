import type { JobApplication } from '@kigali/domain';
import { describe, expect, it } from 'vitest';
import { applicationsCsv, csvCell } from './applications-csv';

const application = (overrides: Partial<JobApplication>): JobApplication => ({
  id: 'a1',
  job_posting_id: 'job-1',
  full_name: 'Aline Uwase',
  email: 'aline@example.com',
  phone: '0788 214 530',
  resume_url: 'https://example.com/cv.pdf',
  cover_letter: 'Hello',
  status: 'pending',
  created_at: new Date('2026-11-20T08:30:00Z'),
  ...overrides,
});

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Aline Uwase')).toBe('Aline Uwase');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('Kigali, Rwanda')).toBe('"Kigali, Rwanda"');
    expect(csvCell('She said "yes"')).toBe('"She said ""yes"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each(['=HYPERLINK("http://evil")', '+250788', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'neutralises a formula start in %j with a leading quote',
    (value) => {
      const cell = csvCell(value);
      expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
      expect(cell).toContain(value.replace(/"/g, '""'));
    },
  );

  it.each([' =1+1', '   +250788', '\u00a0-2+3', '\n@SUM(A1)', ' \t =cmd', '\u3000=1'])(
    'neutralises a formula start behind white space in %j',
    (value) => {
      expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('leaves text with a sign later in the cell alone', () => {
    expect(csvCell('Aline = Uwase')).toBe('Aline = Uwase');
    expect(csvCell('  Aline')).toBe('  Aline');
  });

  it('quotes a neutralised formula that also holds a quote', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });
});

describe('applicationsCsv', () => {
  const columns = ['Full name', 'Email', 'Phone', 'Resume URL', 'Cover letter', 'Status', 'Received'];

  it('writes a header then one CRLF-terminated row per application', () => {
    const csv = applicationsCsv(columns, [
      application({}),
      application({
        id: 'a2',
        full_name: 'Eric, Jr.',
        phone: undefined,
        cover_letter: undefined,
        status: 'accepted',
      }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Full name,Email,Phone,Resume URL,Cover letter,Status,Received',
      'Aline Uwase,aline@example.com,0788 214 530,https://example.com/cv.pdf,Hello,pending,2026-11-20T08:30:00.000Z',
      '"Eric, Jr.",aline@example.com,,https://example.com/cv.pdf,,accepted,2026-11-20T08:30:00.000Z',
      '',
    ]);
  });

  it('keeps a multi-line cover letter in one quoted cell and neutralises injected formulas', () => {
    const csv = applicationsCsv(columns, [
      application({ full_name: '=cmd|"/c calc"!A1', cover_letter: 'Dear team,\nI apply.' }),
    ]);
    const row = csv.split('\r\n')[1];
    expect(row).toBe(
      `"'=cmd|""/c calc""!A1",aline@example.com,0788 214 530,https://example.com/cv.pdf,"Dear team,\nI apply.",pending,2026-11-20T08:30:00.000Z`,
    );
  });

  it('writes only the header when there are no applications', () => {
    expect(applicationsCsv(columns, [])).toBe(
      'Full name,Email,Phone,Resume URL,Cover letter,Status,Received\r\n',
    );
  });
});
