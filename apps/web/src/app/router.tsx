import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { HomeRoute } from './routes/home-route';
import { RequireAdmin, RequireAuth } from './guards';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

/*
 * Route table (spec 001 section 2). Every page but the landing is its own lazily loaded chunk, so the
 * initial JavaScript of / stays small. Guards are layout routes: RequireAuth (visitors are offered sign-in in place),
 * RequireAdmin (role 'Admin' from the server), and PhoneGuard inside RootLayout (unverified phone → /verify-phone).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, Component: HomeRoute },
          {
            path: 'verify-phone',
            lazy: async () => ({
              Component: (await import('@/features/phone/pages/verify-phone-page')).VerifyPhonePage,
            }),
          },
          {
            path: 'privacy-policy',
            lazy: async () => ({
              Component: (await import('@/features/legal/pages/privacy-policy-page')).PrivacyPolicyPage,
            }),
          },
          {
            path: 'terminos',
            lazy: async () => ({ Component: (await import('@/features/legal/pages/terms-page')).TermsPage }),
          },
          {
            path: 'contacto',
            lazy: async () => ({ Component: (await import('@/features/legal/pages/contact-page')).ContactPage }),
          },
          {
            path: 'cuenta-bloqueada',
            lazy: async () => ({ Component: (await import('@/features/auth/pages/blocked-account-page')).BlockedAccountPage }),
          },
          {
            path: 'success',
            lazy: async () => ({ Component: (await import('@/features/payments/pages/success-page')).SuccessPage }),
          },
          {
            path: 'cancel',
            lazy: async () => ({ Component: (await import('@/features/payments/pages/cancel-page')).CancelPage }),
          },
          {
            path: 'ad/:id',
            lazy: async () => ({ Component: (await import('./routes/ad-route')).AdRoute }),
          },
          { path: 'searches', element: <Navigate to="/busquedas" replace /> },
          // An expert's public profile: shared by link, read by visitors too.
          {
            path: 'expertos/:id',
            lazy: async () => ({
              Component: (await import('./routes/public-expert-route')).PublicExpertRoute,
            }),
          },
          {
            Component: RequireAuth,
            children: [
              {
                path: 'busquedas',
                lazy: async () => ({
                  Component: (await import('@/features/searches/pages/searches-page')).SearchesPage,
                }),
              },
              {
                path: 'busquedas/:id',
                lazy: async () => ({
                  Component: (await import('./routes/search-detail-route')).SearchDetailRoute,
                }),
              },
              {
                path: 'contrataciones/:id',
                lazy: async () => ({ Component: (await import('@/features/hires/pages/hire-page')).HirePage }),
              },
              {
                path: 'suscripciones',
                lazy: async () => ({
                  Component: (await import('@/features/subscriptions/pages/subscriptions-page')).SubscriptionsPage,
                }),
              },
              {
                path: 'suscripciones/recibos/:id',
                lazy: async () => ({
                  Component: (await import('@/features/subscriptions/pages/plan-receipt-page')).PlanReceiptPage,
                }),
              },
              {
                path: 'saldo',
                lazy: async () => ({ Component: (await import('@/features/wallet/pages/wallet-page')).WalletPage }),
              },
              {
                path: 'become-expert',
                lazy: async () => ({
                  Component: (await import('@/features/experts/pages/become-expert-page')).BecomeExpertPage,
                }),
              },
              {
                path: 'expert-panel',
                lazy: async () => ({
                  Component: (await import('@/features/experts/pages/expert-panel-page')).ExpertPanelPage,
                }),
              },
              {
                Component: RequireAdmin,
                children: [
                  {
                    path: 'admin',
                    lazy: async () => ({ Component: (await import('@/features/admin/pages/admin-page')).AdminPage }),
                  },
                ],
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
