import { afterEach, describe, expect, it } from 'vitest';
import { setFormatPreferences } from '@/client/lib/format';
import { messages as fr } from '@/shared/i18n/fr';
import { registerCatalogue, setCurrentLanguage } from '@/shared/i18n/registry';
import { howFound } from './how-found';
import { insightSentence } from './insight-sentence';
import {
  aLevelShift,
  anOutlier,
  aRelationship,
  aSeasonality,
  aSegment,
  aSpike,
  aTableRelationship,
  aTrend,
} from './test/insight-fixtures';

afterEach(() => {
  setCurrentLanguage('en');
  setFormatPreferences({ locale: 'en' });
});

describe('insightSentence in English', () => {
  it('says a relationship in words, its direction from the sign', () => {
    expect(insightSentence(aRelationship())).toBe('quantity tends to rise with price.');
    expect(
      insightSentence(aRelationship({ effect: { measure: 'rho', value: -0.7, low: -0.75, high: -0.65 } })),
    ).toBe('quantity tends to fall as price rises.');
    expect(insightSentence(aTableRelationship())).toBe(
      'region and channel are related: the mix of channel differs with region.',
    );
  });

  it('counts outliers against the usual range', () => {
    expect(insightSentence(anOutlier())).toBe(
      '3 values of amount lie far outside its usual range (10 to 250).',
    );
    expect(insightSentence(anOutlier({ count: 1 }))).toBe(
      '1 value of amount lies far outside its usual range (10 to 250).',
    );
  });

  it('says a trend, a level shift, a spike and a season over time, with dates as the data states them', () => {
    expect(insightSentence(aTrend())).toBe('sales rises steadily over time: about 12.5 per month.');
    expect(insightSentence(aLevelShift())).toBe(
      'sales moved to a new level from Jul 2026: 100 on average before, 150 after.',
    );
    expect(insightSentence(aSpike())).toBe('sales spiked on Apr 2026: 300, 3 times the usual 100.');
    expect(insightSentence(aSpike({ ratio: null }))).toBe(
      'sales stood out on Apr 2026: 300, against a usual 100.',
    );
    expect(insightSentence(aSeasonality())).toBe('visits follows a cycle that repeats every 7 days.');
  });

  it('says how much higher a segment’s mean is than the rest’s', () => {
    expect(insightSentence(aSegment())).toBe(
      'sales is 48% higher on average where region is “West” than for its other values.',
    );
    expect(insightSentence(aSegment({ relative: -0.25 }))).toBe(
      'sales is 25% lower on average where region is “West” than for its other values.',
    );
    expect(
      insightSentence(
        aSegment({ effect: { measure: 'cohensH', value: 0.4, low: 0.3, high: 0.5 }, mean: 0.62, rest: 0.4 }),
      ),
    ).toBe('sales is true for 62% of rows where region is “West”, against 40% for its other values.');
  });

  it('says how it was found: n, the test, the effect with its interval, q and the thresholds', () => {
    expect(howFound(aSegment())).toBe(
      'n = 1,200, Welch’s t-test, Cohen’s d = 0.42 (95 % CI 0.30 to 0.54), q = 0.0004; an insight because q ≤ 0.05 and |Cohen’s d| ≥ 0.2.',
    );
    expect(howFound(aSpike({ q: 0.00000002 }))).toBe(
      'n = 12, robust spike test, robust z = 9.30, q = 2E-8; an insight because q ≤ 0.05 and |robust z| ≥ 3.5.',
    );
  });
});

describe('insightSentence in French', () => {
  const inFrench = () => {
    registerCatalogue('fr', fr);
    setCurrentLanguage('fr');
    setFormatPreferences({ locale: 'fr' });
  };

  it('says every kind in French, with French numbers and dates', () => {
    inFrench();
    expect(insightSentence(aRelationship())).toBe('quantity tend à augmenter avec price.');
    expect(insightSentence(anOutlier({ count: 1 }))).toBe(
      '1 valeur de amount sort nettement de sa plage habituelle (10 à 250).',
    );
    expect(insightSentence(aTrend())).toBe(
      'sales augmente régulièrement dans le temps : environ 12,5 par mois.',
    );
    expect(insightSentence(aLevelShift())).toBe(
      'sales a changé de niveau à partir du juil. 2026 : 100 en moyenne avant, 150 après.',
    );
    expect(insightSentence(aSeasonality())).toBe('visits suit un cycle qui se répète tous les 7 jours.');
    expect(insightSentence(aSegment())).toBe(
      'sales est en moyenne 48\u00a0% plus élevé là où region vaut “West” que pour ses autres valeurs.',
    );
    expect(howFound(aSegment())).toContain('d de Cohen = 0,42 (IC à 95 % de 0,30 à 0,54)');
  });
});
