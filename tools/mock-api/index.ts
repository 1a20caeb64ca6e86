export { apiClientFor, mockApi, NOT_FOUND } from './mock-api';
export { closeMockServer } from './mock-server';
export type { Answer, ApiCall, MockApi, Responder } from './mock-api';
export type { ApiRoute, Method, PathOf, RequestOf, ResponseOf, RouteFor } from './api-routes';
export { createFakeHost, FAKE_PROFILE_URL, NO_API_URL } from '@jetkiz/contracts/src/host-api/testing';
export type { FakeHost, FakeHostOptions } from '@jetkiz/contracts/src/host-api/testing';
