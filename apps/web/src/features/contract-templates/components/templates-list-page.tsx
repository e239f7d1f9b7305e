import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { Skeleton } from '../../../components/skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PageFrame } from '../../../components/page-frame';
import { useCanOpen } from '../../../lib/auth/use-can-open';
import { formatDateTime } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { localized } from '../../../lib/i18n/localized';
import { useContractTemplates } from '../api/contract-templates-api';

/** `/admin/contract-templates`: each sending country's standard contract, its newest and current versions. */
export const TemplatesListPage = () => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const templates = useContractTemplates();
  const canWrite = useCanOpen('admin.contractTemplateAdd');
  const captionId = useId();
  const add = canWrite ? (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      component={RouterLink}
      to="/admin/contract-templates/add"
    >
      {t('contractTemplates.add')}
    </Button>
  ) : null;
  return (
    <PageFrame actions={add}>
      <Typography sx={{ mb: 2 }}>{t('contractTemplates.intro')}</Typography>
      {templates.isError ? (
        <Alert severity="error">{t('contractTemplates.loadFailed')}</Alert>
      ) : !templates.data ? (
        <Skeleton variant="rectangular" height={160} aria-busy="true" />
      ) : templates.data.length === 0 ? (
        <Alert severity="info">{t('contractTemplates.empty')}</Alert>
      ) : (
        <TableContainer
          component={Paper}
          variant="outlined"
          tabIndex={0}
          role="region"
          aria-labelledby={captionId}
        >
          <Table size="small">
            <caption id={captionId} style={{ captionSide: 'top', textAlign: 'start' }}>
              {t('contractTemplates.caption')}
            </caption>
            <TableHead>
              <TableRow>
                <TableCell>{t('contractTemplates.columns.country')}</TableCell>
                <TableCell>{t('contractTemplates.columns.currentVersion')}</TableCell>
                <TableCell>{t('contractTemplates.columns.latestVersion')}</TableCell>
                <TableCell>{t('contractTemplates.columns.updatedAt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {templates.data.map((row) => {
                const country = localized(row.country.name, language);
                return (
                  <TableRow key={row.id}>
                    <TableCell>
                      <Link
                        component={RouterLink}
                        to={`/admin/contract-templates/${row.id}`}
                        aria-label={t('contractTemplates.openTemplate', { country })}
                      >
                        {country}
                      </Link>
                    </TableCell>
                    <TableCell>{row.currentVersion ?? t('contractTemplates.noCurrent')}</TableCell>
                    <TableCell>{row.latestVersion}</TableCell>
                    <TableCell>{formatDateTime(row.updatedAt, language)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </PageFrame>
  );
};
