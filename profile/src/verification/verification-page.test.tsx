import { COMMON_NAMESPACE, MESSAGE_KEYS } from '@jetkiz/contracts';
import type { Verification } from '@jetkiz/contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { apiClientFor, loadTestTexts, mockApi, type MockApi } from '../testing';
import { localDraftStorage } from './verification-draft';
import { VerificationSection } from './verification-page';
import { VerificationStore } from './verification-store';

let server: MockApi;
let texts: i18n;
beforeEach(async () => {
  server = mockApi();
  texts = await loadTestTexts('en');
  window.localStorage.clear();
});
afterEach(() => server.close());

const common = (key: string) => texts.t(key, { ns: COMMON_NAMESPACE });
const USER_ID = 7;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(verification: Verification, { entry = '/verification', pollMs = 60_000 } = {}) {
  server.answer('GET', '/me/verification', { status: 200, body: verification });
  const store = new VerificationStore(apiClientFor(server), localDraftStorage(USER_ID));
  const view = render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/verification" element={<VerificationSection store={store} language="en" pollMs={pollMs} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return { store, view };
}

async function openQuestionnaire() {
  const page = renderPage({ status: 'not_started' });
  await screen.findByRole('heading', { name: 'Step 1 of 4: About you' });
  return page;
}

async function fillPerson({ iin = '061211600012', birthDate = '2006-12-11' } = {}) {
  await userEvent.type(screen.getByLabelText(/^Last name/), 'Nurlanova');
  await userEvent.type(screen.getByLabelText(/^First name/), 'Aigerim');
  await userEvent.type(screen.getByLabelText(/^Date of birth/), birthDate);
  await userEvent.type(screen.getByLabelText(/^IIN/), iin);
  await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
  expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
}

