import { COMMON_NAMESPACE, addTranslations, commonTranslations } from '@jetkiz/contracts';
import type { InsurancePolicy, LanguageCode, User } from '@jetkiz/contracts';
import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import { createFakeHost, mockApi, type FakeHost, type MockApi } from '@jetkiz/mock-api';
import type { PageWindow } from '@jetkiz/web-kit/forms';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { registerLogisticsTranslations } from '../i18n';
import { InsuranceWidget } from './insurance-widget';

export const SENDER: User = {
  id: 5,
  first_name: 'Айгерим',
  email: 'aigerim@example.kz',
  phone_number: '77011234567',
  avatar_url: null,
  email_confirmed: true,
  verification_status: 'verified',
};

export function policyOf(fields: Partial<InsurancePolicy> = {}): InsurancePolicy {
  return {
    id: 'pol_7Hq2kLm9Xv3Rt8Wz',
    number: null,
    status: 'awaiting_payment',
    price: 5_150_000,
    commission: 150_000,
    cost: 5_000_000,
    currency: 'KZT',
    checkout_url: 'https://pay.jetkiz.test/checkout/c1',
    parcel_trip_bind_id: 41,
    document_url: null,
    refusal: null,
    refund: null,
    cancel_reason: null,
    created_at: '2026-11-26T10:00:00Z',
    ...fields,
  };
}

/** The insurer's tariff as the tests' API answers it: 3% with a 300 ₸ minimum, all in tiyn. */
export function commissionOf(costTenge: number) {
  const commission = Math.max(30_000, Math.round(costTenge * 100 * 0.03));
  return { cost: costTenge * 100, commission, price: costTenge * 100 + commission, currency: 'KZT' as const };
}

/** A browser's tabs as the printable policy uses them: the tab opened, and the pages shown from memory. */
export interface FakeDocumentWindow extends PageWindow {
  tab: { location: { href: string }; close: jest.Mock };
  pages: Blob[];
  tabs: number;
}

function fakeDocumentWindow(): FakeDocumentWindow {
  const browser: FakeDocumentWindow = {
    tab: { location: { href: '' }, close: jest.fn() },
    pages: [],
    tabs: 0,
    openTab: () => {
      browser.tabs += 1;
      return browser.tab as unknown as Window;
    },
    pageAddress: (page) => {
      browser.pages.push(page);
      return `blob:https://jetkiz.test/page-${browser.pages.length}`;
    },
    leavePage: jest.fn(),
  };
  return browser;
}

export interface InsuranceTest {
  api: MockApi;
  fake: FakeHost;
  leavePage: jest.Mock<void, [string]>;
  documentWindow: FakeDocumentWindow;
  renderWidget(options?: {
    query?: string;
    loggedIn?: boolean;
    /** the user is known at once (else only the token, the user coming later) */
    userKnown?: boolean;
    language?: LanguageCode;
    priceDebounceMs?: number;
    framed?: boolean;
  }): void;
  /** The host's router gives the widget drawn last a new query, as after host.navigation.go. */
  showQuery(query: string): void;
}

/** The hooks the insurance tests share: the remote's and the common texts, a mocked API, the widget drawn on a fake host. */
export function setUpInsuranceTest(answer: (api: MockApi) => void = () => undefined): InsuranceTest {
  registerLogisticsTranslations();
  addTranslations(i18next, COMMON_NAMESPACE, commonTranslations);
  jest.setTimeout(30_000);
  const state: InsuranceTest = {
    api: undefined as unknown as MockApi,
    fake: undefined as unknown as FakeHost,
    leavePage: jest.fn<void, [string]>(),
    documentWindow: fakeDocumentWindow(),
    renderWidget({ query = '?bind=41', loggedIn = true, userKnown = true, language = 'en', priceDebounceMs = 20, framed = false } = {}) {
      state.fake = createFakeHost({
        apiUrl: state.api.url,
        language,
        token: loggedIn ? 'sender-token' : null,
        user: loggedIn && userKnown ? SENDER : null,
      });
      const widgetOf = (shown: string) => (
        <InsuranceWidget
          host={state.fake.host}
          query={new URLSearchParams(shown)}
          leavePage={state.leavePage}
          priceDebounceMs={priceDebounceMs}
          pollMs={20}
          framed={framed}
          documentWindow={state.documentWindow}
        />
      );
      const { rerender } = render(widgetOf(query));
      state.showQuery = (shown) => rerender(widgetOf(shown));
    },
    showQuery() {
      throw new Error('renderWidget first');
    },
  };
  beforeAll(async () => {
    await initTestI18n('en');
  });
  beforeEach(() => {
    state.api = mockApi();
    state.leavePage = jest.fn<void, [string]>();
    state.documentWindow = fakeDocumentWindow();
    state.api.answer('POST', '/insurance/commission', (call) => ({ status: 200, body: commissionOf(call.body.cost) }));
    answer(state.api);
  });
  afterEach(async () => {
    cleanup();
    await initTestI18n('en');
    await state.api.close();
  });
  return state;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The control of a label, with or without the required field's asterisk. */
export function control(label: string): HTMLElement {
  return screen.getByLabelText(new RegExp(`^${escaped(label)}( \\*)?$`));
}

/** The error text tied to a control by aria-describedby. */
export function errorsOf(label: string): string {
  const ids = control(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** Types a value (an input event, which a masked field reads too), then leaves the field. */
export function fill(label: string, value: string): void {
  const input = control(label);
  fireEvent.input(input, { target: { value } });
  fireEvent.blur(input);
}

export const VALID_PARCEL = {
  'Length, cm': '30',
  'Width, cm': '20',
  'Height, cm': '10',
  'Weight, kg': '2,5',
  'Declared cost, ₸': '50000',
  'What is in the parcel': 'A tablet in its box',
  'Delivery price, ₸': '2500',
} as const;

export interface PersonValues {
  fio: string;
  iin: string;
  resident: 'Yes' | 'No';
  document: string;
  number: string;
  issued: string;
  address: string;
  phone: string;
}

export const TRAVELER: PersonValues = {
  fio: 'Ерлан Сапаров',
  iin: '900101300811',
  resident: 'Yes',
  document: 'ID card',
  number: '012345678',
  issued: '2015-03-04',
  address: 'Астана, Кенесары 40',
  phone: '7017654321',
};

export const RECIPIENT: PersonValues = {
  fio: 'Dana Ospanova',
  iin: '061211600012',
  resident: 'No',
  document: 'Passport',
  number: 'N12345678',
  issued: '2022-01-10',
  address: 'Almaty, Abay 10',
  phone: '7771112233',
};

export function fillPerson(person: PersonValues): void {
  fill('Full name', person.fio);
  fill('IIN', person.iin);
  fireEvent.click(screen.getByRole('radio', { name: person.resident }));
  fireEvent.change(control('Identity document'), { target: { value: documentValueOf(person.document) } });
  fill('Document number', person.number);
  fill('Date of issue', person.issued);
  fill('Address', person.address);
  fill('Mobile phone', person.phone);
}

function documentValueOf(label: string): string {
  const option = screen.getAllByRole('option').find((candidate) => candidate.textContent === label);
  return option?.getAttribute('value') ?? '';
}

export function fillParcel(values: Record<string, string> = VALID_PARCEL): void {
  for (const [label, value] of Object.entries(values)) fill(label, value);
}

export const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

export const stepTitle = () => screen.getByRole('heading', { level: 2 }).textContent;
