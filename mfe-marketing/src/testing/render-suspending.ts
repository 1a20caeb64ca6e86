import { act, render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

/**
 * Test support: renders UI that suspends on texts or code still loading. React 19 retries a suspended tree inside
 * an awaited `act` only, so a plain `render` would stay on the fallback.
 */
export async function renderSuspending(ui: ReactElement): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(ui);
  });
  return result!;
}
