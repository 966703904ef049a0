/**
 * A save refused because another document already holds this field's value (a product's slug, a
 * category's name). Screens show it under the field, not as a failure toast: the admin only has to
 * pick another value.
 */
export class FieldTakenError extends Error {
  constructor(
    readonly field: string,
    readonly value: string,
  ) {
    super(`"${value}" is already used for ${field} by another document`);
    this.name = 'FieldTakenError';
  }
}
