import { Outlet, ScrollRestoration } from 'react-router';
import { BlockedNotice } from '../blocked-notice';
import { PhoneGuard } from '../guards';
import { useAppTranslation } from '../i18n';
import { Footer } from './footer';
import { Header } from './header';

export function RootLayout() {
  const { t } = useAppTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 print:hidden">
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" className="flex flex-1 flex-col pt-(--header-height) print:pt-0">
        <PhoneGuard>
          <Outlet />
        </PhoneGuard>
      </main>
      <Footer />
      <ScrollRestoration />
      <BlockedNotice />
    </div>
  );
}
