import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * Labelled values in two columns (one on a phone): a description list whose labels line up. The
 * public pages' facts (a verified document, a registry entry, a worker's contract) use it; a signed-in
 * record's facts sit side by side instead (`components/record/fact.tsx`).
 */
export const LabelValueList = ({ children }: { children: ReactNode }) => (
  <Box
    component="dl"
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
      columnGap: 3,
      rowGap: 1,
      m: 0,
    }}
  >
    {children}
  </Box>
);

/** One label and its value inside a `LabelValueList`. */
export const LabelValue = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" sx={{ fontWeight: 600 }}>
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0 }}>
      {children}
    </Typography>
  </>
);
