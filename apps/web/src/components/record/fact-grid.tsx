import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Label / value pairs as a description list, two columns on wide screens (a long value wraps). */
export const FactGrid = ({ items }: { items: [string, ReactNode][] }) => (
  <Box
    component="dl"
    sx={{
      m: 0,
      display: 'grid',
      gap: 1,
      gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
    }}
  >
    {items.map(([label, value]) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="textSecondary">
          {label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
    ))}
  </Box>
);
