import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { DecidableComplaint } from '@portal/contracts/compliance-orders';
import { queryClient } from '../../../lib/query-client';
import { json, stubFetch } from '../../../test/http';
import { setupFeatureTexts } from '../../../test/i18n';
import { DecisionDialog } from '../components/decision-dialog';
import { complianceOrderTexts } from '../locales/module-texts';

// The dialog reads only the complaint's id and number.
const complaint = { id: 3, number: 'CMP-000003' } as DecidableComplaint;
const reasons = [{ id: 2, kind: 'SUSPENSION', text: { ar: 'مخالفة', en: 'Violation' }, active: true }];
const fetchMock = vi.fn<typeof fetch>();
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('compliance decision dialog', { timeout: 30_000 }, () => {
  beforeAll(() => setupFeatureTexts(complianceOrderTexts));
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it("refuses missing texts before sending, then shows the server's refusal in the dialog, focused, keeping the texts", async () => {
    stubFetch(fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/suspensions/reasons') return json(reasons);
      if (init?.method === 'POST') {
        return json({ message: 'An order was already decided on this complaint.', fieldErrors: {} }, 409);
      }
      return json({}, 404);
    });
    render(
      <QueryClientProvider client={queryClient}>
        <DecisionDialog complaint={complaint} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    expect(
      screen.getByRole('dialog', { name: 'Decision on complaint CMP-000003' }),
    ).toHaveAccessibleDescription(/must comply within the days/);
    const save = screen.getByRole('button', { name: 'Issue the order' });
    await userEvent.click(save);
    const arabic = screen.getByRole('textbox', { name: /^Decision \(Arabic\)/ });
    await waitFor(() => expect(arabic).toHaveFocus());
    expect(arabic).toHaveAccessibleDescription('This field is required.');
    expect(posts()).toHaveLength(0);

    await userEvent.type(arabic, 'أعد جواز العامل');
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Decision \(English\)/ }),
      'Return the passport',
    );
    await userEvent.click(screen.getByRole('combobox', { name: /^Suspension reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Violation' }));
    await userEvent.click(save);

    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('An order was already decided on this complaint.');
    await waitFor(() => expect(problem).toHaveFocus());
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({
      complaintId: 3,
      textAr: 'أعد جواز العامل',
      textEn: 'Return the passport',
      suspensionReasonId: 2,
    });
    expect(arabic).toHaveValue('أعد جواز العامل');
    expect(save).toBeEnabled();
  });
});
