import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { WizardVisa } from '@portal/contracts/employment-requests/wizard';
import { Bidi } from '../../../../components/bidi';
import { DateText } from '../../../../components/date-text';
import { localized } from '../../../../lib/i18n/localized';
import { toLanguage } from '../../../../lib/i18n/language';

type VisaTableProps = {
  visas: WizardVisa[];
  chosen: number[];
  onChange: (chosen: number[]) => void;
};

/** The employer's available visas, one checkbox each (and one for all): country, gender, career, dates. */
export const VisaTable = ({ visas, chosen, onChange }: VisaTableProps) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const all = visas.length > 0 && visas.every((visa) => chosen.includes(visa.id));
  const some = visas.some((visa) => chosen.includes(visa.id));
  const toggle = (id: number) =>
    onChange(chosen.includes(id) ? chosen.filter((item) => item !== id) : [...chosen, id]);
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={t('employmentWizard.visa.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={all}
                indeterminate={some && !all}
                onChange={() => onChange(all ? [] : visas.map((visa) => visa.id))}
                slotProps={{ input: { 'aria-label': t('employmentWizard.visa.chooseAll') } }}
              />
            </TableCell>
            <TableCell>{t('employmentWizard.visa.number')}</TableCell>
            <TableCell>{t('employmentWizard.visa.country')}</TableCell>
            <TableCell>{t('employmentWizard.visa.gender')}</TableCell>
            <TableCell>{t('employmentWizard.visa.career')}</TableCell>
            <TableCell>{t('employmentWizard.visa.issueDate')}</TableCell>
            <TableCell>{t('employmentWizard.visa.expiryDate')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visas.map((visa) => (
            <TableRow key={visa.id} hover selected={chosen.includes(visa.id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={chosen.includes(visa.id)}
                  onChange={() => toggle(visa.id)}
                  slotProps={{
                    input: { 'aria-label': t('employmentWizard.visa.choose', { number: visa.number }) },
                  }}
                />
              </TableCell>
              <TableCell>
                <Bidi>{visa.number}</Bidi>
              </TableCell>
              <TableCell>{localized(visa.country.name, language)}</TableCell>
              <TableCell>{t(`employmentWizard.genders.${visa.gender}`)}</TableCell>
              <TableCell>{localized(visa.job.name, language)}</TableCell>
              <TableCell>
                <DateText value={visa.issueDate} />
              </TableCell>
              <TableCell>
                <DateText value={visa.expiryDate} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
