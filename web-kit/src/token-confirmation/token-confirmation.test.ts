import { TokenConfirmation } from './token-confirmation';

function confirmation(token: string | null, answers: Array<'ok' | 'refused' | 'down'>) {
  const sent: string[] = [];
  const confirmed: string[] = [];
  const store = new TokenConfirmation<'expired'>(token, {
    send: (value) => {
      sent.push(value);
      const answer = answers.shift();
      return answer === 'ok' ? Promise.resolve() : Promise.reject(new Error(answer));
    },
    confirmed: () => confirmed.push('yes'),
    refused: (error) => ((error as Error).message === 'refused' ? 'expired' : 'failed'),
  });
  return { store, sent, confirmed };
}

describe('TokenConfirmation', () => {
  it('sends the token once, however often it is asked, and says it is confirmed', async () => {
    const { store, sent, confirmed } = confirmation('t1', ['ok']);
    expect(store.state).toBe('checking');
    await Promise.all([store.confirm(), store.confirm()]);
    expect(store.state).toBe('confirmed');
    expect(sent).toEqual(['t1']);
    expect(confirmed).toEqual(['yes']);
  });

  it('a link without a token is missing and sends nothing', async () => {
    const { store, sent } = confirmation(null, []);
    await store.confirm();
    expect(store.state).toBe('missing');
    expect(sent).toEqual([]);
  });

  it('a refused token ends as the caller says, and is not retried', async () => {
    const { store, sent } = confirmation('t1', ['refused']);
    await store.confirm();
    expect(store.state).toBe('expired');
    await store.retry();
    expect(sent).toHaveLength(1);
  });

  it('a failure may be retried', async () => {
    const { store, sent, confirmed } = confirmation('t1', ['down', 'ok']);
    await store.confirm();
    expect(store.state).toBe('failed');
    expect(confirmed).toEqual([]);
    await store.retry();
    expect(store.state).toBe('confirmed');
    expect(sent).toEqual(['t1', 't1']);
  });
});
