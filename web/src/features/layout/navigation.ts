import { paths } from '@/config/paths';
import type { Messages } from '@/i18n';

export type NavLinkItem = { label: string; to: string };
export type NavItem =
  ({ kind: 'link'; end?: boolean } & NavLinkItem) | { kind: 'group'; label: string; items: NavLinkItem[] };

/** The header's items, in the order of docs/product.md#header-and-navigation. */
export function mainNavigation(t: Messages): NavItem[] {
  return [
    { kind: 'link', label: t.layout.nav.home, to: paths.home, end: true },
    { kind: 'link', label: t.layout.nav.about, to: paths.about },
    {
      kind: 'group',
      label: t.layout.nav.focusAreas,
      items: [
        { label: t.layout.nav.trainings, to: paths.trainings },
        { label: t.layout.nav.services, to: paths.services },
      ],
    },
    { kind: 'link', label: t.layout.nav.products, to: paths.products },
    { kind: 'link', label: t.layout.nav.contact, to: paths.contact },
    { kind: 'link', label: t.layout.nav.careers, to: paths.careers },
    { kind: 'link', label: t.layout.nav.partner, to: paths.workWithUs },
  ];
}

/** The footer's link groups (docs/product.md#footer). */
export function footerGroups(t: Messages): { title: string; links: NavLinkItem[] }[] {
  const { groups, links } = t.layout.footer;
  return [
    {
      title: groups.solutions,
      links: [
        { label: links.itServices, to: paths.services },
        { label: links.cctv, to: paths.services },
        { label: links.network, to: paths.services },
        { label: links.trainings, to: paths.trainings },
      ],
    },
    {
      title: groups.support,
      links: [
        { label: links.contact, to: paths.contact },
        { label: links.faq, to: paths.faq },
        { label: links.support, to: paths.support },
      ],
    },
    {
      title: groups.company,
      links: [
        { label: links.about, to: paths.about },
        { label: links.careers, to: paths.careers },
        { label: links.partner, to: paths.workWithUs },
        { label: links.news, to: paths.news },
      ],
    },
    {
      title: groups.legal,
      links: [
        { label: links.privacy, to: paths.privacy },
        { label: links.terms, to: paths.terms },
        { label: links.cookies, to: paths.cookies },
      ],
    },
  ];
}
