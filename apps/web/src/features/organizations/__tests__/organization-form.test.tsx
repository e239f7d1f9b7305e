import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupTestI18n } from '../../../test/i18n';
import { OrganizationFormFields } from '../components/organization-form-fields';
import {
  emptyOrganizationForm,
  type OrganizationAddValues,
  type OrganizationFormValues,
} from '../organization-form-values';
import { organizationAddFormSchema } from '../organization-form-schema';

const countries = [{ id: 4, code3: 'PHL', name: { en: 'Philippines', ar: 'الفلبين' } }];

const Harness = ({ onValid }: { onValid: (values: OrganizationAddValues) => void }) => {
  const form = useForm<OrganizationFormValues, unknown, OrganizationAddValues>({
    resolver: zodResolver(organizationAddFormSchema),
    defaultValues: emptyOrganizationForm,
  });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <OrganizationFormFields form={form} withEstablishment />
      <button type="submit">Save</button>
    </form>
  );
};

const renderForm = (onValid = vi.fn()) => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness onValid={onValid} />
    </QueryClientProvider>,
  );
  return onValid;
};

const chooseType = async (label: string) => {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Organization type/ }), label);
};

describe('organisation form (shared contracts schema)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await setupTestI18n('en-US');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(countries), { headers: { 'content-type': 'application/json' } }),
      ),
    );
  });
  afterAll(() => vi.unstubAllGlobals());

  it('names the required fields in the person language and does not submit', async () => {
    const onValid = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Name \(English\)/)).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText(/Labour office id/)).toHaveAccessibleDescription('This field is required.');
  });

  it('checks the Saudi IBAN of a local office and the licence fields', async () => {
    const onValid = renderForm();
    await chooseType('Recruitment office');
    await userEvent.type(screen.getByLabelText(/Name \(Arabic\)/), 'مكتب');
    await userEvent.type(screen.getByLabelText(/Name \(English\)/), 'Office');
    await userEvent.type(screen.getByLabelText(/^IBAN/), 'SA00 1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^IBAN/)).toHaveAccessibleDescription(/valid Saudi IBAN/);
    expect(screen.getByLabelText(/Licence number/)).toHaveAccessibleDescription('This field is required.');
  });

  it('asks a foreign embassy for its country and office location, then submits', async () => {
    const onValid = renderForm();
    await chooseType('Foreign embassy');
    expect(screen.queryByLabelText(/^IBAN/)).toBeNull();
    await userEvent.type(screen.getByLabelText(/Name \(Arabic\)/), 'سفارة');
    await userEvent.type(screen.getByLabelText(/Name \(English\)/), 'Embassy');
    await userEvent.type(screen.getByLabelText(/Labour office id/), '٧٠');
    await userEvent.type(screen.getByLabelText(/Sequence number/), '۹');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: /Office location/ })).toBeInTheDocument();
    const country = screen.getByRole('combobox', { name: /Country/ });
    await userEvent.selectOptions(
      country,
      await within(country).findByRole('option', { name: 'Philippines' }),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Office location/ }), 'Jeddah');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({
      type: 'FOREIGN_EMBASSY',
      countryId: 4,
      officeLocation: 'JEDDAH',
      laborOfficeId: 70,
      sequenceNumber: 9,
    });
  });
});
