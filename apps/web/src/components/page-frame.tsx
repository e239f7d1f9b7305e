import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES, type RouteDef } from '@portal/contracts/routes';
import { useCurrentRouteDef } from '../app/route-handle';

const staticPrefix = (path: string): string[] => path.split('/').filter(Boolean);

/** Menu routes whose path is a strict prefix of this route's path: the breadcrumb trail. */
export const breadcrumbTrail = (route: RouteDef): RouteDef[] => {
  const segments = staticPrefix(route.path);
  const parent = route.parent ? ROUTES.find((candidate) => candidate.id === route.parent) : undefined;
  const ancestors = ROUTES.filter((candidate) => {
    if (candidate === route || candidate.layout !== 'app' || candidate.navOrder === undefined) return false;
    const own = staticPrefix(candidate.path);
    return own.length < segments.length && own.every((segment, index) => segments[index] === segment);
  });
  const trail = parent && !ancestors.includes(parent) ? [...ancestors, parent] : ancestors;
  return trail.sort((a, b) => staticPrefix(a.path).length - staticPrefix(b.path).length);
};

type PageFrameProps = {
  /** Defaults to the current route's translated title. */
  title?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
};

/** Every authenticated page: breadcrumbs, the title as the page's one h1, actions, content. */
export const PageFrame = ({ title, actions, children }: PageFrameProps) => {
  const route = useCurrentRouteDef();
  const { t } = useTranslation();
  const heading = title ?? (route ? t(route.titleKey) : '');
  const trail = route ? breadcrumbTrail(route) : [];
  return (
    <Box component="article" sx={{ p: { xs: 2, md: 3 } }}>
      {trail.length > 0 ? (
        <Breadcrumbs aria-label={t('nav.breadcrumbs')} sx={{ mb: 1 }}>
          {trail.map((crumb) => (
            <Link key={crumb.id} component={RouterLink} to={`/${crumb.path}`} color="inherit">
              {t(crumb.titleKey)}
            </Link>
          ))}
          <Typography color="textPrimary" aria-current="page">
            {heading}
          </Typography>
        </Breadcrumbs>
      ) : null}
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h1">{heading}</Typography>
        {actions ? (
          <Stack direction="row" spacing={1}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
      {children}
    </Box>
  );
};
