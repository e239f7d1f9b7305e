import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeById } from '@portal/contracts/routes';
import { ConfirmDialogHost } from '../../../components/confirm-dialog';
import { setAccessTokenProvider } from '../../../lib/auth/auth-hooks';
import { loadAllModuleResources } from '../../../lib/i18n/module-resources';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { typeDate } from '../../../test/date-field';
import { chooseOptions } from '../../../test/select-field';
import { setupTestI18n } from '../../../test/i18n';
import { CandidateAddPage } from '../components/candidate-add-page';
import { CandidateEditPage } from '../components/candidate-edit-page';
import { hrPoolTexts } from '../locales/module-texts';
import {
  COUNTRY_OPTIONS,
  JOB_OPTIONS,
  MARIA_SANTOS_TYPED,
  PHILIPPINES,
  candidateFixture,
  credentialsOf,
  json,
} from './candidate-fixtures';
import { renderRoutes, WAIT } from '../../../test/render-routes';

const TAKEN = 'A candidate with this passport number already exists.';
const STALE_SERVER = 'Someone changed this candidate meanwhile.';

const renderAt = (path: string) =>
  renderRoutes(
    [
      {
        path: '/hr-pool/candidates/add',
        element: (
          <>
            <CandidateAddPage />
            <ConfirmDialogHost />
          </>
        ),
        handle: { route: routeById('hrPool.candidateAdd') },
      },
      {
        path: '/hr-pool/candidates/:id/edit',
        element: <CandidateEditPage />,
        handle: { route: routeById('hrPool.candidateEdit') },
      },
      { path: '/hr-pool/candidates/:id', element: <p>record page</p> },
      { path: '/hr-pool', element: <p>candidates list</p> },
    ],
    path,
  );

