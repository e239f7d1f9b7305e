import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ContractTemplate, ContractTemplateVersion } from '@portal/contracts/contract-templates';
import { formatDate, formatDateTime } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { localized } from '../../../lib/i18n/localized';

const Clauses = ({ title, clauses, arabic }: { title: string; clauses: string[]; arabic: boolean }) => (
  <Box sx={{ mb: 1.5 }}>
    <Typography component="h4" variant="subtitle2">
      {title}
    </Typography>
    <Box
      component="ol"
      dir={arabic ? 'rtl' : 'ltr'}
      lang={arabic ? 'ar-SA' : 'en-US'}
      sx={{ my: 0.5, paddingInlineStart: 3 }}
    >
      {clauses.map((clause, index) => (
        <li key={index}>{clause}</li>
      ))}
    </Box>
  </Box>
);

const VersionWording = ({ version }: { version: ContractTemplateVersion }) => {
  const { t } = useTranslation();
  const field = (name: string) => t(`contractTemplates.fields.${name}`);
  return (
    <>
      <Clauses title={field('officeClausesAr')} clauses={version.officeClausesAr} arabic />
      <Clauses title={field('officeClausesEn')} clauses={version.officeClausesEn} arabic={false} />
      <Clauses title={field('agencyClausesAr')} clauses={version.agencyClausesAr} arabic />
      <Clauses title={field('agencyClausesEn')} clauses={version.agencyClausesEn} arabic={false} />
      <Typography component="h4" variant="subtitle2">
        {field('paymentTermsAr')}
      </Typography>
      <Typography dir="rtl" lang="ar-SA" sx={{ mb: 1 }}>
        {version.paymentTermsAr}
      </Typography>
      <Typography component="h4" variant="subtitle2">
        {field('paymentTermsEn')}
      </Typography>
      <Typography dir="ltr" lang="en-US">
        {version.paymentTermsEn}
      </Typography>
    </>
  );
};

/**
 * Every saved version of a template, newest first, each an accordion with its wording (decision 0053):
 * loaded by `TemplateVersions` with the page (decision 0064, 2026-11-30).
 */
const TemplateVersionList = ({ template }: { template: ContractTemplate }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <>
      {template.versions.map((version) => (
        <Accordion key={version.id} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t('contractTemplates.versions.version', { version: version.version })}
              </Typography>
              {version.version === template.currentVersion ? (
                <Chip size="small" label={t('contractTemplates.versions.current')} />
              ) : null}
              <Typography variant="body2" color="textSecondary">
                {t('contractTemplates.versions.inForceFrom', {
                  date: formatDate(version.inForceFrom, language),
                })}
                {' · '}
                {t('contractTemplates.versions.savedBy', {
                  name: localized(version.createdBy.name, language),
                  date: formatDateTime(version.createdAt, language),
                })}
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails>
            <VersionWording version={version} />
          </AccordionDetails>
        </Accordion>
      ))}
    </>
  );
};

export default TemplateVersionList;
