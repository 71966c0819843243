import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundContent } from '../../components/not-found-content';
import { PageSpinner } from '../../components/page-spinner';
import { SettingsMenuPage } from './pages/settings-menu';
import './settings.css';

/** A settings page as a chunk of its own (made once, at load): the menu stays light, and a page loads only its own fields. */
function lazyPage<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  const Lazy = lazy(() => load().then((m) => ({ default: pick(m) })));
  return function SettingsPage() {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Lazy />
      </Suspense>
    );
  };
}

const ProfilePage = lazyPage(() => import('./pages/profile'), (m) => m.ProfilePage);
const OrganizationPage = lazyPage(() => import('./pages/organization'), (m) => m.OrganizationPage);
const PreferencesPage = lazyPage(() => import('./pages/preferences'), (m) => m.PreferencesPage);
const PdfTemplatePage = lazyPage(() => import('./pages/pdf-template'), (m) => m.PdfTemplatePage);
const OpeningScreenPage = lazyPage(() => import('./pages/personal'), (m) => m.OpeningScreenPage);
const ImageResolutionPage = lazyPage(() => import('./pages/personal'), (m) => m.ImageResolutionPage);
const PaymentGatewaysPage = lazyPage(() => import('./pages/payment-gateways'), (m) => m.PaymentGatewaysPage);
const TeamPage = lazyPage(() => import('../team/team-page'), (m) => m.TeamPage);

/** /dashboard/settings/*: the menu and the pages it lists. */
export function SettingsRoutes() {
  return (
    <Routes>
      <Route index element={<SettingsMenuPage />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="organization" element={<OrganizationPage />} />
      <Route path="preferences" element={<PreferencesPage />} />
      <Route path="pdf-template" element={<PdfTemplatePage />} />
      <Route path="team" element={<TeamPage />} />
      <Route path="payment-gateways" element={<PaymentGatewaysPage />} />
      <Route path="opening-screen" element={<OpeningScreenPage />} />
      <Route path="image-resolution" element={<ImageResolutionPage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
