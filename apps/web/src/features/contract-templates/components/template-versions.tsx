import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import { Skeleton } from '../../../components/skeleton';
import Typography from '@mui/material/Typography';
import type { ContractTemplate } from '@portal/contracts/contract-templates';

// The versions' accordions (MUI's Accordion, Collapse and Chip: ~7 KB gzipped) load with the page, not
// before its first screen, which is the form above them; until they are in, each version's closed row
// keeps its place (decision 0064, 2026-11-30).
const TemplateVersionList = lazy(() => import('./template-version-list'));

/** A closed accordion's row: MUI's summary without gutters is 48 px high. */
const VERSION_ROW_HEIGHT = 48;

/** Every saved version of a template, newest first, each with its wording (decision 0053). */
export const TemplateVersions = ({ template }: { template: ContractTemplate }) => {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2, my: 2 }} aria-labelledby="template-versions">
      <Typography id="template-versions" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('contractTemplates.versions.title')}
      </Typography>
      <Suspense
        fallback={<Skeleton variant="rectangular" height={VERSION_ROW_HEIGHT * template.versions.length} />}
      >
        <TemplateVersionList template={template} />
      </Suspense>
    </Paper>
  );
};
