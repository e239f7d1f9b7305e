import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ContractTemplateContentRef } from '@portal/contracts/contract-templates';
import type { ContractTerms as Terms } from '@portal/contracts/partnership-contracts/schemas';
import { formatNumber } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { localized } from '../../../lib/i18n/localized';
import { MarkedClauses, MarkedPaymentTerms, TemplateLegend } from './template-departures';

type HeadingLevel = 'h2' | 'h3' | 'h4';

const Obligation = ({
  title,
  ar,
  en,
  level,
  standard,
}: {
  title: string;
  ar: string;
  en: string;
  level: HeadingLevel;
  /** The template's clauses of this side (decision 0053): each departure is marked. */
  standard?: { ar: string[]; en: string[] } | undefined;
}) => {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography component={level} variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary" component="p">
        {t('partnershipContracts.obligations.arabic')}
      </Typography>
      {standard ? (
        <MarkedClauses text={ar} templateClauses={standard.ar} language="ar" />
      ) : (
        <Typography lang="ar-SA" dir="rtl" sx={{ whiteSpace: 'pre-line', mb: 1 }}>
          {ar}
        </Typography>
      )}
      <Typography variant="body2" color="textSecondary" component="p">
        {t('partnershipContracts.obligations.english')}
      </Typography>
      {standard ? (
        <MarkedClauses text={en} templateClauses={standard.en} language="en" />
      ) : (
        <Typography lang="en-US" dir="ltr" sx={{ whiteSpace: 'pre-line' }}>
          {en}
        </Typography>
      )}
    </Box>
  );
};

/**
 * A contract's terms: each side's obligations (both languages, as signed) and the financial
 * lines. `headingLevel` is the level of its section headings (h2 on the contract page, h3 when two
 * sets stand side by side under their own h2).
 */
export const ContractTerms = ({
  terms,
  headingLevel = 'h2',
  template = null,
}: {
  terms: Terms;
  headingLevel?: HeadingLevel;
  /** The standard contract the terms started from: where they depart from it is marked (decision 0053). */
  template?: ContractTemplateContentRef | null;
}) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const captionId = useId();
  const money = (value: number) =>
    formatNumber(value, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" sx={{ p: 2 }}>
        <Typography component={headingLevel} variant="h6" sx={{ mb: 1 }}>
          {t('partnershipContracts.obligations.title')}
        </Typography>
        {template ? <TemplateLegend template={template} /> : null}
        <Stack spacing={2}>
          <Obligation
            level={headingLevel === 'h2' ? 'h3' : 'h4'}
            title={t('partnershipContracts.obligations.office')}
            ar={terms.obligations.officeAr}
            en={terms.obligations.officeEn}
            standard={template ? { ar: template.officeClausesAr, en: template.officeClausesEn } : undefined}
          />
          <Obligation
            level={headingLevel === 'h2' ? 'h3' : 'h4'}
            title={t('partnershipContracts.obligations.agency')}
            ar={terms.obligations.agencyAr}
            en={terms.obligations.agencyEn}
            standard={template ? { ar: template.agencyClausesAr, en: template.agencyClausesEn } : undefined}
          />
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" sx={{ p: 2 }}>
        <Typography component={headingLevel} variant="h6" id={captionId} sx={{ mb: 1 }}>
          {t('partnershipContracts.financial.title')}
        </Typography>
        {terms.lines.length === 0 ? (
          <Typography color="textSecondary">{t('partnershipContracts.financial.empty')}</Typography>
        ) : (
          <TableContainer tabIndex={0} role="region" aria-labelledby={captionId}>
            <Table size="small" aria-label={t('partnershipContracts.financial.caption')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('partnershipContracts.financial.job')}</TableCell>
                  <TableCell>{t('partnershipContracts.financial.gender')}</TableCell>
                  <TableCell align="right">{t('partnershipContracts.financial.recruitmentFee')}</TableCell>
                  <TableCell align="right">{t('partnershipContracts.financial.monthlySalary')}</TableCell>
                  <TableCell>{t('partnershipContracts.financial.paymentTerms')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {terms.lines.map((line) => (
                  <TableRow key={`${line.jobId}-${line.gender}`}>
                    <TableCell>
                      <bdi dir="auto">{localized(line.job.name, language)}</bdi>
                    </TableCell>
                    <TableCell>{t(`partnershipContracts.genders.${line.gender}`)}</TableCell>
                    <TableCell align="right">
                      <bdi dir="ltr">{money(line.recruitmentFee)}</bdi>
                    </TableCell>
                    <TableCell align="right">
                      <bdi dir="ltr">{money(line.monthlySalary)}</bdi>
                    </TableCell>
                    <TableCell>
                      <MarkedPaymentTerms terms={line} template={template} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
    </Stack>
  );
};
