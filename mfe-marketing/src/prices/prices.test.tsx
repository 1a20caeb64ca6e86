import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestHost, offlineApiUrl, mockApi, takeMissingKeys, setTestLanguage } from '../testing';
import type { MockApi, TestHost } from '../testing';
import { PricesContent } from './prices-content';

const CITIES = [
  { id: 1, name_ru: 'Алматы', name_kk: 'Алматы', name_en: 'Almaty', latitude: 43.24, longitude: 76.89 },
  { id: 2, name_ru: 'Астана', name_kk: 'Астана', name_en: 'Astana', latitude: 51.17, longitude: 71.43 },
  { id: 3, name_ru: 'Усть-Каменогорск', name_kk: 'Өскемен', name_en: 'Oskemen', latitude: 49.95, longitude: 82.61 },
  { id: 4, name_ru: 'Караганда', name_kk: 'Қарағанды', name_en: 'Karaganda', latitude: 49.8, longitude: 73.1 },
];

let api: MockApi;
let test: TestHost;
const spaces = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

beforeAll(async () => {
  api = mockApi();
});
afterAll(() => api.close());

beforeEach(() => {
  api.calls.length = 0;
  api.answer('GET', '/cities', { status: 200, body: CITIES });
  api.answer('GET', '/prices/recommended', { status: 200, body: { amount: 4500, currency: 'KZT', sample_size: 12, source: 'market' } });
});

async function renderPrices(language: 'ru' | 'kk' | 'en' = 'en') {
  await setTestLanguage(language, ['prices']);
  test = createTestHost({ apiUrl: api.url, language });
  const user = userEvent.setup();
  render(<PricesContent host={test.host} />);
  const from = await screen.findByRole('combobox', { name: /^(From|Откуда|Қайдан)$/ });
  await waitFor(() => expect(from).toBeEnabled());
  return {
    user,
    from,
    to: screen.getByRole('combobox', { name: /^(To|Куда|Қайда)$/ }),
    parcelClass: screen.getByRole('combobox', { name: /^(Parcel class|Класс посылки|Сәлемдеме сыныбы)/ }),
  };
}

const errorOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return (id && document.getElementById(id)?.textContent) || null;
};

describe('prices page', () => {
  it('lists the price list by class and distance in tenge for the language', async () => {
    await renderPrices('ru');
    const table = screen.getByRole('table', { name: 'Цены в тенге за одну посылку' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(spaces(rows[0]!.textContent)).toContain('до 300 км300–1000 кмболее 1000 км');
    expect(spaces(rows[1]!.textContent)).toContain('Документыдоговоры, справки, ключидо 3 кг1 500 ₸2 500 ₸3 500 ₸');
    expect(spaces(rows[3]!.textContent)).toContain('1–3 кг');
    expect(spaces(rows[4]!.textContent)).toContain('8 000 ₸');
    expect(takeMissingKeys()).toEqual([]);
  });

  it('offers the cities in the language, sorted by its alphabet', async () => {
    const { from } = await renderPrices('kk');
    const names = within(from)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['Қаланы таңдаңыз', 'Алматы', 'Астана', 'Қарағанды', 'Өскемен']);
  });

  it('asks for every field and refuses the same city twice, without calling the API', async () => {
    const { user, from, to, parcelClass } = await renderPrices();
    await user.click(screen.getByRole('button', { name: 'Get the price' }));
    expect(errorOf(from)).toBe('This field is required');
    expect(errorOf(to)).toBe('This field is required');
    expect(errorOf(parcelClass)).toBe('This field is required');
    expect(from).toHaveFocus();
    await user.selectOptions(from, 'Almaty');
    await user.selectOptions(to, 'Almaty');
    expect(errorOf(to)).toBe('The departure and destination cities are the same');
    await user.selectOptions(to, 'Astana');
    expect(errorOf(to)).toBeNull();
    expect(api.calls.filter((call) => call.path === '/prices/recommended')).toHaveLength(0);
  });

  it('shows the recommended price of the route in tenge', async () => {
    const { user, from, to, parcelClass } = await renderPrices();
    await user.selectOptions(from, 'Almaty');
    await user.selectOptions(to, 'Astana');
    await user.selectOptions(parcelClass, 'M — medium');
    await user.click(screen.getByRole('button', { name: 'Get the price' }));
    const result = await screen.findByRole('status');
    await waitFor(() => expect(result).toHaveTextContent('4,500 ₸'));
    expect(result).toHaveTextContent('The median reward on this route. Deliveries counted: 12.');
    expect(result).toHaveTextContent('You agree the final reward with the traveler.');
    const call = api.calls.find((candidate) => candidate.path === '/prices/recommended')!;
    expect(Object.fromEntries(call.query)).toEqual({ from: '1', to: '2', class: 'M' });
  });

  it('says when the price comes from the price list', async () => {
    api.answer('GET', '/prices/recommended', {
      status: 200,
      body: { amount: 3000, currency: 'KZT', sample_size: 0, source: 'price_list' },
    });
    const { user, from, to, parcelClass } = await renderPrices('ru');
    await user.selectOptions(from, 'Алматы');
    await user.selectOptions(to, 'Караганда');
    await user.selectOptions(parcelClass, 'S — маленькая');
    await user.click(screen.getByRole('button', { name: 'Узнать цену' }));
    const result = await screen.findByRole('status');
    await waitFor(() => expect(spaces(result.textContent)).toContain('3 000 ₸'));
    expect(result).toHaveTextContent('На этом маршруте пока мало доставок, поэтому цена взята из прайс-листа.');
  });

  it('puts a 422 on its field and explains any other failure', async () => {
    api.answer('GET', '/prices/recommended', {
      status: 422,
      body: { error_type: 'validation', error_message: 'x', validation_errors: { to: ['sameCities'] } },
    });
    const { user, from, to, parcelClass } = await renderPrices();
    await user.selectOptions(from, 'Almaty');
    await user.selectOptions(to, 'Astana');
    await user.selectOptions(parcelClass, 'Documents');
    await user.click(screen.getByRole('button', { name: 'Get the price' }));
    await waitFor(() => expect(errorOf(to)).toBe('The departure and destination cities are the same'));

    api.answer('GET', '/prices/recommended', { status: 404, body: { error_type: 'not_found', error_message: 'no route' } });
    await user.selectOptions(to, 'Oskemen');
    await user.click(screen.getByRole('button', { name: 'Get the price' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The price for this route could not be calculated right now');
  });

  it('offers to load the cities again when they do not come', async () => {
    api.answer('GET', '/cities', { status: 500, body: { error_type: 'server_error', error_message: 'down' } });
    await setTestLanguage('en', ['prices']);
    test = createTestHost({ apiUrl: api.url });
    const user = userEvent.setup();
    render(<PricesContent host={test.host} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The list of cities could not be loaded.');
    expect(screen.getByRole('button', { name: 'Get the price' })).toBeDisabled();
    api.answer('GET', '/cities', { status: 200, body: CITIES });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'From' })).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains the failure when the API cannot be reached', async () => {
    await setTestLanguage('en', ['prices']);
    test = createTestHost({ apiUrl: offlineApiUrl() });
    render(<PricesContent host={test.host} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The list of cities could not be loaded.');
  });
});
