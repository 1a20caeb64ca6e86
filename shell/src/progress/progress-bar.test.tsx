import { act, render } from '@testing-library/react';
import { ProgressBar } from './progress-bar';
import { ProgressStore } from './progress-store';

describe('ProgressBar', () => {
  afterEach(() => jest.useRealTimers());

  it('draws the bar for a slow load over the 5 s duration, then takes it away', () => {
    jest.useFakeTimers();
    const progress = new ProgressStore();
    const { container } = render(<ProgressBar store={progress} />);
    act(() => progress.start());
    expect(container).toBeEmptyDOMElement();

    act(() => jest.advanceTimersByTime(200));
    const track = container.firstElementChild as HTMLElement;
    expect(track).toHaveAttribute('data-phase', 'running');
    expect(track).toHaveAttribute('aria-hidden', 'true');
    expect((track.firstElementChild as HTMLElement).style.animationDuration).toBe('5000ms');

    act(() => progress.done());
    expect(track).toHaveAttribute('data-phase', 'finishing');
    act(() => jest.advanceTimersByTime(300));
    expect(container).toBeEmptyDOMElement();
  });
});
