import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '../app/routes';
import { initI18n } from '../lib/i18n';

let currentPath = '';
function LocationProbe() {
  const loc = useLocation();
  currentPath = `${loc.pathname}${loc.search}`;
  return null;
}

/** Render the whole app at `path` (in-memory router); `location()` reads where it is now. */
export async function renderApp(path: string) {
  await initI18n();
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...utils, location: () => currentPath };
}
