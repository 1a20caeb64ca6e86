import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import { BotCheckError, type LanguageCode, type WidgetToHostMessage } from '@jetkiz/contracts';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockApi } from '@jetkiz/mock-api';
import { WidgetApp } from '../app';
import { registerTestTranslations } from './test-translations';
import { CITIES, createTestEnvironment, said } from './test-environment';

type EnvironmentOptions = Partial<Parameters<typeof createTestEnvironment>[0]>;
type WidgetForm = 'parcel' | 'trip';
const CREATE_PATHS = { parcel: '/parcels', trip: '/trips' } as const;

/** What a widget form's test works with: the file's mocked API and the widget drawn on it. */
export interface WidgetFormTest {
  api: MockApi;
  /** draws the widget for a logged-in user unless `options` say otherwise */
  renderWidget(options?: EnvironmentOptions): ReturnType<typeof createTestEnvironment> & { user: ReturnType<typeof userEvent.setup> };
}

/** The hooks the parcel and trip form tests share: English texts, a mocked API with the cities and `answer`'s routes. */
export function setUpWidgetFormTest(widget: WidgetForm, answer: (api: MockApi) => void): WidgetFormTest {
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

/** A guest's create call went without a token and with `contacts`, and the widget told the site `<widget>-created` with `payload`. */
export function expectCreatedAsGuest(
  test: WidgetFormTest,
  widget: WidgetForm,
  sent: readonly WidgetToHostMessage[],
  { contacts, payload }: { contacts: Record<string, string>; payload: unknown },
): void {
  const [create] = test.api.callsTo('POST', CREATE_PATHS[widget]);
  expect(create!.headers.authorization).toBeUndefined();
  expect(create!.body).toMatchObject(contacts);
  expect(said(sent).find((message) => message.type === `${widget}-created`)).toEqual({
    source: 'jetkiz',
    type: `${widget}-created`,
    payload,
  });
}

/** Draws a widget for `options`, fills in a valid form and sends it. */
type SendValidForm = (options?: EnvironmentOptions) => Promise<{ sent: readonly WidgetToHostMessage[] }>;

/**
 * What both forms do when sending fails: the API's failure is `<widget>-create-error`, with the alert shown by the
 * widget on a partner page and left to a site that hosts it; a failed bot check is recaptcha-error, and nothing is sent.
 */
export function itReportsSendFailures(test: WidgetFormTest, widget: WidgetForm, sendValidForm: SendValidForm): void {
  const createPath = CREATE_PATHS[widget];
  const serverError = { status: 500, body: { error_type: 'server_error', error_message: 'x' } } as const;

  it(`says ${widget}-create-error when the API fails, and shows it itself on a partner page`, async () => {
    test.api.answer('POST', createPath, serverError);
    const { sent } = await sendValidForm({ toSite: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, try again');
    expect(said(sent).at(-1)).toEqual({ source: 'jetkiz', type: `${widget}-create-error`, payload: {} });
  });

  it('leaves the alert to the site when the site hosts it', async () => {
    test.api.answer('POST', createPath, serverError);
    const { sent } = await sendValidForm();
    await waitFor(() => expect(said(sent).at(-1)?.type).toBe(`${widget}-create-error`));
    expect(screen.queryByText('Something went wrong, try again')).not.toBeInTheDocument();
  });

  it('says recaptcha-error when the bot check fails, and sends nothing', async () => {
    const { sent } = await sendValidForm({ botCheck: { fieldsFor: () => Promise.reject(new BotCheckError()) } });
    await waitFor(() => expect(said(sent).at(-1)).toEqual({ source: 'jetkiz', type: 'recaptcha-error', payload: {} }));
    expect(test.api.callsTo('POST', createPath)).toHaveLength(0);
  });
}

/** The form in each language of `cases`: its title, and one of its groups named by the legend in that language. */
export function itSpeaks(test: WidgetFormTest, cases: readonly (readonly [LanguageCode, string, string])[]): void {
  it.each(cases)('speaks %s', async (language, title, legend) => {
    await initTestI18n(language);
    test.renderWidget({ language });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
  });
}
