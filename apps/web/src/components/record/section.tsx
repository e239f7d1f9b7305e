import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A titled section of a record page (an h2 naming it) with `actions`, its buttons, beside the title. */
export const RecordSection = ({
  titleId,
  title,
  actions,
  children,
}: {
  titleId: string;
  title: string;
  actions: ReactNode;
  children: ReactNode;
}) => (
  <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
    >
      <Typography id={titleId} component="h2" variant="h6">
        {title}
      </Typography>
      {actions}
    </Stack>
    {children}
  </Paper>
);