describe('candidate form', { timeout: 60_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const writes = () =>
    fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT');
  let save: () => Response;
  let record = candidateFixture();
  let limits = { photoMb: 2, cvMb: 5 };

  beforeAll(async () => {
    await setupTestI18n('en-US');
    await loadAllModuleResources(hrPoolTexts);
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
  });
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenProvider(async () => 'token');
    saveCredentials(credentialsOf('EPRO', { country: PHILIPPINES }));
    record = candidateFixture();
    save = () => json(candidateFixture({ id: 31 }), 201);
    limits = { photoMb: 2, cvMb: 5 };
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/lookups/countries/options')) return json(COUNTRY_OPTIONS);
      if (url.startsWith('/api/lookups/jobs/options')) return json(JOB_OPTIONS);
      if (url.startsWith('/api/config')) return json({ message: 'none' }, 404);
      if (init?.method === 'POST' || init?.method === 'PUT') return save();
      if (url === '/api/hr-pool/candidates/limits') return json(limits);
      if (url === '/api/hr-pool/candidates/21') return json(record);
      if (url === '/api/hr-pool/candidates/99') return json({ message: 'Not found.' }, 404);
      return json({ message: `unexpected ${url}` }, 500);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('names every missing field, focuses the first and sends nothing', async () => {
    renderAt('/hr-pool/candidates/add');
    await userEvent.type(await screen.findByLabelText(/^Passport number/, undefined, WAIT), 'ab-12');
    await userEvent.type(screen.getByLabelText(/^Name \(English\)/), 'ماريا');
    await userEvent.type(screen.getByLabelText(/^Name \(Arabic\)/), 'Maria');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter 6 to 12 capital letters and digits, as printed in the passport.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Use Arabic letters and spaces only.')).toBeInTheDocument();
    expect(
      screen.getByText('Use English letters, spaces, apostrophes, hyphens and full stops only.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(9);
    expect(screen.getByText('Please correct the highlighted fields and save again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Passport number/)).toHaveFocus());
    expect(writes()).toHaveLength(0);
  });

  it('checks a chosen photo and CV before sending, and says what is allowed', async () => {
    renderAt('/hr-pool/candidates/add');
    const photo = await screen.findByLabelText('Photo', undefined, WAIT);
    expect(screen.getByText(/JPEG, PNG or WebP image, up to 2 MB/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.upload(photo, new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(screen.getByText('passport.pdf: Only JPEG, PNG or WebP images are accepted.')).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText('CV'),
      new File([new Uint8Array(5 * 1_048_576 + 1)], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText('cv.pdf: The CV is larger than 5 MB.')).toBeInTheDocument();
    await userEvent.upload(photo, new File(['jpeg'], 'face.jpg', { type: 'image/jpeg' }));
    expect(screen.queryByText(/Only JPEG, PNG or WebP/)).toBeNull();
    expect(screen.getByRole('img', { name: 'Preview of the chosen photo' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
  });

  it('says and checks the limits the server answers (an admin setting), not the defaults', async () => {
    limits = { photoMb: 1, cvMb: 12 };
    renderAt('/hr-pool/candidates/add');
    expect(
      await screen.findByText(/JPEG, PNG or WebP image, up to 1 MB/, undefined, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText('PDF document, up to 12 MB.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/hr-pool/candidates/limits')).toBe(true);
    await userEvent.upload(
      screen.getByLabelText('Photo'),
      new File([new Uint8Array(1.5 * 1_048_576)], 'face.jpg', { type: 'image/jpeg' }),
    );
    expect(screen.getByText('face.jpg: The photo is larger than 1 MB.')).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText('CV'),
      new File([new Uint8Array(6 * 1_048_576)], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(screen.queryByText(/The CV is larger/)).toBeNull();
  });

  it('offers the careers of the chosen gender, sends the data part and the files, and shows a taken passport on its field', async () => {
    save = () => json({ message: TAKEN, fieldErrors: { passportNumber: [TAKEN] } }, 409);
    renderAt('/hr-pool/candidates/add');
    await userEvent.type(await screen.findByLabelText(/^Passport number/, undefined, WAIT), 'p1234567');
    await typeDate(/^Passport expiry/, '2030-05-01');
    await userEvent.type(screen.getByLabelText(/^Name \(Arabic\)/), 'ماريا سانتوس');
    await userEvent.type(screen.getByLabelText(/^Name \(English\)/), 'Maria Santos');
    await typeDate(/^Birth date/, '1995-03-10');
    await chooseOptions(/^Career/, 'Housemaid');
    await chooseOptions(/^Gender/, 'Male');
    // The housemaid career is for women: it is dropped and no longer offered.
    const career = screen.getByRole('combobox', { name: /^Career/ });
    expect(
      within(career)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Private driver', 'Cook']);
    await userEvent.selectOptions(career, 'Private driver');
    expect(screen.getByText('For this career the candidate must be 25 to 60 years old.')).toBeInTheDocument();
    await chooseOptions(/^Gender/, 'Female');
    await chooseOptions(/^Career/, 'Housemaid');
    await chooseOptions(/^Religion/, 'Christianity');
    await chooseOptions(/^Marital status/, 'Single');
    await userEvent.type(screen.getByLabelText(/^Experience/), '4');
    await chooseOptions(/^Languages/, 'Filipino (Tagalog)', 'English');
    await chooseOptions(/^Education/, 'Secondary school');
    await userEvent.type(screen.getByLabelText(/^Expected monthly salary/), '1500.5');
    const photo = new File(['jpeg'], 'face.jpg', { type: 'image/jpeg' });
    const cv = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Photo'), photo);
    await userEvent.upload(screen.getByLabelText('CV'), cv);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(TAKEN, undefined, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Passport number/)).toHaveFocus());
    const [url, init] = writes()[0] ?? [];
    expect(String(url)).toBe('/api/hr-pool/candidates');
    expect(init?.method).toBe('POST');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(JSON.parse(String(body.get('data')))).toEqual({ ...MARIA_SANTOS_TYPED, expectedSalary: 1500.5 });
    expect((body.get('photo') as File).name).toBe('face.jpg');
    expect((body.get('cv') as File).name).toBe('cv.pdf');
    // The browser must set the multipart boundary itself.
    expect(new Headers(init?.headers).get('content-type')).toBeNull();
  });

  it('holds the birth date to the chosen career’s ages before sending', async () => {
    renderAt('/hr-pool/candidates/add');
    await screen.findByLabelText(/^Passport number/, undefined, WAIT);
    const twentyThree = `${new Date().getUTCFullYear() - 23}-01-01`;
    await typeDate(/^Birth date/, twentyThree);
    await chooseOptions(/^Gender/, 'Male');
    await chooseOptions(/^Career/, 'Private driver');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const birthDate = () =>
      screen.getByRole('group', { name: /^Birth date/ }).closest('.MuiFormControl-root')!;
    // The career's range (25 to 60) refuses 23: the field is marked and its message is the error.
    await waitFor(() => expect(birthDate().querySelector('[aria-invalid="true"]')).not.toBeNull());
    expect(birthDate().querySelector('.MuiFormHelperText-root.Mui-error')).toHaveTextContent(
      'For this career the candidate must be 25 to 60 years old.',
    );
    // Housemaid has no range of its own: 21 to 60, which 23 meets.
    await chooseOptions(/^Gender/, 'Female');
    await chooseOptions(/^Career/, 'Housemaid');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(birthDate().querySelector('[aria-invalid="true"]')).toBeNull());
    expect(writes()).toHaveLength(0);
  });

  it('sends an edit with the version read, keeps the files, and says when someone saved in between', async () => {
    save = () => json({ message: STALE_SERVER }, 409);
    renderAt('/hr-pool/candidates/21/edit');
    const salary = await screen.findByLabelText(/^Expected monthly salary/, undefined, WAIT);
    expect(salary).toHaveValue('1500');
    await userEvent.clear(salary);
    await userEvent.type(salary, '1700');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/Someone else saved this candidate after you opened it/, undefined, WAIT),
    ).toBeInTheDocument();
    const [url, init] = writes()[0] ?? [];
    expect(String(url)).toBe('/api/hr-pool/candidates/21');
    expect(init?.method).toBe('PUT');
    const body = init?.body as FormData;
    expect(JSON.parse(String(body.get('data')))).toMatchObject({ expectedSalary: 1700, rowVersion: 2 });
    expect(body.has('photo')).toBe(false);
    expect(body.has('cv')).toBe(false);

    record = candidateFixture({ expectedSalary: 1600, rowVersion: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Reload the candidate' }));
    await waitFor(() => expect(screen.getByLabelText(/^Expected monthly salary/)).toHaveValue('1600'));
    expect(screen.queryByText(/Someone else saved this candidate/)).toBeNull();
  });

  it('shows the server refusing the photo bytes beside the photo picker', async () => {
    const refused = 'The photo must be a JPEG, PNG or WebP image.';
    save = () => json({ message: 'Validation failed.', fieldErrors: { photo: [refused] } }, 400);
    renderAt('/hr-pool/candidates/21/edit');
    await userEvent.upload(
      await screen.findByLabelText('Photo', undefined, WAIT),
      new File(['%PDF-1.7'], 'renamed.jpg', { type: 'image/jpeg' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(refused, undefined, WAIT)).toBeVisible();
    const body = writes()[0]?.[1]?.body as FormData;
    expect((body.get('photo') as File).name).toBe('renamed.jpg');
    expect(body.has('cv')).toBe(false);
    // Choosing another file clears the server's message.
    await userEvent.upload(
      screen.getByLabelText('Photo'),
      new File(['png'], 'face.png', { type: 'image/png' }),
    );
    expect(screen.queryByText(refused)).toBeNull();
  });

  it('asks before leaving with a chosen photo and nothing else', async () => {
    const router = renderAt('/hr-pool/candidates/add');
    await userEvent.upload(
      await screen.findByLabelText('Photo', undefined, WAIT),
      new File(['jpeg'], 'face.jpg', { type: 'image/jpeg' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stay on this page' }, WAIT));
    expect(router.state.location.pathname).toBe('/hr-pool/candidates/add');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }, WAIT));
    expect(await screen.findByText('candidates list', undefined, WAIT)).toBeVisible();
  });

  it('answers not found for a candidate outside the scope', async () => {
    renderAt('/hr-pool/candidates/99/edit');
    expect(
      await screen.findByText(/does not exist or you are not allowed to see it/, undefined, WAIT),
    ).toBeVisible();
  });
});
