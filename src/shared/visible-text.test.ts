import { describe, expect, it } from 'vitest';
import { fullNameSchema, onboardingProfileSchema, signUpSchema } from './auth-schemas';
import { datasetNameSchema } from './datasets';
import { workspaceNameSchema } from './workspace';

const rightToLeftOverride = 'Ada \u202Eecalevol';
const hidden = [
  ['a right-to-left override (U+202E)', rightToLeftOverride],
  ['a zero-width space (U+200B)', 'Ada\u200BLovelace'],
  ['a zero-width joiner (U+200D)', 'Ada\u200DLovelace'],
  ['a left-to-right isolate (U+2066)', 'Ada \u2066Lovelace'],
  ['a byte order mark inside (U+FEFF)', 'Ada\uFEFFLovelace'],
  ['a control character (U+0007)', 'Ada\u0007Lovelace'],
  ['a Hangul filler (U+115F)', 'Al\u115Fice'],
  ['a Hangul filler (U+3164)', 'Alice\u3164'],
  ['a halfwidth Hangul filler (U+FFA0)', 'Ali\uFFA0ce'],
  ['a blank Braille pattern (U+2800)', 'Alice\u2800'],
  ['a line separator (U+2028)', 'Ada\u2028Lovelace'],
  ['a paragraph separator (U+2029)', 'Ada\u2029Lovelace'],
  ['a combining grapheme joiner (U+034F)', 'Ada\u034F'],
  ['a Khmer inherent vowel (U+17B4)', 'Ada\u17B4'],
  ['a Mongolian variation selector (U+180B)', 'Ada\u180B'],
  ['a variation selector after a letter (U+FE0F)', 'Ada\uFE0F'],
  ['an ideographic variation selector after a letter (U+E0100)', 'Ada\u{E0100}'],
  ['a zero-width non-joiner between Latin letters (U+200C)', 'Ada\u200CLovelace'],
  ['a zero-width joiner after an emoji, before a letter', 'Dev 👩\u200Dx'],
] as const;

const schemas = [
  ['full name', fullNameSchema],
  ['workspace name', workspaceNameSchema],
  ['dataset name', datasetNameSchema],
] as const;

describe('names other people see', () => {
  describe.each(schemas)('the %s', (_, schema) => {
    it.each(hidden)('refuses %s', (_, name) => {
      expect(schema.safeParse(name).success).toBe(false);
    });

    it.each([
      'Ada Lovelace',
      'José Ñúñez-Müller',
      'محمد علي',
      '李小龍',
      'Zoë 😀 O’Brien',
      // Joiners and selectors that are drawn: emoji sequences, keycaps, and scripts that spell with joiners.
      'Dev 👩\u200D💻',
      '👨\u200D👩\u200D👧 team',
      '🏳\uFE0F\u200D🌈 Pride',
      '👩🏽\u200D💻 team',
      '1\uFE0F\u20E3 first',
      '❤\uFE0F Ops',
      'می\u200Cخواهم',
      'क्\u200Dष',
      '葛\u{E0100}西',
    ])('keeps visible text from any script: %s', (name) => {
      expect(schema.safeParse(name)).toEqual({ success: true, data: name });
    });
  });

  it('onboarding and sign-up ask for the full name under the same rule', () => {
    expect(
      onboardingProfileSchema.safeParse({ fullName: rightToLeftOverride, professionalRole: 'x' }).success,
    ).toBe(false);
    expect(
      signUpSchema.safeParse({
        fullName: rightToLeftOverride,
        email: 'a@b.co',
        password: 'Sturdy-Pass1',
        professionalRole: 'x',
      }).success,
    ).toBe(false);
  });
});
