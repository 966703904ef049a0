import { Outlet } from 'react-router';
import { ContactDialog } from '@/features/contact';
import { LanguageOfferSlot } from '@/features/language';
import { useMessages } from '@/i18n';
import { HydrationUnit } from '@/ui/HydrationUnit';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavigationStatus } from './NavigationStatus';
import { ScrollToTop } from './ScrollToTop';
import { SideTab } from './SideTab';

export function PublicLayout() {
  const t = useMessages();
  return (
    <>
      <div className="flex min-h-screen flex-col">
        <ScrollToTop />
        <NavigationStatus />
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t.layout.skipToContent}
        </a>
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <HydrationUnit>
          <Footer />
        </HydrationUnit>
        <SideTab />
      </div>
      <ContactDialog />
      <LanguageOfferSlot />
    </>
  );
}
