/** A form's translations to write, or nothing when the form sent none (the stored ones then stay). */
export const translationsToWrite = <T extends object>(translations: T | undefined) =>
  translations === undefined ? {} : { translations };
