import { act, render, screen } from '@testing-library/react';
import { createTestShell } from '../testing/test-shell';
import { AlertList } from './alert-list';
import { AlertStore } from './alert-store';

describe('AlertList', () => {
  beforeEach(() => createTestShell('/ru'));
  afterEach(() => jest.useRealTimers());

  it('announces stacked alerts by their translated key and clears each after 5 s', () => {
    jest.useFakeTimers();
    const store = new AlertStore();
    render(<AlertList store={store} />);

    act(() => store.show('somethingWentWrong', 'error'));
    act(() => jest.advanceTimersByTime(1000));
    act(() => store.show('ready', 'success'));
    act(() => store.show('successMallingSubscribe', 'success'));

    const errors = screen.getByRole('alert');
    const successes = screen.getByRole('status');
    expect(errors).toHaveAttribute('aria-live', 'assertive');
    expect(errors).toHaveTextContent('Что-то пошло не так');
    expect(successes).toHaveAttribute('aria-live', 'polite');
    expect(successes.querySelectorAll('p')).toHaveLength(2);

    act(() => jest.advanceTimersByTime(3999));
    expect(errors).toHaveTextContent('Что-то пошло не так');
    act(() => jest.advanceTimersByTime(1));
    expect(errors).toBeEmptyDOMElement();
    expect(successes.querySelectorAll('p')).toHaveLength(2);
    act(() => jest.advanceTimersByTime(1000));
    expect(successes).toBeEmptyDOMElement();
  });

  it("shows a server's text as it is, never looked up as a key (issue 22 item 14)", () => {
    const store = new AlertStore();
    render(<AlertList store={store} />);
    act(() => store.show({ text: 'Номер уже подтверждён, войдите' }, 'error'));
    act(() => store.show({ text: 'ready' }, 'success'));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Номер уже подтверждён, войдите$/);
    expect(screen.getByRole('status')).toHaveTextContent(/^ready$/);
  });

  it.each([
    [45, 'Слишком много попыток, подождите немного Повторите через 45 секунд.'],
    [1, 'Слишком много попыток, подождите немного Повторите через 1 секунду.'],
    [61, 'Слишком много попыток, подождите немного Повторите через 2 минуты.'],
    [300, 'Слишком много попыток, подождите немного Повторите через 5 минут.'],
  ])('says when to try again after a 429 with Retry-After %j s, in Russian plurals', (seconds, said) => {
    const store = new AlertStore();
    render(<AlertList store={store} />);
    act(() => store.show({ key: 'tooManyRequests', retryAfterSeconds: seconds }, 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent(said);
  });

  it('stacks six identical 429 alerts into one', () => {
    const store = new AlertStore();
    render(<AlertList store={store} />);
    act(() => {
      for (let call = 0; call < 6; call += 1) store.show({ key: 'tooManyRequests', retryAfterSeconds: 30 }, 'error');
    });
    expect(screen.getByRole('alert').querySelectorAll('p')).toHaveLength(1);
  });
});

describe('AlertList in Kazakh and English', () => {
  it.each([
    ['/kz', 'Әрекеттер тым көп, біраз күте тұрыңыз 3 минуттан кейін қайталап көріңіз.'],
    ['/en', 'Too many attempts, please wait a little Try again in 3 minutes.'],
  ])('%s says when to try again', async (path, said) => {
    await createTestShell(path);
    const store = new AlertStore();
    render(<AlertList store={store} />);
    act(() => store.show({ key: 'tooManyRequests', retryAfterSeconds: 180 }, 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent(said);
  });
});
