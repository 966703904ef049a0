import { useMessages } from '@/i18n';
import { LegalParagraphsPage } from './LegalPage';

export function CookiesPage() {
  return <LegalParagraphsPage page={useMessages().content.cookies} />;
}
