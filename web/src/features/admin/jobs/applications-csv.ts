import type { JobApplication } from '@kigali/domain';

/**
 * Spreadsheets run a cell that starts with one of these as a formula (CSV injection), and some
 * skip leading white space before deciding (" =1+1" too): such a cell is prefixed with a quote so
 * it is shown as the text the applicant typed.
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@])/;

/** One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvRow(cells: readonly string[]): string {
  return cells.map(csvCell).join(',');
}

/** The applications as a CSV document: a header row, then one row per application. */
export function applicationsCsv(columns: readonly string[], applications: readonly JobApplication[]): string {
  const rows = applications.map((application) => [
    application.full_name,
    application.email,
    application.phone ?? '',
    application.resume_url,
    application.cover_letter ?? '',
    application.status,
    application.created_at?.toISOString() ?? '',
  ]);
  return [columns, ...rows].map(csvRow).join('\r\n') + '\r\n';
}

/** Hands the CSV to the browser as a download; the byte-order mark makes Excel read it as UTF-8. */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
