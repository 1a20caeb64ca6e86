import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockApi } from '@jetkiz/mock-api';
import { WidgetApp } from '../app';
import { registerTestTranslations } from './test-translations';
import { CITIES, createTestEnvironment } from './test-environment';

type EnvironmentOptions = Partial<Parameters<typeof createTestEnvironment>[0]>;

/** What a widget form's test works with: the file's mocked API and the widget drawn on it. */
export interface WidgetFormTest {
  api: MockApi;
  /** draws the widget for a logged-in user unless `options` say otherwise */
  renderWidget(options?: EnvironmentOptions): ReturnType<typeof createTestEnvironment> & { user: ReturnType<typeof userEvent.setup> };
}

/** The hooks the parcel and trip form tests share: English texts, a mocked API with the cities and `answer`'s routes. */
export function setUpWidgetFormTest(widget: 'parcel' | 'trip', answer: (api: MockApi) => void): WidgetFormTest {
  registerTestTranslations();
  // A person's pace through a whole form, on a machine other test suites share.
  jest.setTimeout(30_000);
  const state: WidgetFormTest = {
    api: undefined as unknown as MockApi,
    renderWidget(options = {}) {
      const test = createTestEnvironment({ apiUrl: state.api.url, widget, token: 'user-token', ...options });
      const user = userEvent.setup();
      render(<WidgetApp environment={test.environment} />);
      return { ...test, user };
    },
  };
  beforeAll(async () => {
    await initTestI18n('en');
  });
  beforeEach(() => {
    state.api = mockApi();
    state.api.answer('GET', '/cities', { status: 200, body: CITIES });
    answer(state.api);
  });
  afterEach(async () => {
    cleanup();
    await initTestI18n('en');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await state.api.close();
  });
  return state;
}

/** Waits until the city lists are filled. */
export const citiesLoaded = () =>
  waitFor(() => expect(within(screen.getByLabelText('From')).getByRole('option', { name: 'Almaty' })).toBeInTheDocument(), {
    timeout: 5000,
  });
