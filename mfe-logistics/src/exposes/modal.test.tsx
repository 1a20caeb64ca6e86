import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import { createFakeHost, mockApi } from '@jetkiz/mock-api';
import Modal from './modal';

describe('logistics Modal', () => {
  it.each([
    ['en', 'Courier delivery', 'You have no courier orders in progress.'],
    ['kk', 'Курьерлік жеткізу', 'Орындалып жатқан курьер тапсырыстарыңыз жоқ.'],
  ] as const)("in %s shows the 'delivery state' modal with the user's active courier orders", async (language, title, none) => {
    await initTestI18n(language);
    const api = mockApi();
    api.answer('GET', '/me/logistics/claims', { status: 200, body: { claims: [] } });
    const { host } = createFakeHost({ language, apiUrl: api.url, token: 'owner-token' });
    render(<Modal host={host} name="delivery-state" params={{}} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(title);
    expect(await screen.findByText(none)).toBeInTheDocument();
    await api.close();
  });

  it("shows the insurer's refusal as the 'insurance error' modal", async () => {
    await initTestI18n('ru');
    const { host } = createFakeHost({ language: 'ru' });
    render(<Modal host={host} name="insurance-error" params={{ reason: 'cost_above_limit', name: 'Sapa Insurance JSC' }} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Страховая не может заключить договор');
    expect(screen.getByText('Sapa Insurance JSC')).toBeInTheDocument();
    await act(async () => undefined);
  });
});
