import { common } from './common';
import { admin } from './admin';
import { layout } from './layout';
import { home } from './home';
import { content } from './content';
import { contact } from './contact';
import { adminContent } from './admin-content';
import { catalogue } from './catalogue';
import { careers } from './careers';
import { partnership } from './partnership';
import { news } from './news';
import { search } from './search';
import { pwa } from './pwa';
import { paging } from './paging';

/** The English catalogue: every visitor-facing string, grouped by feature. */
export const en = {
  common,
  admin,
  layout,
  home,
  content,
  contact,
  adminContent,
  catalogue,
  careers,
  partnership,
  news,
  search,
  pwa,
  paging,
} as const;
