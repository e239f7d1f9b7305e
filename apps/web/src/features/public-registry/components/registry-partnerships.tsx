import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RegistryPartnership } from '@portal/contracts/public-registry';
import { DateText } from '../../../components/date-text';
import { toLanguage } from '../../../lib/i18n/language';
import { localName } from './local-name';

/** The partnership contracts in force: the partner organisation (linked when listed), its country, since when. */
export const RegistryPartnerships = ({ partnerships }: { partnerships: readonly RegistryPartnership[] }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  if (partnerships.length === 0)
    return <Typography>{t('publicRegistry.organization.partnershipsEmpty')}</Typography>;
  return (
    <Box
      role="region"
      aria-label={t('publicRegistry.organization.partnershipsTable')}
      tabIndex={0}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            {(['counterparty', 'kind', 'country', 'since'] as const).map((column) => (
              <TableCell key={column} component="th" scope="col" sx={{ fontWeight: 600 }}>
                {t(
                  column === 'counterparty' || column === 'since'
                    ? `publicRegistry.organization.${column}`
                    : `publicRegistry.columns.${column}`,
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {partnerships.map(({ counterparty, since }, index) => {
            const name = <bdi dir="auto">{localName(counterparty.name, language)}</bdi>;
            return (
              <TableRow key={`${counterparty.id}-${since}-${index}`}>
                <TableCell component="th" scope="row">
                  {counterparty.listed ? (
                    <Link component={RouterLink} to={`/registry/${counterparty.id}`}>
                      {name}
                    </Link>
                  ) : (
                    name
                  )}
                </TableCell>
                <TableCell>{t(`publicRegistry.kind.${counterparty.kind}`)}</TableCell>
                <TableCell>
                  {counterparty.country
                    ? localName(counterparty.country.name, language)
                    : t('publicRegistry.organization.none')}
                </TableCell>
                <TableCell>
                  <DateText value={since} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
};
