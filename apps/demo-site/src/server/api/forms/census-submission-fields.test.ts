import { describe, expect, it } from 'vitest';
import { checkCensusSubmissionFields } from './census-submission-fields';

describe('checkCensusSubmissionFields (spec 000 §3 census intra-page event fields)', () => {
  it('keeps valid census fields with their types, and every other page field as it is', () => {
    expect(
      checkCensusSubmissionFields({
        pagePath: '/contact',
        url: 'http://exemple.fr/contact',
        censusButtonClicks: 2,
        censusQuickViews: 0,
        censusOverlayShown: true,
        censusFormRenderTime: 812,
      }),
    ).toEqual({
      pagePath: '/contact',
      url: 'http://exemple.fr/contact',
      censusButtonClicks: 2,
      censusQuickViews: 0,
      censusOverlayShown: true,
      censusFormRenderTime: 812,
    });
  });

  it('reads the text of a form-encoded body', () => {
    expect(
      checkCensusSubmissionFields({
        censusButtonClicks: '3',
        censusOverlayShown: 'false',
        censusFormRenderTime: '1204.6',
      }),
    ).toEqual({ censusButtonClicks: 3, censusOverlayShown: false, censusFormRenderTime: 1205 });
  });

  it('leaves out a census field that breaks its rule', () => {
    expect(
      checkCensusSubmissionFields({
        pageTitle: 'Contact',
        censusButtonClicks: -1,
        censusQuickViews: 1.5,
        censusOverlayShown: 'oui',
        censusFormRenderTime: 'DROP TABLE',
      }),
    ).toEqual({ pageTitle: 'Contact' });
    expect(
      checkCensusSubmissionFields({
        censusButtonClicks: 100_001,
        censusOverlayShown: 1,
        censusFormRenderTime: 86_400_001,
        censusQuickViews: null,
      }),
    ).toEqual({});
  });
});
