import { COMMON_NAMESPACE, addTranslations, commonTranslations } from '@jetkiz/contracts';
import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import { createFakeHost } from '@jetkiz/mock-api';
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { registerLogisticsTranslations } from '../i18n';
import { refusalParams } from './insurer-refusal';
import { RefusalNotice } from './refusal-notice';

registerLogisticsTranslations();
addTranslations(i18next, COMMON_NAMESPACE, commonTranslations);

const CONTACT = { name: 'Sapa Insurance JSC', phone: '77272000000', email: 'claims@sapa.test', url: 'https://sapa.test/claims' };

describe("the 'insurance error' modal (spec §2, §8)", () => {
  beforeEach(async () => {
    await initTestI18n('en');
  });

  it('says the insurer cannot conclude a contract, why, and how to reach the insurer', () => {
    const { host } = createFakeHost();
    render(<RefusalNotice host={host} params={refusalParams({ reason: 'document_sanctioned', insurer_contact: CONTACT })} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('The insurer cannot conclude a contract');
    expect(screen.getByText('The insurer cannot conclude a contract. Please contact the insurer')).toBeInTheDocument();
    expect(screen.getByText(/The insurer cannot insure one of the persons named in the contract/)).toBeInTheDocument();
    expect(screen.getByText('Sapa Insurance JSC')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+7 (727) 200-00-00' })).toHaveAttribute('href', 'tel:+77272000000');
    expect(screen.getByRole('link', { name: 'claims@sapa.test' })).toHaveAttribute('href', 'mailto:claims@sapa.test');
    expect(screen.getByRole('link', { name: 'https://sapa.test/claims' })).toHaveAttribute('href', 'https://sapa.test/claims');
  });

  it("does not repeat the general refusal as its own reason, and links no address that is not the web's", () => {
    const { host } = createFakeHost();
    render(<RefusalNotice host={host} params={{ reason: 'other', name: 'Sapa', url: 'javascript:alert(1)' }} />);
    expect(screen.getAllByText(/The insurer cannot conclude a contract\. Please contact the insurer/)).toHaveLength(1);
    expect(screen.queryByText(/Insurer's reason/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    ['ru', 'Страховая не может заключить договор', 'Причина, указанная страховой'],
    ['kk', 'Сақтандыру компаниясы шарт жасаса алмайды', 'Сақтандыру компаниясы көрсеткен себеп'],
  ] as const)('speaks %s', async (language, title, reason) => {
    await initTestI18n(language);
    const { host } = createFakeHost({ language });
    render(<RefusalNotice host={host} params={refusalParams({ reason: 'route_not_covered', insurer_contact: CONTACT })} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(title);
    expect(screen.getByText(new RegExp(reason))).toBeInTheDocument();
  });

  it('closes through the shell', () => {
    const { host, closeModal, modals } = createFakeHost();
    host.modals.open('insurance-error', { reason: 'other' });
    render(<RefusalNotice host={host} params={{ reason: 'other' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(closeModal).toHaveBeenCalled();
    expect(modals.current).toBeNull();
  });
});
