import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_NAMESPACE, useAuthTexts } from './auth-texts';

function LoginTitle() {
  useAuthTexts();
  const { t } = useTranslation(AUTH_NAMESPACE);
  return <h2>{t('login.title')}</h2>;
}

describe('the auth texts', () => {
  it('load only the page language, and the next one on a language switch', async () => {
    const i18n = await initTestI18n('kk');
    await act(async () =>
      render(
        <Suspense fallback={null}>
          <LoginTitle />
        </Suspense>,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Кіру' })).toBeInTheDocument();
    expect(i18n.hasResourceBundle('kk', AUTH_NAMESPACE)).toBe(true);
    expect(i18n.hasResourceBundle('ru', AUTH_NAMESPACE)).toBe(false);
    expect(i18n.hasResourceBundle('en', AUTH_NAMESPACE)).toBe(false);

    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(i18n.hasResourceBundle('en', AUTH_NAMESPACE)).toBe(true);
    expect(i18n.hasResourceBundle('ru', AUTH_NAMESPACE)).toBe(false);
  });
});
