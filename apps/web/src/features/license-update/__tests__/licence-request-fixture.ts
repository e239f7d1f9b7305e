import type { LicenceRequestDetail } from '@portal/contracts/license-requests';

/** A pending licence request of office 11 as its record answers it (the dialog's and the page's tests). */
export const request = (overrides: Partial<LicenceRequestDetail> = {}): LicenceRequestDetail => ({
  id: 5,
  organization: {
    id: 11,
    nameAr: 'مكتب الأفق',
    nameEn: 'Al Ofuq Office',
    type: 'PRO_OFFICE',
    licenseNumber: 'OLD-1',
    licenseDate: '2026-12-01',
  },
  requestedBy: { id: 7, nameAr: 'سارة', nameEn: 'Sara' },
  licenseNumber: 'NEW-1',
  licenseDate: '2028-12-01',
  document: { id: 'f1', name: 'licence.pdf', contentType: 'application/pdf', size: 10 },
  changedInfo: {},
  status: 'PENDING',
  decidedBy: null,
  decidedAt: null,
  rejectionReason: null,
  rejectionComment: null,
  unreadComments: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  comments: [],
  clocks: [],
  ...overrides,
});
