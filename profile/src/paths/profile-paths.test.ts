import { dealPath, verificationPath, verificationPathFor } from './profile-paths';

describe('profile paths', () => {
  it('leads to a deal page by its request', () => {
    expect(dealPath(31)).toBe('/deals/31');
  });

  it('leads to the questionnaire with the way back', () => {
    expect(verificationPath('/deals/31')).toBe('/verification?return_to=%2Fdeals%2F31');
    expect(verificationPathFor(31)).toBe(`/verification?return_to=${encodeURIComponent('/travels?bind=31')}`);
  });
});
