/** @jest-environment jsdom */
import { landingCampaign, rememberLandingCampaign } from './landing-campaign';

beforeEach(() => window.sessionStorage.clear());

describe('the landing campaign', () => {
  it("keeps the first page's campaign fields for the session's later forms", () => {
    rememberLandingCampaign('?utm_source=newsletter&utm_campaign=spring&other=1');
    rememberLandingCampaign('?utm_source=later');
    expect(landingCampaign()).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring' });
  });

  it('keeps none when the first page had none, even if a later one has', () => {
    rememberLandingCampaign('');
    rememberLandingCampaign('?utm_source=later');
    expect(landingCampaign()).toEqual({});
  });

  it('reads nothing odd from the storage', () => {
    window.sessionStorage.setItem('landing-campaign', '{"utm_source":3,"utm_medium":"email"}');
    expect(landingCampaign()).toEqual({ utm_medium: 'email' });
    window.sessionStorage.setItem('landing-campaign', 'not json');
    expect(landingCampaign()).toEqual({});
  });
});
