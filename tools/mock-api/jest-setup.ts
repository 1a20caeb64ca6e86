import { closeMockServer } from './mock-server';

afterAll(() => closeMockServer());
