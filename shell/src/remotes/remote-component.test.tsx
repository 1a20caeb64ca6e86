import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestShell } from '../testing/test-shell';
import { LazyChunk } from './lazy-chunk';
import { RemoteComponent } from './remote-component';
import { RemoteEventsProvider } from './remote-events';
import type { RemoteLoadEvents } from './remote-events';

function recordingEvents() {
  const log: string[] = [];
  const events: RemoteLoadEvents = {
    started: () => log.push('started'),
    finished: () => log.push('finished'),
    failed: (error) => log.push(`failed: ${(error as Error).message}`),
  };
  return { log, events };
}

beforeAll(() => createTestShell('/en'));

describe('RemoteComponent', () => {
  it('reports its load to the app and shows the unavailable notice with retry when the remote is down', async () => {
    const { log, events } = recordingEvents();
    render(
      <RemoteEventsProvider value={events}>
        <RemoteComponent moduleId="mfe_nowhere/Page" props={{}} />
      </RemoteEventsProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is unavailable right now.');
    expect(log).toEqual(['started', 'failed: Remote module mfe_nowhere/Page could not be loaded', 'finished']);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('alert');
    expect(log.filter((entry) => entry === 'started')).toHaveLength(2);
  });

  it('lets a small slot show its own notice and nothing while loading', async () => {
    render(<RemoteComponent moduleId="mfe_nowhere/SubscriptionForm" props={{}} loading={null} unavailable={() => <p>quiet notice</p>} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await screen.findByText('quiet notice')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('LazyChunk', () => {
  it('renders the loaded component and reports the load', async () => {
    const { log, events } = recordingEvents();
    render(
      <RemoteEventsProvider value={events}>
        <LazyChunk
          name="greeting"
          load={() => Promise.resolve({ default: ({ name }: { name: string }) => <p>Hello, {name}</p> })}
          props={{ name: 'Ұлжан' }}
          fallback={<p>wait</p>}
        />
      </RemoteEventsProvider>,
    );
    expect(screen.getByText('wait')).toBeInTheDocument();
    expect(await screen.findByText('Hello, Ұлжан')).toBeInTheDocument();
    expect(log).toEqual(['started', 'finished']);
  });

  it('reports a chunk that fails to load, so the reload guard can act', async () => {
    const { log, events } = recordingEvents();
    const failure = Object.assign(new Error('Loading chunk 706 failed.'), { name: 'ChunkLoadError' });
    render(
      <RemoteEventsProvider value={events}>
        <LazyChunk<object> name="broken" load={() => Promise.reject<{ default: () => null }>(failure)} props={{}} fallback={<p>wait</p>} />
      </RemoteEventsProvider>,
    );
    await act(async () => undefined);
    expect(log).toEqual(['started', 'failed: Loading chunk 706 failed.', 'finished']);
    expect(screen.getByText('wait')).toBeInTheDocument();
  });
});
