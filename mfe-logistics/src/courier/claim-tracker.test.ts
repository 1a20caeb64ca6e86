import { apiClientFor } from '@jetkiz/mock-api';
import { waitFor } from '@testing-library/react';
import { ClaimTracker } from './claim-tracker';
import { CLAIM_ID, claimOf, setUpCourierTest } from './courier-test-setup';

const test = setUpCourierTest();
const CLAIM_PATH = `/logistics/claim/${CLAIM_ID}`;
const QUICK = { fastMs: 10, slowMs: 30, maxMs: 200, growth: 2 };

function tracker() {
  return new ClaimTracker(apiClientFor(test.api()).logistics, { pace: QUICK, log: () => undefined });
}

describe('ClaimTracker', () => {
  it('follows a claim through the API until a final status, then stops asking', async () => {
    test
      .api()
      .answer(
        'GET',
        CLAIM_PATH,
        { status: 200, body: claimOf('searching') },
        { status: 200, body: claimOf('courier_found', { updated_at: '2026-11-26T10:05:00Z' }) },
        { status: 200, body: claimOf('courier_arrived', { updated_at: '2026-11-26T10:09:00Z' }) },
        { status: 200, body: claimOf('delivered', { updated_at: '2026-11-26T10:20:00Z' }) },
      );
    const following = tracker();
    await following.follow(CLAIM_ID);
    await waitFor(() => expect(following.claim?.status).toBe('delivered'), { timeout: 3000 });
    const asked = test.api().callsTo('GET', CLAIM_PATH).length;
    expect(asked).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(test.api().callsTo('GET', CLAIM_PATH)).toHaveLength(asked);
  });

  it('keeps asking after failed calls, waiting longer each time, and takes the next answer', async () => {
    test.api().answer('GET', CLAIM_PATH, { status: 503 }, { status: 503 }, { status: 200, body: claimOf('delivered') });
    const following = tracker();
    following.start(claimOf('searching'));
    await waitFor(() => expect(following.claim?.status).toBe('delivered'), { timeout: 3000 });
    expect(test.api().callsTo('GET', CLAIM_PATH)).toHaveLength(3);
  });

  it('says when the claim is not there (or not the user’s) and stops', async () => {
    test.api().answer('GET', CLAIM_PATH, { status: 404, body: { error_type: 'not_found', error_message: 'Not found' } });
    const following = tracker();
    await following.follow(CLAIM_ID);
    expect(following.loadState).toBe('notFound');
    expect(following.claim).toBeNull();
  });

  it('stops asking once stopped', async () => {
    test.api().answer('GET', CLAIM_PATH, { status: 200, body: claimOf('searching') });
    const following = tracker();
    following.start(claimOf('searching'));
    following.stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(test.api().callsTo('GET', CLAIM_PATH)).toHaveLength(0);
  });
});
