import type { HostApi } from '@jetkiz/contracts';
import { createFakeHost } from '@jetkiz/mock-api';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ABAY, STILL, setUpCourierTest } from './courier-test-setup';
import { DeliveryPage } from './delivery-page';

const test = setUpCourierTest();
const PARTNER = 'https://partner.example';

/** The page's window as a partner's iframe sees it: a real parent window, the partner's origin as the ancestor. */
function framedBy(origin: string) {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const parent = frame.contentWindow!;
  const postMessage = jest.spyOn(parent, 'postMessage').mockImplementation(() => undefined);
  const view = { parent, location: { ancestorOrigins: [origin] }, document: { referrer: '' } } as unknown as Window;
  const fromParent = (data: unknown) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: parent }));
    });
  return { view, postMessage, fromParent };
}

function renderFramed(origin: string) {
  const frame = framedBy(origin);
  const { host } = createFakeHost({ apiUrl: test.api().url, token: null, config: { partnerOrigins: [PARTNER] } });
  render(
    <DeliveryPage
      host={host as HostApi}
      widget="deliveryModal"
      query={new URLSearchParams('bind=41')}
      options={{ view: frame.view, tracker: { pace: STILL }, picker: { delayMs: 0 } }}
    />,
  );
  return { ...frame, user: userEvent.setup() };
}

describe('the compact courier page in a partner frame', () => {
  it('says loaded, asks the partner to log in, and calls with the token the partner hands over', async () => {
    test.api().answer('GET', '/geo/search', { status: 200, body: { suggestions: [ABAY] } });
    const { postMessage, fromParent, user } = renderFramed(PARTNER);
    expect(postMessage).toHaveBeenCalledWith({ source: 'jetkiz', type: 'loaded', payload: {} }, PARTNER);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(postMessage).toHaveBeenCalledWith({ source: 'jetkiz', type: 'click-login', payload: {} }, PARTNER);
    fromParent({ source: 'jetkiz', type: 'setAuthToken', payload: { token: 'partner-token' } });
    await user.type(screen.getByRole('textbox', { name: /Point A/ }), 'Abay 150');
    await screen.findByRole('button', { name: 'Almaty, Abay Ave 150' });
    expect(test.api().callsTo('GET', '/geo/search')[0]!.headers.authorization).toBe('Bearer partner-token');
  });

  it('ignores a token from a page that is not a configured partner', async () => {
    const { postMessage, fromParent } = renderFramed('https://stranger.example');
    fromParent({ source: 'jetkiz', type: 'setAuthToken', payload: { token: 'stolen' } });
    expect(postMessage).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
