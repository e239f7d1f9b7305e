import { describe, expect, it } from 'vitest';
import { SETTING_DEFAULTS, SETTING_KEYS } from '@portal/contracts/settings';
import { SETTING_FIELDS } from '../components/setting-fields';
import { settingFormSchema } from '../components/setting-form-schema';

const messageOf = (key: (typeof SETTING_KEYS)[number], value: unknown) => {
  const parsed = settingFormSchema(key).safeParse({ value });
  return parsed.success
    ? null
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('settings form schemas', () => {
  it('accept every default and read numbers typed as text', () => {
    for (const key of SETTING_KEYS) expect(messageOf(key, SETTING_DEFAULTS[key])).toBeNull();
    expect(settingFormSchema('licenceWarningDays').parse({ value: '45' })).toEqual({ value: 45 });
  });

  it('give the key of a translated message per field', () => {
    expect(messageOf('licenceWarningDays', '')).toEqual(['value:validation.settings.days365']);
    expect(messageOf('licenceWarningDays', '400')).toEqual(['value:validation.settings.days365']);
    expect(messageOf('responseDeadlines', { agencyDays: '0', embassyDays: '5' })).toEqual([
      'value.agencyDays:validation.settings.days60',
    ]);
    expect(messageOf('contractTermsVersion', 'two')).toEqual(['value:validation.settings.termsVersion']);
    expect(messageOf('candidateDocumentLimits', { photoMb: '11', cvMb: '' })).toEqual([
      'value.photoMb:validation.settings.photoMb',
      'value.cvMb:validation.settings.cvMb',
    ]);
    expect(
      settingFormSchema('candidateDocumentLimits').parse({ value: { photoMb: '1', cvMb: '20' } }),
    ).toEqual({
      value: { photoMb: 1, cvMb: 20 },
    });
  });

  it('has a form input for every field of every setting', () => {
    expect(Object.keys(SETTING_FIELDS).sort()).toEqual([...SETTING_KEYS].sort());
    expect(SETTING_FIELDS.supportContacts.map((field) => field.name)).toEqual([
      'value.phone',
      'value.email',
      'value.hoursAr',
      'value.hoursEn',
    ]);
  });

  it('offers calendar or working days for each counted deadline as a select', () => {
    const selects = SETTING_FIELDS.deadlineRules.filter((field) => field.kind === 'select');
    expect(selects.map((field) => field.name)).toEqual([
      'value.counting.agencyAnswer',
      'value.counting.embassyAnswer',
      'value.counting.arrival',
      'value.counting.partnershipAnswer',
      'value.counting.licenceReview',
      'value.counting.complianceOrder',
      'value.counting.complaintAnswer',
    ]);
    expect(selects.every((field) => field.options?.values.join() === 'calendar,working')).toBe(true);
    const rules = SETTING_DEFAULTS.deadlineRules;
    expect(
      messageOf('deadlineRules', { ...rules, counting: { ...rules.counting, arrival: 'lunar' } }),
    ).toEqual(['value.counting.arrival:validation.settings.counting']);
    expect(SETTING_FIELDS.deadlineRules.map((field) => field.name)).toContain('value.complaintAnswerDays');
  });
});
