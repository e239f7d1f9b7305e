import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { EmploymentRequestSubmit } from '@portal/contracts/employment-requests/wizard';
import { Bidi } from '../../../../components/bidi';
import { FactGrid } from '../../../../components/record/fact-grid';
import { formatCurrency } from '../../../../lib/format/intl';
import { localized } from '../../../../lib/i18n/localized';
import { toLanguage } from '../../../../lib/i18n/language';
import { candidateOfVisa, type EmployerValues, type EmploymentDraftData } from '../employment-draft';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
    <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

/** The employer's details as the summary lists them. */
const employerDetails = (employer: EmployerValues | EmploymentRequestSubmit['employer'], t: TFunction) =>
  [
    [
      t('employmentWizard.employer.nameAr'),
      <bdi key="ar" dir="rtl" lang="ar">
        {employer.nameAr}
      </bdi>,
    ],
    [
      t('employmentWizard.employer.nameEn'),
      <bdi key="en" dir="ltr" lang="en">
        {employer.nameEn}
      </bdi>,
    ],
    [t('employmentWizard.employer.mobile'), <Bidi key="mobile">{employer.mobile}</Bidi>],
    [t('employmentWizard.employer.city'), t(`employmentWizard.cities.${employer.city}`)],
    [t('employmentWizard.employer.address'), <Bidi key="address">{employer.address}</Bidi>],
  ] satisfies [string, ReactNode][];

/** The e-contract to be sent, in the current language: employer, terms, each visa with its candidate. */
export const ContractSummary = ({
  data,
  body,
}: {
  data: EmploymentDraftData;
  body: EmploymentRequestSubmit;
}) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { terms } = body;
  // What the draft shows of the employer: a registered one's saved details, when the office may see them.
  const employer = data.employer ?? { ...body.employer, registered: false };
  const detailsShown = !employer.registered || employer.nameEn !== '';
  return (
    <>
      <Section title={t('employmentWizard.contract.employer')}>
        {detailsShown ? null : (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('employers.lookup.registeredElsewhere')}
          </Typography>
        )}
        <FactGrid
          items={[
            [t('employmentWizard.employer.nationalId'), <Bidi key="id">{employer.nationalId}</Bidi>],
            ...(detailsShown ? employerDetails(employer, t) : []),
          ]}
        />
      </Section>
      <Section title={t('employmentWizard.contract.terms')}>
        <FactGrid
          items={[
            [t('employmentWizard.terms.monthlySalary'), formatCurrency(terms.monthlySalary, language)],
            [t('employmentWizard.terms.recruitmentFee'), formatCurrency(terms.recruitmentFee, language)],
            [
              t('employmentWizard.terms.durationMonths'),
              t('employmentWizard.contract.months', { count: terms.durationMonths }),
            ],
            [
              t('employmentWizard.terms.probationDays'),
              t('employmentWizard.contract.days', { count: terms.probationDays }),
            ],
          ]}
        />
      </Section>
      <Section title={t('employmentWizard.contract.requests')}>
        <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Table size="small" aria-label={t('employmentWizard.contract.requestsLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('employmentWizard.visa.number')}</TableCell>
                <TableCell>{t('employmentWizard.visa.country')}</TableCell>
                <TableCell>{t('employmentWizard.visa.gender')}</TableCell>
                <TableCell>{t('employmentWizard.visa.career')}</TableCell>
                <TableCell>{t('employmentWizard.contract.candidate')}</TableCell>
                <TableCell>{t('employmentWizard.contract.passport')}</TableCell>
                <TableCell>{t('employmentWizard.contract.agency')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.visas.map((visa) => {
                const candidate = candidateOfVisa(data, visa.id);
                return (
                  <TableRow key={visa.id}>
                    <TableCell>
                      <Bidi>{visa.number}</Bidi>
                    </TableCell>
                    <TableCell>
                      {visa.countryName ? localized(visa.countryName, language) : visa.country}
                    </TableCell>
                    <TableCell>{t(`employmentWizard.genders.${visa.gender}`)}</TableCell>
                    <TableCell>{visa.jobName ? localized(visa.jobName, language) : visa.career}</TableCell>
                    <TableCell>
                      <Bidi>{candidate ? localized(candidate.name, language) : ''}</Bidi>
                    </TableCell>
                    <TableCell>
                      <Bidi>{candidate?.passportNumber ?? ''}</Bidi>
                    </TableCell>
                    <TableCell>{candidate?.agency ? localized(candidate.agency, language) : ''}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Section>
    </>
  );
};
