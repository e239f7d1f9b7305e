import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One labelled value of a record (inside `FactSection`'s description list). */
export const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ minWidth: '12rem' }}>
    <Typography component="dt" variant="body2" color="textSecondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0 }}>
      {children}
    </Typography>
  </Box>
);

/** Facts side by side, wrapping: a description list. */
export const FactList = ({ children }: { children: ReactNode }) => (
  <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0 }}>
    {children}
  </Box>
);

/** A titled section of facts (an h2 naming a description list). */
export const FactSection = ({
  id,
  title,
  children,
  after,
}: {
  id: string;
  title: string;
  /** The facts (`Fact`s): the description list holds nothing else. */
  children?: ReactNode;
  /** Below the facts, outside the list: a note, or the section's loading or error state. */
  after?: ReactNode;
}) => (
  <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
    <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {children === undefined ? null : <FactList>{children}</FactList>}
    {after}
  </Paper>
);
