import { seriousAxeViolations } from '@jetkiz/jest-config/axe.cjs';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import {
  RECIPIENT,
  control,
  SENDER,
  TRAVELER,
  errorsOf,
  fill,
  fillParcel,
  fillPerson,
  next,
  policyOf,
  setUpInsuranceTest,
  stepTitle,
  type PersonValues,
} from './insurance-test-setup';

const ctx = setUpInsuranceTest();

const SENDER_PERSON: PersonValues = {
  fio: 'Айгерим Нурланова',
  iin: '061211600012',
  resident: 'Yes',
  document: 'ID card',
  number: '987654321',
  issued: '2023-05-06',
  address: 'Алматы, Абая 1',
  phone: '7011234567',
};

/** Fills the sender, the traveler and the recipient in turn, each step moving on to the next. */
function fillPeople() {
  for (const person of [SENDER_PERSON, TRAVELER, RECIPIENT]) {
    fillPerson(person);
    next();
  }
}

/** Fills every step up to the summary (on the site, or in a partner's frame). */
async function reachSummary(options?: Parameters<typeof ctx.renderWidget>[0]) {
  ctx.renderWidget(options);
  fillParcel();
  next();
  fillPeople();
  expect(stepTitle()).toBe('Step 5 of 6: Summary');
  await screen.findByText('Insurance price');
}

describe('insurance widget: the parcel step (spec §3, §5)', () => {
  it('shows no error before a field is left, then every required field when moving on', () => {
    ctx.renderWidget();
    expect(stepTitle()).toBe('Step 1 of 6: Parcel');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    next();
    // length, width, height, weight, cost, description (the delivery price comes from the deal)
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(6);
    expect(stepTitle()).toBe('Step 1 of 6: Parcel');
  });

  it('takes the delivery price from the deal', async () => {
    ctx.api.answer('GET', '/binds/41', { status: 200, body: { reward: 250_000 } as never });
    ctx.renderWidget();
    await waitFor(() => expect(control('Delivery price, ₸')).toHaveValue('2,500'));
  });

  it.each([
    ['Weight, kg', '5,5', 'A parcel cannot weigh more than 5 kg'],
    ['Weight, kg', '0', 'The value is too small'],
    ['Weight, kg', 'two', 'Digits only'],
    ['Declared cost, ₸', '499', 'The value is too small'],
    ['Declared cost, ₸', '500.5', 'Digits only'],
    ['Length, cm', '0', 'The value is too small'],
    ['Width, cm', '201', 'The value is too large'],
  ])('%s "%s" reads "%s" once the field is left', (label, value, error) => {
    ctx.renderWidget();
    const input = control(label);
    fireEvent.change(input, { target: { value } });
    expect(errorsOf(label)).toBe('');
    fireEvent.blur(input);
    expect(errorsOf(label)).toBe(error);
  });

  it('accepts a cost of exactly 500 tenge and a weight of exactly 5 kg', () => {
    ctx.renderWidget();
    fill('Declared cost, ₸', '500');
    fill('Weight, kg', '5');
    expect(errorsOf('Declared cost, ₸')).toBe('');
    expect(errorsOf('Weight, kg')).toBe('');
  });
});

