import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteProgress } from '@/components/ui/route-progress';
import { LoadingText } from '@/components/ui/loading-text';
import { SiteFooter } from './site-footer';
import { SiteHeader, type AccountExtras } from './site-header';

/** Header and footer on every page; route chunks load inside <main>. */
export function SiteLayout({ accountExtras }: { accountExtras?: AccountExtras }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Pular para o conteúdo
      </a>
      <RouteProgress />
      <SiteHeader accountExtras={accountExtras} />
      {/* Focusable from script: the skip link lands here, and so does focus when a dialog closes
          after the control that opened it was removed. */}
      <main id="conteudo" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense
          fallback={
            // First visit to a lazy screen (later navigations keep the previous screen up with the
            // route progress bar): reserves the screen so the footer does not jump.
            <div className="min-h-screen">
              <LoadingText />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
