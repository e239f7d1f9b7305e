import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Language } from '@portal/contracts/constants';
import type { HistoryEntry } from '@portal/contracts/history';
import { partnershipTexts } from '../../features/partnership-contracts/locales/module-texts';
import { setAccessTokenProvider } from '../../lib/auth/auth-hooks';
import { formatCurrency, formatDate, formatDateTime, formatHijriDate } from '../../lib/format/intl';
import { loadAllModuleResources } from '../../lib/i18n/module-resources';
import { setupTestI18n } from '../../test/i18n';
import { HistoryPanel } from './history-panel';

const WAIT = { timeout: 15_000 };
const CHANGED_AT = '2026-11-21T10:05:00.000Z';
const LIFTED_AT = '2026-12-12T05:28:25.223Z';

/** A contract's rejection and terms edit as the API presents them (the stored changes beside). */
const ENTRY: HistoryEntry = {
  id: 1,
  action: 'update',
  changedAt: CHANGED_AT,
  changedBy: { id: 7, name: { ar: 'سارة', en: 'Sara' } },
  changes: { status: { from: 'PENDING_APPROVAL', to: 'REJECTED' }, reason: { from: null, to: 10 } },
  shown: [
    {
      label: 'partnershipContracts.fields.status',
      from: { kind: 'label', key: 'partnershipContracts.status.PENDING_APPROVAL' },
      to: { kind: 'label', key: 'partnershipContracts.status.REJECTED' },
    },
    {
      label: 'partnershipContracts.history.reason',
      from: null,
      to: { kind: 'name', name: { ar: 'وثائق ناقصة', en: 'Missing documents' } },
    },
    {
      label: 'partnershipContracts.history.terms',
      from: null,
      to: {
        kind: 'fields',
        fields: [
          {
            label: 'partnershipContracts.fields.agency',
            value: { kind: 'name', name: { ar: 'وكالة مانيلا', en: 'Manila Agency' } },
          },
          {
            label: 'partnershipContracts.financial.title',
            value: {
              kind: 'list',
              items: [
                {
                  kind: 'fields',
                  fields: [
                    {
                      label: 'partnershipContracts.financial.job',
                      value: { kind: 'name', name: { ar: 'عاملة منزلية', en: 'Housemaid' } },
                    },
                    {
                      label: 'partnershipContracts.financial.gender',
                      value: { kind: 'label', key: 'partnershipContracts.genders.FEMALE' },
                    },
                    {
                      label: 'partnershipContracts.financial.recruitmentFee',
                      value: { kind: 'money', amount: 12000 },
                    },
                  ],
                },
              ],
            },
          },
        ],
      },
    },
    { label: 'suspensions.fields.liftedAt', from: null, to: { kind: 'datetime', at: LIFTED_AT } },
    { label: 'organizations.fields.licenseDate', from: { kind: 'date', date: '2026-01-31' }, to: null },
    {
      label: 'countries.fields.usesApprovalFlow',
      from: { kind: 'yesNo', value: false },
      to: { kind: 'yesNo', value: true },
    },
  ],
};

const renderPanel = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HistoryPanel entityType="partnershipContract" entityId={4} />
    </QueryClientProvider>,
  );

const EXPECTED: Record<Language, (texts: { fee: string; liftedAt: string; licence: string }) => string[]> = {
  'en-US': ({ fee, liftedAt, licence }) => [
    'Status: Waiting for approval → Rejected',
    'Reason: Missing documents',
    `Contract terms: Foreign agency: Manila Agency, Financial terms: Career: Housemaid, Gender: Female, Recruitment fee (SAR): ${fee}`,
    `Lifted: ${liftedAt}`,
    `Licence expiry date: ${licence} → —`,
    'Uses approval flow: No → Yes',
  ],
  'ar-SA': ({ fee, liftedAt, licence }) => [
    `الحالة: بانتظار الموافقة ← مرفوض`,
    'السبب: وثائق ناقصة',
    `شروط العقد: الوكالة الأجنبية: وكالة مانيلا، الشروط المالية: المهنة: عاملة منزلية، الجنس: أنثى، رسوم الاستقدام (ريال): ${fee}`,
    `رُفع: ${liftedAt}`,
    `تاريخ انتهاء الترخيص: ${licence} ← —`,
    'تستخدم مسار الموافقة: لا ← نعم',
  ],
};

describe('HistoryPanel', { timeout: 40_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeAll(async () => {
    await setupTestI18n('en-US');
    await loadAllModuleResources(partnershipTexts);
  });
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenProvider(async () => 'token');
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/history/partnershipContract/4')
        ? Response.json({ items: [ENTRY], total: 1, page: 0, size: 50 })
        : Response.json({ message: 'unexpected' }, { status: 500 }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  afterAll(() => setupTestI18n('en-US'));

  it.each<Language>(['en-US', 'ar-SA'])(
    'reads as the screens do in %s: who, the action, when, and each field with its display value',
    async (language) => {
      await setupTestI18n(language);
      renderPanel();
      const hijri = (value: string) => (language === 'ar-SA' ? ` (${formatHijriDate(value, language)})` : '');
      const heading = await screen.findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            `${language === 'ar-SA' ? 'تعديل' : 'Changed'} · ${language === 'ar-SA' ? 'سارة' : 'Sara'} · ${formatDateTime(CHANGED_AT, language)}${hijri(CHANGED_AT)}`,
        undefined,
        WAIT,
      );
      expect(heading).toBeVisible();
      // The changed fields: the items of each entry's own list.
      const lines = [...document.querySelectorAll('li li')].map((item) => item.textContent);
      expect(lines).toEqual(
        EXPECTED[language]({
          fee: formatCurrency(12000, language),
          liftedAt: `${formatDateTime(LIFTED_AT, language)}${hijri(LIFTED_AT)}`,
          licence: `${formatDate('2026-01-31', language)}${hijri('2026-01-31')}`,
        }),
      );
      const text = document.body.textContent ?? '';
      expect(text).not.toMatch(/\[object Object\]|\d{4}-\d{2}-\d{2}T|agencyId|usesApprovalFlow|\breason\b/);
    },
  );
});