describe('insurance widget: a person of the contract', () => {
  function toSenderStep() {
    ctx.renderWidget();
    fillParcel();
    next();
    expect(stepTitle()).toBe('Step 2 of 6: Sender');
  }

  it("prefills the sender's name and phone from the account", () => {
    toSenderStep();
    expect(control('Full name')).toHaveValue(SENDER.first_name);
    expect(control('Mobile phone')).toHaveValue('+7 (701) 123-45-67');
    expect(screen.getByText('We filled in what we know about you; check it against your document.')).toBeInTheDocument();
  });

  it('prefills the sender once the shell has loaded the user', async () => {
    ctx.renderWidget({ userKnown: false });
    fillParcel();
    next();
    expect(control('Full name')).toHaveValue('');
    act(() => {
      runInAction(() => (ctx.fake.session.user = SENDER));
    });
    expect(control('Full name')).toHaveValue(SENDER.first_name);
  });

  it.each([
    ['Full name', 'Ivan 2', 'Letters only'],
    ['IIN', '12345', 'Invalid length'],
    ['IIN', '900101300810', 'The IIN is not valid: 12 digits with a correct check digit'],
    ['Date of issue', '2999-01-01', 'The date cannot be in the future'],
    ['Mobile phone', '70112', 'Enter the full phone number'],
  ])('%s "%s" reads "%s"', (label, value, error) => {
    toSenderStep();
    fill(label, value);
    expect(errorsOf(label)).toBe(error);
  });

  it("checks the document number against the document's format", () => {
    toSenderStep();
    fireEvent.change(control('Identity document'), { target: { value: 'passport' } });
    fill('Document number', '123456789');
    expect(errorsOf('Document number')).toBe('The document number does not match the format of this document');
    fireEvent.change(control('Identity document'), { target: { value: 'id_card' } });
    expect(errorsOf('Document number')).toBe('');
  });

  it('refuses an issue date before the birth date the IIN encodes', () => {
    toSenderStep();
    fill('IIN', '061211600012');
    fill('Date of issue', '2005-01-01');
    expect(errorsOf('Date of issue')).toBe('The date of issue cannot be before the date of birth');
  });

  it('asks for every field before going on: residency and the document too', () => {
    toSenderStep();
    fill('Full name', '');
    fill('Mobile phone', '');
    next();
    expect(stepTitle()).toBe('Step 2 of 6: Sender');
    const resident = screen.getByRole('group', { name: 'Resident of Kazakhstan' });
    expect(within(resident).getByText('This field is required')).toBeInTheDocument();
    expect(errorsOf('Identity document')).toBe('This field is required');
    expect(errorsOf('Full name')).toBe('This field is required');
    expect(errorsOf('Mobile phone')).toBe('This field is required');
  });
});

