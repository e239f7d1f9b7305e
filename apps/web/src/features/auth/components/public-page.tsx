import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A centred card for the sign-in steps (login, callback, establishment choice). */
export const AuthCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  </Container>
);
