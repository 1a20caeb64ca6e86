import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';

export interface RemoteTextsUnderTest {
  /** The remote's namespace in the shell's i18next. */
  namespace: string;
  /** The remote's hook from remoteTexts: suspends until its texts are there. */
  useTexts: () => void;
  /** A heading's key in the namespace, and its text in Kazakh (the first page language) and in English (after the switch). */
  titleKey: string;
  kazakhTitle: string;
  englishTitle: string;
}

/**
 * A remote's texts arrive in the page's language only (Kazakh here), and English only after a language switch; Russian
 * is never downloaded. The same journey for every remote that loads its namespace with remoteTexts.
 */
export async function expectTextsPerLanguage(remote: RemoteTextsUnderTest): Promise<void> {
  const { namespace, useTexts, titleKey } = remote;
  function Title() {
    useTexts();
    const { t } = useTranslation(namespace);
    return <h2>{t(titleKey)}</h2>;
  }

  const i18n = await initTestI18n('kk');
  await act(async () =>
    render(
      <Suspense fallback={null}>
        <Title />
      </Suspense>,
    ),
  );
  expect(await screen.findByRole('heading', { name: remote.kazakhTitle })).toBeInTheDocument();
  expect(i18n.hasResourceBundle('kk', namespace)).toBe(true);
  expect(i18n.hasResourceBundle('ru', namespace)).toBe(false);
  expect(i18n.hasResourceBundle('en', namespace)).toBe(false);

  await act(async () => {
    await i18n.changeLanguage('en');
  });
  expect(await screen.findByRole('heading', { name: remote.englishTitle })).toBeInTheDocument();
  expect(i18n.hasResourceBundle('en', namespace)).toBe(true);
  expect(i18n.hasResourceBundle('ru', namespace)).toBe(false);
}
