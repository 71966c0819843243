import { Route, Routes } from 'react-router-dom';
import { NotFoundContent } from '../../components/not-found-content';
import { SettingsMenuPage } from './pages/settings-menu';
import { ProfilePage } from './pages/profile';
import { OrganizationPage } from './pages/organization';
import { PdfTemplatePage } from './pages/pdf-template';
import { PreferencesPage } from './pages/preferences';
import { ImageResolutionPage, OpeningScreenPage } from './pages/personal';
import './settings.css';

/** /dashboard/settings/*: the menu and the pages it lists. */
export function SettingsRoutes() {
  return (
    <Routes>
      <Route index element={<SettingsMenuPage />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="organization" element={<OrganizationPage />} />
      <Route path="preferences" element={<PreferencesPage />} />
      <Route path="pdf-template" element={<PdfTemplatePage />} />
      <Route path="opening-screen" element={<OpeningScreenPage />} />
      <Route path="image-resolution" element={<ImageResolutionPage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
