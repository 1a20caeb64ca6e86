import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import { COMMON_NAMESPACE, addTranslations, commonTranslations } from '@jetkiz/contracts';
import { createFakeHost, mockApi } from '@jetkiz/mock-api';
import i18next from 'i18next';
import { claimOf } from '../courier/courier-test-setup';
import Widget from './widget';

const registerTexts = () => addTranslations(i18next, COMMON_NAMESPACE, commonTranslations);

describe('logistics Widget', () => {
  it('in ru draws the courier delivery page, which asks a visitor to log in', async () => {
    await initTestI18n('ru');
    registerTexts();
    const { host } = createFakeHost({ language: 'ru' });
    render(<Widget host={host} widget="delivery" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Курьерская доставка');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
    await act(async () => undefined);
  });

  it("draws the compact deliveryModal on the claim in the page's URL", async () => {
    await initTestI18n('en');
    registerTexts();
    const api = mockApi();
    api.answer('GET', '/logistics/claim/clm_1', { status: 200, body: claimOf('delivered', { id: 'clm_1' }) });
    window.history.pushState({}, '', '/en/widget/deliveryModal?claim=clm_1');
    const { host } = createFakeHost({ apiUrl: api.url, token: 'owner-token' });
    render(<Widget host={host} widget="deliveryModal" />);
    expect(await screen.findByRole('heading', { name: 'Delivery completed' })).toBeInTheDocument();
    window.history.pushState({}, '', '/');
    await api.close();
  });

  it("follows the host router's query: the claim an order just created replaces the order's steps", async () => {
    await initTestI18n('en');
    registerTexts();
    const api = mockApi();
    api.answer('GET', '/logistics/claim/clm_2', { status: 200, body: claimOf('awaiting_payment', { id: 'clm_2' }) });
    api.answer('GET', '/me/logistics/claims', { status: 200, body: { claims: [] } });
    const { host } = createFakeHost({ apiUrl: api.url, token: 'owner-token' });
    const { rerender } = render(<Widget host={host} widget="delivery" searchParams={new URLSearchParams('bind=31')} />);
    expect(await screen.findByRole('heading', { name: 'Where the courier goes' })).toBeInTheDocument();
    rerender(<Widget host={host} widget="delivery" searchParams={new URLSearchParams('claim=clm_2')} />);
    expect(await screen.findByRole('heading', { name: 'Awaiting payment' })).toBeInTheDocument();
    await api.close();
  });

  it.each([
    ['en', 'Parcel insurance'],
    ['kk', 'Сәлемдемені сақтандыру'],
  ] as const)('in %s draws the insurance widget, which needs the site around it', async (language, title) => {
    const i18n = await initTestI18n(language);
    render(<Widget host={null} widget="insurance" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(i18n.t('logistics:insurance.noSite'))).toBeInTheDocument();
    await act(async () => undefined);
  });
});
