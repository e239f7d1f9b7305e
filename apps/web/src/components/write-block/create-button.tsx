import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useWriteBlock } from '../../lib/auth/use-write-block';
import { WriteBlockNote } from './write-block-note';

/**
 * A button that opens a creation screen (New contract, New request, New transfer): disabled, with
 * the reason beside it, while the organisation may not write (the API would refuse the save).
 */
export const CreateButton = ({ to, label, icon }: { to: string; label: string; icon?: ReactNode }) => {
  const block = useWriteBlock();
  const noteId = useId();
  if (!block) {
    return (
      <Button variant="contained" startIcon={icon} component={RouterLink} to={to}>
        {label}
      </Button>
    );
  }
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
      <Button variant="contained" startIcon={icon} disabled aria-describedby={noteId}>
        {label}
      </Button>
      <WriteBlockNote id={noteId} block={block} />
    </Stack>
  );
};
