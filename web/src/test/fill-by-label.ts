import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Fills a form as a visitor would, by the fields' labels: each text field is cleared, then the
 * value typed (an empty value leaves it empty); a select has the value picked.
 */
export async function fillByLabel(user: UserEvent, values: Readonly<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    if (field instanceof HTMLSelectElement) {
      await user.selectOptions(field, value);
      continue;
    }
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}
