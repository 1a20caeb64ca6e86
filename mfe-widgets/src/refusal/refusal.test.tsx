import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import { isWidgetEnvelope, widgetMessage } from '@jetkiz/contracts';
import { render, screen } from '@testing-library/react';
import { registerTestTranslations } from '../testing/test-translations';
import { RefusalNotice } from './refusal-notice';
import { reportRefusal } from './refusal-page';

registerTestTranslations();

afterAll(() => initTestI18n('en'));

describe('reportRefusal', () => {
  function framedWindow(): { win: Window; postMessage: jest.Mock } {
    const postMessage = jest.fn();
    const parent = { postMessage } as unknown as Window;
    return { win: { parent } as unknown as Window, postMessage };
  }

  it('tells the framing page the error code, and nothing else', () => {
    const { win, postMessage } = framedWindow();
    reportRefusal(win);
    expect(postMessage).toHaveBeenCalledTimes(1);
    const [message, target] = postMessage.mock.calls[0] as [unknown, string];
    expect(message).toEqual(widgetMessage('widget-error', { code: 'origin-not-allowed' }));
    expect(isWidgetEnvelope(message)).toBe(true);
    // No trusted origin is known here: '*', which is why the message holds a fixed code only.
    expect(target).toBe('*');
    expect(JSON.stringify(message)).toBe('{"source":"jetkiz","type":"widget-error","payload":{"code":"origin-not-allowed"}}');
  });

  it('says nothing when the page is not framed', () => {
    const postMessage = jest.fn();
    const win = { postMessage } as unknown as Window & { parent: Window };
    win.parent = win;
    reportRefusal(win);
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('RefusalNotice', () => {
  it.each<['en' | 'ru' | 'kk', string, RegExp]>([
    ['en', 'The Jetkiz widget cannot open on this site', /not connected to Jetkiz as a partner/],
    ['ru', 'Виджет Jetkiz не открывается на этом сайте', /не подключён к Jetkiz как партнёр/],
    ['kk', 'Jetkiz виджеті бұл сайтта ашылмайды', /серіктес ретінде қосылмаған/],
  ])('says why in the partner’s language (%s)', async (language, title, text) => {
    await initTestI18n(language);
    render(<RefusalNotice />);
    const notice = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(notice).toHaveAccessibleName(title);
    expect(notice).toHaveTextContent(text);
  });
});
