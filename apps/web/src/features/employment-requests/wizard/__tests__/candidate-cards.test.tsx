import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { todayInKingdom } from '@portal/contracts/constants';
import type { WizardCandidate } from '@portal/contracts/employment-requests/wizard';
import { setAccessTokenProvider } from '../../../../lib/auth/auth-hooks';
import { i18n } from '../../../../lib/i18n/i18n';
import { loadAllModuleResources } from '../../../../lib/i18n/module-resources';
import { setupTestI18n } from '../../../../test/i18n';
import type { DraftVisa } from '../employment-draft';
import { CandidateList } from '../steps/candidate-list';
import { employmentWizardResources } from '../wizard-pages';
import { candidates, json, visas } from './wizard-fixtures';

const CV = '/api/hr-pool/candidates/201/cv';
/** Born on the first day of the year 31 years ago: 31 years old whatever the day of the run. */
const BIRTH_DATE = `${Number(todayInKingdom().slice(0, 4)) - 31}-01-01`;

const withCv: WizardCandidate = {
  ...candidates[0]!,
  birthDate: BIRTH_DATE,
  experienceYears: 2,
  languages: ['en', 'tl'],
  cvUrl: CV,
};
const oneYearNoCv: WizardCandidate = { ...candidates[1]!, experienceYears: 1, languages: [], cvUrl: null };

const visa: DraftVisa = {
  id: visas[0]!.id,
  number: visas[0]!.number,
  country: 'PHL',
  countryId: 7,
  gender: 'FEMALE',
  career: 'HKP',
  jobId: 3,
};

const renderList = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CandidateList visa={visa} chosenId={null} chosenElsewhere={new Map()} onChoose={() => undefined} />
    </QueryClientProvider>,
  );

const card = async (id: number) =>
  within(await screen.findByTestId(`candidate-${id}`, {}, { timeout: 15_000 }));

describe('the wizard candidate cards: what a clerk chooses by', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(async () => {
    await setupTestI18n('en-US');
    // The wizard's own texts as its pages load them (the HR pool's language names among them).
    await loadAllModuleResources(employmentWizardResources);
  });
  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:cv', revokeObjectURL: () => {} }));
    setAccessTokenProvider(async () => 'office-token');
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/employment-requests/wizard/candidates'))
        return json({ items: [withCv, oneYearNoCv], total: 2, page: 0, size: 10 });
      if (url === CV) return new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } });
      return json({ message: 'unexpected' }, 404);
    });
    await i18n.changeLanguage('en-US');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the age, the experience in its plural form, the languages and a CV download (English)', async () => {
    renderList();
    const maria = await card(withCv.id);
    expect(maria.getByText('Age 31 · 2 years of experience')).toBeInTheDocument();
    expect(maria.getByText('Languages: English and Filipino (Tagalog)')).toBeInTheDocument();
    const download = maria.getByRole('button', { name: 'Download the CV' });
    expect(download).toHaveAccessibleDescription('Maria Santos');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await userEvent.click(download);
    await waitFor(() => expect(saved).toEqual(['cv-P1000201.pdf']));
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === CV)!;
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer office-token');

    const ana = await card(oneYearNoCv.id);
    expect(ana.getByText(/· 1 year of experience$/)).toBeInTheDocument();
    expect(ana.queryByText(/^Languages:/)).toBeNull();
    expect(ana.queryByRole('button', { name: 'Download the CV' })).toBeNull();
  });

  it('reads them in Arabic, with the dual and the singular', async () => {
    await i18n.changeLanguage('ar-SA');
    renderList();
    const maria = await card(withCv.id);
    expect(maria.getByText('العمر 31 · خبرة سنتين')).toBeInTheDocument();
    expect(maria.getByText('اللغات: الإنجليزية والفلبينية (التاغالوغية)')).toBeInTheDocument();
    expect(maria.getByRole('button', { name: 'تنزيل السيرة الذاتية' })).toBeInTheDocument();
    expect((await card(oneYearNoCv.id)).getByText(/· خبرة سنة واحدة$/)).toBeInTheDocument();
  });
});
