import { useMessages } from '@/i18n';
import { LegalParagraphsPage } from './LegalPage';

export function PrivacyPage() {
  return <LegalParagraphsPage page={useMessages().content.privacy} />;
}
