import { languageOf } from '@jetkiz/contracts';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ProfileApp, ProfileStoresProvider, createProfileStores } from './app';
import { loadProfileConfig } from './config';
import { createI18n } from './i18n';
import { detectPageLocale } from './locale';
import { takeHandoffCode } from './session';
import '@jetkiz/web-kit/src/design-tokens/tokens.css';

async function start(root: HTMLElement): Promise<void> {
  // First of all: a hand-over code leaves the address bar before anything else loads.
  const handoffCode = takeHandoffCode();
  const initialLocale = detectPageLocale();
  const i18n = await createI18n(languageOf(initialLocale));
  const config = await loadProfileConfig().catch((error: unknown) => {
    root.textContent = i18n.t('app.configUnavailable');
    throw error;
  });
  const stores = createProfileStores({ config, i18n, initialLocale, handoffCode });
  await stores.locale.start();
  void stores.session.load();

  createRoot(root).render(
    <ProfileStoresProvider value={stores}>
      <BrowserRouter>
        <ProfileApp />
      </BrowserRouter>
    </ProfileStoresProvider>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
