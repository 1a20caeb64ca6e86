/**
 * The error `promise` rejects with, checked to be a `kind` (a provider's refusal, an insurer's failure): the test
 * fails when the promise resolves or rejects with anything else.
 */
export async function rejectionOf<E>(promise: Promise<unknown>, kind: abstract new (...args: never[]) => E): Promise<E> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(kind);
  return error as E;
}
