import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { WIDGETS_NAMESPACE, useWidgetsTexts } from './widgets-texts';

function TripTitle() {
  useWidgetsTexts();
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  return <h2>{t('trip.title')}</h2>;
}

describe('the widgets texts', () => {
  it('load only the page language, and the next one on a language switch', async () => {
    const i18n = await initTestI18n('kk');
    await act(async () =>
      render(
        <Suspense fallback={null}>
          <TripTitle />
        </Suspense>,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Жаңа сапар' })).toBeInTheDocument();
    expect(i18n.hasResourceBundle('kk', WIDGETS_NAMESPACE)).toBe(true);
    expect(i18n.hasResourceBundle('ru', WIDGETS_NAMESPACE)).toBe(false);
    expect(i18n.hasResourceBundle('en', WIDGETS_NAMESPACE)).toBe(false);

    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(await screen.findByRole('heading', { name: 'New trip' })).toBeInTheDocument();
    expect(i18n.hasResourceBundle('en', WIDGETS_NAMESPACE)).toBe(true);
    expect(i18n.hasResourceBundle('ru', WIDGETS_NAMESPACE)).toBe(false);
  });
});
