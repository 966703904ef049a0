import * as z from 'zod';
import { MAX_LENGTH } from '../constants';
import { VALIDATION } from '../messages';
import { matches } from '../patterns';

/** Trimmed text that must not be empty once trimmed. */
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, VALIDATION.tooLong(max));

/** Required, on one line: names and anything that may end up in a mail header. */
export const requiredLine = (message: string, max: number) =>
  requiredText(message, max).regex(matches('singleLine'), VALIDATION.singleLine);

/** Optional text: an empty field becomes undefined so it is not stored at all. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, VALIDATION.tooLong(max))
    .optional()
    .transform((value) => (value ? value : undefined));

export const email = z
  .string({ error: VALIDATION.invalidEmail })
  .trim()
  .max(MAX_LENGTH.email, VALIDATION.invalidEmail)
  .regex(matches('email'), VALIDATION.invalidEmail);

export const phone = z
  .string({ error: VALIDATION.phoneRequired })
  .trim()
  .min(1, VALIDATION.phoneRequired)
  .max(MAX_LENGTH.phone, VALIDATION.invalidPhone)
  .regex(matches('phone'), VALIDATION.invalidPhone);

export const optionalPhone = z
  .string()
  .trim()
  .max(MAX_LENGTH.phone, VALIDATION.invalidPhone)
  .refine((value) => value === '' || matches('phone').test(value), VALIDATION.invalidPhone)
  .optional()
  .transform((value) => (value ? value : undefined));

const isParsableUrl = (value: string) => {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

/** An absolute http(s) URL, refusing javascript:, data:, file: and friends. */
export const httpUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(MAX_LENGTH.url, message)
    .regex(matches('httpUrl'), message)
    .refine(isParsableUrl, message);

/**
 * An image shown by the site: an https URL (the Content-Security-Policy blocks http images) or a
 * path on this site (the seed's images); see PATTERNS.imageUrl for the local emulator's uploads.
 */
export const imageUrl = z
  .string({ error: VALIDATION.imageUrl })
  .trim()
  .max(MAX_LENGTH.url, VALIDATION.imageUrl)
  .refine(
    (value) => (matches('imageUrl').test(value) && isParsableUrl(value)) || matches('sitePath').test(value),
    VALIDATION.imageUrl,
  );

/** An optional image: an empty field is stored as null. */
export const nullableImageUrl = z
  .union([z.literal(''), z.null(), imageUrl])
  .optional()
  .transform((value) => (value ? value : null));

export const slug = z
  .string({ error: VALIDATION.slugRequired })
  .trim()
  .min(1, VALIDATION.slugRequired)
  .max(MAX_LENGTH.shortText, VALIDATION.tooLong(MAX_LENGTH.shortText))
  .regex(matches('slug'), VALIDATION.slugFormat);

export const sitePath = z
  .string({ error: VALIDATION.pathRequired })
  .trim()
  .min(1, VALIDATION.pathRequired)
  .max(MAX_LENGTH.url, VALIDATION.tooLong(MAX_LENGTH.url))
  .regex(matches('sitePath'), VALIDATION.pathFormat);

/**
 * A list of short texts (features, requirements): trimmed, blanks dropped. Each item is typed in a
 * one-line field, and staying on one line lets the rules check every item at once.
 */
export const textList = z
  .array(
    z
      .string()
      .trim()
      .max(MAX_LENGTH.listItem, VALIDATION.tooLong(MAX_LENGTH.listItem))
      .regex(matches('singleLine'), VALIDATION.singleLine),
  )
  .max(MAX_LENGTH.listItems, VALIDATION.tooMany(MAX_LENGTH.listItems))
  .transform((items) => items.filter((item) => item.length > 0));
