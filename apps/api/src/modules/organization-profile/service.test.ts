import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from '@portal/contracts/profile';
import { diffChanges } from '../../platform/history/service';
import { requestedFields } from './service';

const valid = profileUpdateSchema.parse({
  addressEn: 'King Fahd Road, Riyadh',
  bankName: 'Saudi National Bank',
  iban: 'SA03 8000 0000 6080 1016 7519',
  responsiblePersonEn: 'Sara Ahmed',
  contactNumber1: '+966 11 123 4567',
  contactNumber2: '0551234567',
  city: 'Riyadh',
});

const stored = {
  addressEn: 'Old address',
  addressAr: 'العنوان',
  bankName: 'Saudi National Bank',
  iban: null,
  responsiblePersonEn: 'Sara Ahmed',
  responsiblePersonAr: null,
  contactNumber1: null,
  contactNumber2: null,
  city: 'Riyadh',
};

describe('organisation profile update', () => {
  it('keeps omitted Arabic fields and clears empty ones', () => {
    expect(requestedFields(valid)).not.toHaveProperty('addressAr');
    expect(requestedFields({ ...valid, addressAr: '' })).toMatchObject({ addressAr: null });
    expect(requestedFields({ ...valid, responsiblePersonAr: 'سارة' })).toMatchObject({
      responsiblePersonAr: 'سارة',
    });
  });

  it('records only the fields that change, with from and to', () => {
    const changes = diffChanges(stored, requestedFields(valid));
    expect(changes).toEqual({
      addressEn: { from: 'Old address', to: 'King Fahd Road, Riyadh' },
      iban: { from: null, to: 'SA0380000000608010167519' },
      contactNumber1: { from: null, to: '+966 11 123 4567' },
      contactNumber2: { from: null, to: '0551234567' },
    });
    expect(diffChanges({ ...stored, ...requestedFields(valid) }, requestedFields(valid))).toEqual({});
  });
});
