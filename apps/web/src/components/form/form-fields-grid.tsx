import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A form's fields two by two on wide screens, one under the other on narrow ones. */
export const FormFieldsGrid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
    {children}
  </Box>
);
