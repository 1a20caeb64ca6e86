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
});
