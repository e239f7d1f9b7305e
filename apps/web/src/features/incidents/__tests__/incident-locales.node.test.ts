import { describe, expect, it } from 'vitest';
import { COUNTED_OBLIGATIONS } from '@portal/contracts/clocks/obligations';
import { INCIDENT_SCOPES, INCIDENT_SOURCES, INCIDENT_STATES } from '@portal/contracts/incidents';
import arSA from '../../../../public/locales/ar-SA.json';
import enUS from '../../../../public/locales/en-US.json';
import { localeKeys } from '../../../test/locale-pairs';

describe('incident, holiday and day-counting texts', () => {
  it('names every scope, source, state, counted obligation and validation message in both languages', () => {
    for (const texts of [enUS, arSA]) {
      const keys = localeKeys(texts);
      for (const scope of INCIDENT_SCOPES) expect(keys).toContain(`incidents.scope.${scope}`);
      for (const source of INCIDENT_SOURCES) expect(keys).toContain(`incidents.source.${source}`);
      for (const state of INCIDENT_STATES) expect(keys).toContain(`incidents.state.${state}`);
      for (const obligation of COUNTED_OBLIGATIONS)
        expect(keys).toContain(`settings.fields.counting.${obligation}`);
      for (const key of [
        'settings.counting.calendar',
        'settings.counting.working',
        'validation.holidayYear',
        'validation.incidentMoment',
        'validation.incidentEndAfterStart',
        'validation.incidentInFuture',
        'routes.adminPublicHolidays.title',
        'routes.adminIncidents.title',
      ])
        expect(keys).toContain(key);
    }
  });
});