describe('insurance widget: steps', () => {
  it('goes on only through valid steps and back without losing anything typed', () => {
    ctx.renderWidget();
    fillParcel();
    next();
    fillPerson(SENDER_PERSON);
    next();
    expect(stepTitle()).toBe('Step 3 of 6: Traveler');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepTitle()).toBe('Step 2 of 6: Sender');
    expect(control('IIN')).toHaveValue(SENDER_PERSON.iin);
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Steps of the insurance form' })).getByRole('button', { name: 'Parcel' }),
    );
    expect(stepTitle()).toBe('Step 1 of 6: Parcel');
    expect(control('Declared cost, ₸')).toHaveValue('50,000');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Parcel');
  });

  it('cannot jump ahead to a step not reached yet', () => {
    ctx.renderWidget();
    const steps = screen.getByRole('navigation', { name: 'Steps of the insurance form' });
    expect(within(steps).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('insurance widget: the live price (spec §9)', () => {
  it('shows the commission and the price of the declared cost', async () => {
    await reachSummary();
    const price = screen.getByRole('region', { name: 'Insurance price' });
    const amountOf = (term: string) =>
      within(price)
        .getByText(term)
        .nextElementSibling?.textContent?.replace(/\u00a0/g, ' ');
    expect(amountOf('Declared cost')).toBe('50,000 ₸');
    expect(amountOf("Insurer's commission")).toBe('1,500 ₸');
    expect(amountOf('Insurance price')).toBe('51,500 ₸');
    // the premium is what the checkout takes
    expect(amountOf('To pay at checkout')).toBe('1,500 ₸');
  });

  it('prices a cost once the typing pauses, not every keystroke', async () => {
    await reachSummary();
    const before = ctx.api.callsTo('POST', '/insurance/commission').length;
    const cost = control('Declared cost, ₸');
    for (const typed of ['6', '60', '600', '6000', '60000']) fireEvent.change(cost, { target: { value: typed } });
    expect(screen.getByText('Calculating the price…')).toBeInTheDocument();
    await screen.findByText('61,800 ₸');
    const calls = ctx.api.callsTo('POST', '/insurance/commission').slice(before);
    expect(calls.map((call) => call.body)).toEqual([{ cost: 60000 }]);
  });

  it('never shows a price for an older cost, even when its answer comes last', async () => {
    let releaseSlow: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (releaseSlow = resolve));
    await reachSummary();
    ctx.api.answer('POST', '/insurance/commission', async (call) => {
      if (call.body.cost === 70000) await slow;
      return {
        status: 200,
        body: { cost: call.body.cost * 100, commission: call.body.cost * 3, price: call.body.cost * 103, currency: 'KZT' },
      };
    });
    const cost = control('Declared cost, ₸');
    fireEvent.change(cost, { target: { value: '70000' } });
    await waitFor(() => expect(ctx.api.callsTo('POST', '/insurance/commission').some((call) => call.body.cost === 70000)).toBe(true));
    // the old price is gone while the new cost is priced
    expect(screen.queryByText('51,500 ₸')).not.toBeInTheDocument();
    expect(screen.getByText('Calculating the price…')).toBeInTheDocument();
    fireEvent.change(cost, { target: { value: '80000' } });
    await screen.findByText('82,400 ₸');
    await act(async () => {
      releaseSlow();
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(screen.queryByText('72,100 ₸')).not.toBeInTheDocument();
    expect(screen.getByText('82,400 ₸')).toBeInTheDocument();
  });

  it('reads a cost written in groups as people write it, and shows it grouped', async () => {
    await reachSummary();
    fill('Declared cost, ₸', '70 000');
    expect(await screen.findByText('72,100 ₸')).toBeInTheDocument();
    expect(ctx.api.callsTo('POST', '/insurance/commission').at(-1)!.body).toEqual({ cost: 70000 });
    expect(control('Declared cost, ₸')).toHaveValue('70,000');
  });

  it('asks for a priceable cost instead of pricing one below 500 ₸', async () => {
    await reachSummary();
    const before = ctx.api.callsTo('POST', '/insurance/commission').length;
    fill('Declared cost, ₸', '300');
    expect(screen.getByText('Enter a declared cost of at least 500 ₸ to see the price.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Insure and pay' })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(ctx.api.callsTo('POST', '/insurance/commission')).toHaveLength(before);
  });

  it('offers to price again when the price could not be calculated', async () => {
    await reachSummary();
    ctx.api.answer(
      'POST',
      '/insurance/commission',
      { status: 503 },
      { status: 200, body: { cost: 4_000_000, commission: 120_000, price: 4_120_000, currency: 'KZT' } },
    );
    fireEvent.change(control('Declared cost, ₸'), { target: { value: '40000' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Calculate again' }));
    expect(await screen.findByText('41,200 ₸')).toBeInTheDocument();
  });
});

describe('insurance widget: sending', () => {
  it("sends spec §3's insurance parcel and opens the checkout", async () => {
    ctx.api.answer('POST', '/insurance', { status: 201, body: policyOf() });
    await reachSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Insure and pay' }));
    await waitFor(() => expect(ctx.leavePage).toHaveBeenCalledWith('https://pay.jetkiz.test/checkout/c1'));
    expect(stepTitle()).toBe('Step 6 of 6: Payment');
    expect(screen.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute('href', 'https://pay.jetkiz.test/checkout/c1');
    expect(ctx.api.callsTo('POST', '/insurance')[0]!.body).toEqual({
      parcel_trip_bind_id: 41,
      insurer: {
        fio: 'Айгерим Нурланова',
        iin: '061211600012',
        resident: true,
        documentType: 'id_card',
        documentNumber: '987654321',
        documentIssueDate: '2023-05-06',
        address: 'Алматы, Абая 1',
        mobilePhone: '77011234567',
      },
      deliveryMan: {
        fio: 'Ерлан Сапаров',
        iin: '900101300811',
        resident: true,
        documentType: 'id_card',
        documentNumber: '012345678',
        documentIssueDate: '2015-03-04',
        address: 'Астана, Кенесары 40',
        mobilePhone: '77017654321',
      },
      insured: {
        fio: 'Dana Ospanova',
        iin: '061211600012',
        resident: false,
        documentType: 'passport',
        documentNumber: 'N12345678',
        documentIssueDate: '2022-01-10',
        address: 'Almaty, Abay 10',
        mobilePhone: '77771112233',
      },
      attribute: { length: 30, width: 20, height: 10, weight: 2.5, cost: 50000, description: 'A tablet in its box' },
      delivery_price: 2500,
    });
  });

  it("in a partner's frame, leaves the page where it is and opens the checkout in a tab of its own", async () => {
    ctx.api.answer('POST', '/insurance', { status: 201, body: policyOf() });
    await reachSummary({ framed: true });
    await screen.findByText('51,500 ₸');
    fireEvent.click(screen.getByRole('button', { name: 'Insure and pay' }));
    const link = await screen.findByRole('link', { name: 'Open the payment page' });
    expect(link).toHaveAttribute('href', 'https://pay.jetkiz.test/checkout/c1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(ctx.leavePage).not.toHaveBeenCalled();
  });

  it('names the policy created in the address, in place of the deal, keeping the payment step', async () => {
    ctx.api.answer('POST', '/insurance', { status: 201, body: policyOf() });
    await reachSummary({ framed: true });
    await screen.findByText('51,500 ₸');
    fireEvent.click(screen.getByRole('button', { name: 'Insure and pay' }));
    await screen.findByRole('link', { name: 'Open the payment page' });
    expect(ctx.fake.go.mock.calls).toEqual([['/widget/insurance?policy=pol_7Hq2kLm9Xv3Rt8Wz', { replace: true }]]);
    ctx.showQuery('?policy=pol_7Hq2kLm9Xv3Rt8Wz');
    expect(stepTitle()).toBe('Step 6 of 6: Payment');
    expect(ctx.api.callsTo('GET', '/insurance/pol_7Hq2kLm9Xv3Rt8Wz')).toHaveLength(0);
  });

  it("opens the 'insurance error' modal with the insurer's reason and contact when it refuses", async () => {
    ctx.api.answer('POST', '/insurance', {
      status: 422,
      body: {
        error_type: 'insurer_refused',
        error_message: 'Refused',
        reason: 'route_not_covered',
        insurer_contact: { name: 'Sapa Insurance JSC', phone: '77272000000', email: 'claims@sapa.test', url: 'https://sapa.test' },
      },
    });
    await reachSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Insure and pay' }));
    await waitFor(() =>
      expect(ctx.fake.openModal).toHaveBeenCalledWith('insurance-error', {
        reason: 'route_not_covered',
        name: 'Sapa Insurance JSC',
        phone: '77272000000',
        email: 'claims@sapa.test',
        url: 'https://sapa.test',
      }),
    );
    expect(ctx.leavePage).not.toHaveBeenCalled();
    // nothing typed is lost: the summary is still there to change and send again
    expect(stepTitle()).toBe('Step 5 of 6: Summary');
    expect(control('Declared cost, ₸')).toHaveValue('50,000');
  });

  it("puts the server's 422 on its fields and shows the step they are on", async () => {
    ctx.api.answer('POST', '/insurance', {
      status: 422,
      body: { error_type: 'validation', validation_errors: { 'deliveryMan.documentNumber': ['documentNumberNotValid'] } },
    });
    await reachSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Insure and pay' }));
    await waitFor(() => expect(stepTitle()).toBe('Step 3 of 6: Traveler'));
    expect(errorsOf('Document number')).toBe('The document number does not match the format of this document');
    expect(control('Full name')).toHaveValue(TRAVELER.fio);
    fill('Document number', '012345679');
    expect(errorsOf('Document number')).toBe('');
  });

  it('says what went wrong when the API fails, keeping the form', async () => {
    ctx.api.answer('POST', '/insurance', { status: 500 });
    await reachSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Insure and pay' }));
    expect(await screen.findByText('Try again later')).toHaveAttribute('role', 'alert');
    expect(stepTitle()).toBe('Step 5 of 6: Summary');
  });
});

describe('insurance widget: accessibility', () => {
  it('has no serious axe violations on the parcel, a person and the summary step', async () => {
    ctx.renderWidget();
    next();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    fillParcel();
    next();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    fillPeople();
    await screen.findByText('51,500 ₸');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('moves focus to the title of each new step', () => {
    ctx.renderWidget();
    fillParcel();
    next();
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
  });
});

describe('insurance widget: who may insure', () => {
  it('asks a guest to log in', () => {
    ctx.renderWidget({ loggedIn: false });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(ctx.fake.openModal).toHaveBeenCalledWith('login');
  });

  it('sends to the deals in the profile without a deal to insure', () => {
    ctx.renderWidget({ query: '' });
    expect(screen.getByRole('link', { name: 'Go to my deals' })).toHaveAttribute('href', 'https://profile.jetkiz.test/');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it.each([
    ['ru', 'Страховка посылки', 'Шаг 1 из 6: Посылка'],
    ['kk', 'Сәлемдемені сақтандыру', '6 қадамның 1-қадамы: Сәлемдеме'],
  ] as const)('speaks %s', async (language, title, step) => {
    const { initTestI18n } = await import('@jetkiz/jest-config/i18n.cjs');
    await initTestI18n(language);
    ctx.renderWidget({ language });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(stepTitle()).toBe(step);
  });
});
