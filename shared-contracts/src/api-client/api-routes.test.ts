import { fillPath } from './api-routes';

describe('fillPath', () => {
  it('puts each parameter in its place, URI-encoded', () => {
    expect(fillPath('/binds/{id}/accept', { id: 4 })).toBe('/binds/4/accept');
    expect(fillPath('/users/{userId}/reviews', { userId: 'a/b c?' })).toBe('/users/a%2Fb%20c%3F/reviews');
  });

  it('leaves a path without parameters as it is', () => {
    expect(fillPath('/cities', {})).toBe('/cities');
  });
});
