import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { addKitTexts } from '../testing/kit-texts';
import { ReasonWithRetry } from './retry-after';

describe('ReasonWithRetry', () => {
  beforeAll(addKitTexts);
  afterAll(() => i18next.changeLanguage('en'));

  it.each([
    ['ru', 1, 'Повторите через 1 секунду.'],
    ['ru', 3, 'Повторите через 3 секунды.'],
    ['ru', 30, 'Повторите через 30 секунд.'],
    ['ru', 61, 'Повторите через 2 минуты.'],
    ['ru', 300, 'Повторите через 5 минут.'],
    ['kk', 30, '30 секундтан кейін қайталап көріңіз.'],
    ['kk', 180, '3 минуттан кейін қайталап көріңіз.'],
    ['en', 1, 'Try again in 1 second.'],
    ['en', 29.2, 'Try again in 30 seconds.'],
    ['en', 60, 'Try again in 1 minute.'],
  ] as const)('in %s, after %j s: %s', async (language, seconds, said) => {
    await i18next.changeLanguage(language);
    render(
      <p>
        <ReasonWithRetry reason="Busy." retryAfterSeconds={seconds} />
      </p>,
    );
    expect(screen.getByText(`Busy. ${said}`)).toBeInTheDocument();
  });

  it.each([null, undefined, 0])('says only the reason without a Retry-After (%j)', (retryAfterSeconds) => {
    render(
      <p>
        <ReasonWithRetry reason="Busy." retryAfterSeconds={retryAfterSeconds} />
      </p>,
    );
    expect(screen.getByText(/^Busy\.$/)).toBeInTheDocument();
  });
});
