import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { createQueryClient } from '../query-client';

/** What the fake server holds: the agency's waiting count and a record's status. */
const server = { waiting: 1, status: 'PENDING', photoReads: 0 };

const Screen = () => {
  const counts = useQuery({ queryKey: ['actions-needed', '1-1'], queryFn: async () => server.waiting });
  const record = useQuery({
    queryKey: ['employment-requests', 'detail', 7],
    queryFn: async () => server.status,
  });
  useQuery({
    queryKey: ['photo', 7, 1],
    queryFn: async () => (server.photoReads += 1),
    meta: { unchangedByWrites: true },
  });
  const accept = useMutation({
    mutationFn: async () => {
      server.waiting += 1;
      server.status = 'ACCEPTED';
    },
  });
  return (
    <>
      <p>Waiting: {counts.data}</p>
      <p>Status: {record.data}</p>
      <button type="button" onClick={() => accept.mutate()}>
        Accept
      </button>
    </>
  );
};

describe('refresh after a write', () => {
  it('reads the counts, the record and the lists again after any mutation, not files', async () => {
    const client = createQueryClient();
    client.setQueryData(['employment-requests', 'list', { page: 0 }], ['old list']);
    render(
      <QueryClientProvider client={client}>
        <Screen />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Waiting: 1')).toBeInTheDocument();
    expect(await screen.findByText('Status: PENDING')).toBeInTheDocument();
    await waitFor(() => expect(server.photoReads).toBe(1));

    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Waiting: 2')).toBeInTheDocument();
    expect(await screen.findByText('Status: ACCEPTED')).toBeInTheDocument();
    // A list not on screen is read again when it is next shown.
    expect(client.getQueryState(['employment-requests', 'list', { page: 0 }])?.isInvalidated).toBe(true);
    expect(server.photoReads).toBe(1);
  });
});
