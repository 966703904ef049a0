import type { Messages } from './messages.generated';

type Labels = Messages['labels'];

/**
 * What a stored value is called in the page's language. Service and publication categories,
 * stock statuses and partnership types are stored (and put in filter addresses) as the domain's
 * values; the catalogue's `labels` section names each of them, keyed by that value. A value the
 * catalogue does not know (data written before a category was added) is shown as stored.
 */
export function labelOf<Group extends keyof Labels>(labels: Labels, group: Group, value: string): string {
  const names: Readonly<Record<string, string | undefined>> = labels[group];
  return names[value] ?? value;
}