async function fillDocument() {
  await userEvent.selectOptions(screen.getByLabelText(/^Document type/), 'id_card');
  await userEvent.type(screen.getByLabelText(/^Document number/), '012345678');
  await userEvent.type(screen.getByLabelText(/^Date of issue/), '2023-01-15');
  await userEvent.type(screen.getByLabelText(/^Issued by/), 'MVD RK');
  await userEvent.type(screen.getByLabelText(/^Address of residence/), 'Almaty, Abaya 10');
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

async function uploadPhoto(legend: string, file: File, id: string) {
  server.answer('POST', '/parcels/images', { status: 200, body: { images: [{ id, url: `/images/${id}` }], upload_token: 'u' } });
  const group = screen.getByRole('group', { name: legend });
  await userEvent.upload(within(group).getByLabelText(/Choose a photo/), file);
  await userEvent.click(within(group).getByRole('button', { name: 'Upload this photo' }));
  await within(group).findByText('The photo is uploaded.');
}

const DOCUMENT_IMAGE = '0b3f5a9e-3c1d-4c6f-9a57-1e2d3c4b5a60';
const SELFIE_IMAGE = '6a1e2d3c-4b5a-4f60-8b3f-5a9e3c1d4c6f';

/** Fills the first two steps rightly and stands on the photos step. */
async function reachPhotos() {
  const page = await openQuestionnaire();
  await fillPerson();
  await next();
  await fillDocument();
  await next();
  return page;
}

/** Fills every step rightly and stands on the review step. */
async function reachReview() {
  const page = await reachPhotos();
  await uploadPhoto('Photo of the document', png('passport.png'), DOCUMENT_IMAGE);
  await uploadPhoto('Selfie with the document', png('selfie.png'), SELFIE_IMAGE);
  await next();
  return page;
}

beforeAll(() => {
  // jsdom makes no object URLs; a browser does, and the preview shows the chosen file through one
  URL.createObjectURL = (blob: Blob) => `blob:preview/${(blob as File).name}`;
  URL.revokeObjectURL = () => undefined;
});

describe('VerificationSection: the questionnaire', () => {
  it('shows the steps with the current one marked', async () => {
    await openQuestionnaire();
    const steps = screen.getByRole('list', { name: 'Questionnaire steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['About you', 'Identity document', 'Photos', 'Check and send']);
    expect(within(steps).getByText('About you').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Not verified')).toBeInTheDocument();
  });

  it('person step: shows the rule errors on the fields and stays until they are right', async () => {
    await openQuestionnaire();
    await next();
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: About you' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Last name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(common(MESSAGE_KEYS.fieldRequired)).length).toBeGreaterThan(0);

    await fillPerson({ iin: '061211600013' });
    await next();
    expect(screen.getByLabelText(/^IIN/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^IIN/)).toHaveValue('061211600013');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Nurlanova');

    await userEvent.clear(screen.getByLabelText(/^IIN/));
    await userEvent.type(screen.getByLabelText(/^IIN/), '061211600012');
    await next();
    expect(await screen.findByRole('heading', { name: 'Step 2 of 4: Identity document' })).toHaveFocus();
  });

  it('person step: an IIN of another birth date is refused', async () => {
    await openQuestionnaire();
    await fillPerson({ birthDate: '2006-12-12' });
    await next();
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: About you' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^IIN/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('document step: checks the number of the chosen document, then goes on', async () => {
    await openQuestionnaire();
    await fillPerson();
    await next();
    await userEvent.selectOptions(screen.getByLabelText(/^Document type/), 'id_card');
    await userEvent.type(screen.getByLabelText(/^Document number/), 'N12');
    await next();
    expect(screen.getByLabelText(/^Document number/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(screen.getByLabelText(/^Document number/));
    await fillDocument();
    await userEvent.clear(screen.getByLabelText(/^Document number/));
    await userEvent.type(screen.getByLabelText(/^Document number/), '012345678');
    await next();
    expect(await screen.findByRole('heading', { name: 'Step 3 of 4: Photos' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Document number/)).toHaveValue('012345678');
  });

  it('photos step: previews a photo before it is uploaded, and needs both', async () => {
    await reachPhotos();
    await next();
    expect(screen.getByRole('heading', { name: 'Step 3 of 4: Photos' })).toBeInTheDocument();

    const group = screen.getByRole('group', { name: 'Photo of the document' });
    await userEvent.upload(within(group).getByLabelText(/Choose a photo/), png('passport.png'));
    expect(within(group).getByRole('img', { name: 'Preview: Photo of the document' })).toHaveAttribute('src', 'blob:preview/passport.png');
    expect(server.callsTo('POST', '/parcels/images')).toHaveLength(0);

    server.answer('POST', '/parcels/images', { status: 200, body: { images: [{ id: DOCUMENT_IMAGE, url: '/x' }], upload_token: 'u' } });
    await userEvent.click(within(group).getByRole('button', { name: 'Upload this photo' }));
    expect(await within(group).findByText('The photo is uploaded.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/parcels/images')).toHaveLength(1);

    await next();
    expect(screen.getByRole('heading', { name: 'Step 3 of 4: Photos' })).toBeInTheDocument();
    await uploadPhoto('Selfie with the document', png('selfie.png'), SELFIE_IMAGE);
    await next();
    expect(await screen.findByRole('heading', { name: 'Step 4 of 4: Check and send' })).toBeInTheDocument();
  });

  it('photos step: refuses a file that is not a photo before uploading it', async () => {
    await reachPhotos();
    const group = screen.getByRole('group', { name: 'Photo of the document' });
    await userEvent.upload(within(group).getByLabelText(/Choose a photo/), new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(within(group).getByText(common(MESSAGE_KEYS.imageTypeNotAllowed))).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: 'Upload this photo' })).not.toBeInTheDocument();
  });

  it('review step: sends the questionnaire and shows it being checked; the draft is gone', async () => {
    await reachReview();
    expect(screen.getByText('061211600012')).toBeInTheDocument();
    expect(screen.getByText('Identity card')).toBeInTheDocument();

    server.answer('POST', '/me/verification', { status: 202, body: { status: 'pending', submitted_at: '2026-11-25T08:00:00.000Z' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByText('Being checked')).toBeInTheDocument();
    expect(server.callsTo('POST', '/me/verification')[0]?.body).toEqual({
      last_name: 'Nurlanova',
      first_name: 'Aigerim',
      birth_date: '2006-12-11',
      iin: '061211600012',
      is_resident: true,
      document_type: 'id_card',
      document_number: '012345678',
      issue_date: '2023-01-15',
      issuing_authority: 'MVD RK',
      address: 'Almaty, Abaya 10',
      document_image_id: DOCUMENT_IMAGE,
      selfie_image_id: SELFIE_IMAGE,
    });
    expect(screen.queryByRole('heading', { name: /Step/ })).not.toBeInTheDocument();
    expect(localDraftStorage(USER_ID).load()).toBeNull();
  });

  it("puts the server's 422 errors on their fields, back on their step, keeping what was typed", async () => {
    await reachReview();
    server.answer('POST', '/me/verification', {
      status: 422,
      body: { error_type: 'validation', error_message: 'Invalid', validation_errors: { iin: [MESSAGE_KEYS.iinNotValid] } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByRole('heading', { name: 'Step 1 of 4: About you' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^IIN/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(common(MESSAGE_KEYS.iinNotValid))).toBeInTheDocument();
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Nurlanova');
    expect(screen.getByRole('alert')).toHaveTextContent('Some details need correcting');
  });

  it('says so when the questionnaire was already sent (409)', async () => {
    const { store } = await reachReview();
    server.answer('POST', '/me/verification', { status: 409, body: { error_type: 'conflict', error_message: 'Already submitted' } });
    server.answer('GET', '/me/verification', { status: 200, body: { status: 'pending', submitted_at: '2026-11-25T08:00:00.000Z' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByText('Being checked')).toBeInTheDocument();
    expect(store.formError?.key).toBe('verification.alreadySubmitted');
  });

  it('keeps the draft across a reload (a new page on the same browser)', async () => {
    const { view } = await openQuestionnaire();
    await fillPerson();
    await next();
    await userEvent.type(screen.getByLabelText(/^Issued by/), 'MVD RK');
    view.unmount();

    renderPage({ status: 'not_started' });
    await screen.findByRole('heading', { name: 'Step 1 of 4: About you' });
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Nurlanova');
    expect(screen.getByLabelText(/^IIN/)).toHaveValue('061211600012');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await next();
    expect(screen.getByLabelText(/^Issued by/)).toHaveValue('MVD RK');
  });
});

describe('VerificationSection: the status', () => {
  it('rejected: lists the translated reasons and lets the user fill the questionnaire again', async () => {
    renderPage({
      status: 'rejected',
      submitted_at: '2026-11-24T08:00:00.000Z',
      decided_at: '2026-11-24T08:01:00.000Z',
      reasons: [MESSAGE_KEYS.iinInUse],
    });
    expect(await screen.findByText('Not passed')).toBeInTheDocument();
    const reasons = screen.getByRole('list', { name: 'Why it was not passed' });
    expect(within(reasons).getByRole('listitem')).toHaveTextContent(common(MESSAGE_KEYS.iinInUse));
    expect(common(MESSAGE_KEYS.iinInUse)).not.toBe(MESSAGE_KEYS.iinInUse);
    expect(screen.queryByRole('heading', { name: /Step/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fill in the questionnaire again' }));
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: About you' })).toBeInTheDocument();
  });

  it('pending: says it is being checked, asks again, and shows the decision', async () => {
    const { store } = renderPage({ status: 'pending', submitted_at: '2026-11-25T08:00:00.000Z' });
    expect(await screen.findByText('Being checked')).toBeInTheDocument();
    expect(screen.getByText('Sent on November 25, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    server.answer('GET', '/me/verification', { status: 200, body: { status: 'verified', decided_at: '2026-11-25T08:01:00.000Z' } });
    await act(() => store.load());
    expect(screen.getByText('Verified')).toBeInTheDocument();
  });

  it('pending: polls until decided, then takes the user back to the action that needed it', async () => {
    renderPage(
      { status: 'pending', submitted_at: '2026-11-25T08:00:00.000Z' },
      { entry: `/verification?return_to=${encodeURIComponent('/travels?bind=31')}`, pollMs: 20 },
    );
    expect(await screen.findByText('Being checked')).toBeInTheDocument();
    server.answer('GET', '/me/verification', { status: 200, body: { status: 'verified' } });
    expect(await screen.findByTestId('where')).toHaveTextContent('/travels?bind=31');
  });

  it('never returns to another site', async () => {
    renderPage({ status: 'verified' }, { entry: `/verification?return_to=${encodeURIComponent('//evil.example/x')}` });
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the request' })).not.toBeInTheDocument();
  });
});
