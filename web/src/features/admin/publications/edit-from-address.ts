/** The search parameter that opens an article in the publications form: the preview's way back sets it. */
export const EDIT_PARAM = 'edit';

/** The publications screen with `id` open in its form. */
export const editPublicationHref = (publicationsPath: string, id: string) =>
  `${publicationsPath}?${new URLSearchParams({ [EDIT_PARAM]: id })}`;
