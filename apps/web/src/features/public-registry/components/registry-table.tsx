import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { RegistryEntry } from '@portal/contracts/public-registry';
import { DateText } from '../../../components/date-text';
import { tableBodyCellsSx } from '../../../components/table-body-cells';
import { toLanguage } from '../../../lib/i18n/language';
import { localName } from './local-name';
import { RegistryStatusChip } from './registry-status-chip';

const COLUMNS = ['name', 'licenseNumber', 'licenseValidUntil', 'country', 'city', 'status'] as const;

/** The rows as plain elements under one style (decision 0092), the organisation's kind under its name. */
const rowsSx = [
  tableBodyCellsSx({}),
  { '& .registry-kind': { display: 'block', color: 'text.secondary', fontSize: '0.8125rem' } },
] as const;

/** The results: each organisation's name (a link to its page), licence, country, city and status. */
export const RegistryTable = ({ items }: { items: readonly RegistryEntry[] }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const none = t('publicRegistry.organization.none');
  return (
    // A table wider than its box scrolls: a named region the keyboard reaches (decision 0050).
    <Box
      role="region"
      aria-label={t('publicRegistry.results.tableLabel')}
      tabIndex={0}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} component="th" scope="col" sx={{ fontWeight: 600 }}>
                {t(`publicRegistry.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody sx={rowsSx}>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                <Link component={RouterLink} to={`/registry/${item.id}`}>
                  <bdi dir="auto">{localName(item.name, language)}</bdi>
                </Link>
                <span className="registry-kind">{t(`publicRegistry.kind.${item.kind}`)}</span>
              </th>
              <td>
                <bdi dir="ltr">{item.licenseNumber}</bdi>
              </td>
              <td>{item.licenseValidUntil ? <DateText value={item.licenseValidUntil} /> : none}</td>
              <td>{item.country ? localName(item.country.name, language) : none}</td>
              <td>{item.city ? <bdi dir="auto">{item.city}</bdi> : none}</td>
              <td>
                <RegistryStatusChip status={item.status} />
              </td>
            </tr>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
