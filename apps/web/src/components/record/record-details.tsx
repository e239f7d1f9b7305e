import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A record's details on their own card: label / value rows, the labels bold, two columns on wide screens. */
export const RecordDetails = ({ rows }: { rows: [label: string, value: ReactNode][] }) => (
  <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, auto) 1fr' },
        columnGap: 3,
        rowGap: 1,
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  </Paper>
);
