import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/**
 * A public page: its h1 title, an optional lead paragraph and content. Reading pages keep a
 * narrow measure (`md`); pages with tables (the registry) take `lg`.
 */
export const PublicPage = ({
  title,
  lead,
  width = 'md',
  children,
}: {
  title: ReactNode;
  lead?: string;
  width?: 'md' | 'lg';
  children: ReactNode;
}) => (
  <Container maxWidth={width} sx={{ py: { xs: 4, md: 6 } }}>
    <Typography variant="h1" gutterBottom>
      {title}
    </Typography>
    {lead ? (
      <Typography variant="subtitle1" component="p" color="textSecondary" sx={{ mb: 4 }}>
        {lead}
      </Typography>
    ) : null}
    {children}
  </Container>
);
