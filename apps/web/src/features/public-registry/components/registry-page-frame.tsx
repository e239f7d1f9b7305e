import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** A registry page: its h1 title, an optional lead paragraph and content (the public pages' look). */
export const RegistryPageFrame = ({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) => (
  <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
    <Typography variant="h1" gutterBottom>
      <bdi dir="auto">{title}</bdi>
    </Typography>
    {lead ? (
      <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mb: 4 }}>
        {lead}
      </Typography>
    ) : null}
    {children}
  </Container>
);
