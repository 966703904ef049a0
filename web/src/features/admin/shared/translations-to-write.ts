/**
 * A form's values with `translations` left out when there is nothing to write: nothing is translated
 * and the item had no translations to clear. An item never translated is then saved as it always was,
 * without an empty `translations` map; one whose translations were all emptied is saved with `{}`,
 * which clears them.
 */
export function withTranslationsToWrite<V extends { translations?: object | undefined }>(
  values: V,
  stored: object | null | undefined,
): V {
  const isEmpty = (translations: object | null | undefined) =>
    !translations || Object.keys(translations).length === 0;
  return isEmpty(values.translations) && isEmpty(stored) ? { ...values, translations: undefined } : values;
}
