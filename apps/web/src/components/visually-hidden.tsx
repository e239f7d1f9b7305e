import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Text for screen readers only (e.g. the sort direction of a column, the name of an icon column). */
export const VisuallyHidden = ({ children }: { children: ReactNode }) => (
  <Box
    component="span"
    sx={{
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    }}
  >
    {children}
  </Box>
);
