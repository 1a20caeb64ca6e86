import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { mockApi, type MockApi } from '@jetkiz/mock-api';
import { CITIES } from '../testing/test-environment';
import { createTestHost } from '../testing/test-host';
import { registerTestTranslations } from '../testing/test-translations';
import Widget from './widget';

registerTestTranslations();

let api: MockApi;

beforeEach(async () => {
  api = mockApi();
  api.answer('GET', '/cities', { status: 200, body: CITIES });
});

afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
  await api.close();
});

describe('widgets Widget (the exposed module)', () => {
  it.each([
    ['en', 'trip', 'New trip', 'Almaty'],
    ['ru', 'parcel', 'Новая посылка', 'Алматы'],
    ['kk', 'parcel', 'Жаңа сәлемдеме', 'Алматы'],
  ] as const)('in %s shows the %s widget with the cities of GET /cities', async (language, widget, title, city) => {
    await initTestI18n(language);
    render(<Widget host={createTestHost({ apiUrl: api.url, language, token: 't' })} widget={widget} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    await waitFor(() => expect(within(screen.getAllByRole('combobox')[0]!).getByRole('option', { name: city })).toBeInTheDocument());
    expect(api.callsTo('GET', '/cities')[0]!.headers['accept-language']).toBe(language);
  });

  it("uses the site's session when it is not framed", async () => {
    await initTestI18n('en');
    const { rerender } = render(<Widget host={createTestHost({ apiUrl: api.url, token: 't' })} widget="parcel" />);
    expect(screen.queryByRole('radio', { name: 'Sign up' })).not.toBeInTheDocument();
    rerender(<Widget host={createTestHost({ apiUrl: api.url, token: null })} widget="trip" />);
    expect(screen.getByRole('button', { name: 'Create trip as a guest' })).toBeInTheDocument();
  });

  it('renders nothing without a host (the standalone page sets itself up)', () => {
    const { container } = render(<Widget host={null} widget="trip" />);
    expect(container).toBeEmptyDOMElement();
  });
});
