import * as z from 'zod';
import { MAX_LENGTH } from '../constants';
import { VALIDATION } from '../messages';
import { matches } from '../patterns';

/**
 * A product's specifications as stored: a name/value map. Names and values are typed in one-line
 * fields; staying on one line lets the rules check them all at once.
 */
export const specifications = z
  .record(
    z.string().trim().min(1).max(MAX_LENGTH.shortText).regex(matches('singleLine')),
    z.string().trim().max(MAX_LENGTH.listItem).regex(matches('singleLine'), VALIDATION.singleLine),
  )
  .refine((map) => Object.keys(map).length <= MAX_LENGTH.listItems, VALIDATION.tooMany(MAX_LENGTH.listItems))
  .default({});

/** One row of the admin's specifications editor. */
export type SpecificationRow = { key: string; value: string };

/**
 * The specifications as the admin edits them, one row each, becoming the stored map: blank rows are
 * dropped, and a row with a value but no name, a name used twice (any case) or a row past the limit is
 * refused under that row's name.
 */
export const specificationRows = z
  .array(
    z.object({
      key: z
        .string()
        .trim()
        .max(MAX_LENGTH.shortText, VALIDATION.tooLong(MAX_LENGTH.shortText))
        .regex(matches('singleLine'), VALIDATION.singleLine),
      value: z
        .string()
        .trim()
        .max(MAX_LENGTH.listItem, VALIDATION.tooLong(MAX_LENGTH.listItem))
        .regex(matches('singleLine'), VALIDATION.singleLine),
    }),
  )
  .superRefine((rows, context) => {
    const seen = new Set<string>();
    let filled = 0;
    rows.forEach((row, index) => {
      if (row.key === '' && row.value === '') return;
      // The stored map (and the rules) take at most MAX_LENGTH.listItems: the first row past it says so.
      filled += 1;
      if (filled === MAX_LENGTH.listItems + 1) {
        context.addIssue({
          code: 'custom',
          message: VALIDATION.tooMany(MAX_LENGTH.listItems),
          path: [index, 'key'],
        });
      }
      if (row.key === '') {
        context.addIssue({ code: 'custom', message: VALIDATION.specNameRequired, path: [index, 'key'] });
      } else if (seen.has(row.key.toLowerCase())) {
        context.addIssue({ code: 'custom', message: VALIDATION.specNameDuplicate, path: [index, 'key'] });
      }
      seen.add(row.key.toLowerCase());
    });
  })
  .transform((rows) =>
    Object.fromEntries(rows.filter((row) => row.key !== '').map((row) => [row.key, row.value])),
  );

/** The rows the editor starts from for a stored map. */
export const specificationsAsRows = (map: Readonly<Record<string, string>>): SpecificationRow[] =>
  Object.entries(map).map(([key, value]) => ({ key, value }));
