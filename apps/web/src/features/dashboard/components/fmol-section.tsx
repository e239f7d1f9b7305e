import { useTranslation } from 'react-i18next';
import type { FmolStatistics } from '@portal/contracts/dashboard';
import { localized } from '../../../lib/i18n/localized';
import { ChartWithTable } from './chart-with-table';
import { useCount } from './use-count';

const SERIES = ['requests', 'contracts', 'cancelledRequests', 'cancelledContracts'] as const;

/** The FMOL's country's agencies (flag fmolStatistics): a grouped bar chart and the full table. */
export const FmolFigures = ({ statistics }: { statistics: FmolStatistics }) => {
  const { t, i18n } = useTranslation();
  const count = useCount();
  const name = (agency: FmolStatistics['agencies'][number]) => localized(agency.agency.name, i18n.language);
  return (
    <ChartWithTable
      chart={{
        horizontal: true,
        series: SERIES.map((key) => ({ key, label: t(`dashboard.fmol.${key}`) })),
        data: statistics.agencies.map((agency) => ({
          label: name(agency),
          ...Object.fromEntries(SERIES.map((key) => [key, agency[key]])),
        })),
      }}
      table={{
        caption: t('dashboard.fmol.caption'),
        columns: [
          t('dashboard.fmol.agency'),
          t('dashboard.fmol.contracts'),
          t('dashboard.fmol.activeContracts'),
          t('dashboard.fmol.requests'),
          t('dashboard.fmol.averageAnswer'),
          t('dashboard.fmol.cancelledRequests'),
          t('dashboard.fmol.cancelledContracts'),
        ],
        rows: statistics.agencies.map((agency) => ({
          id: String(agency.agency.id),
          cells: [
            <bdi key="agency">{name(agency)}</bdi>,
            count(agency.contracts),
            count(agency.activeContracts),
            count(agency.requests),
            agency.averageAnswerHours === null
              ? t('dashboard.fmol.noAnswers')
              : t('dashboard.fmol.hours', {
                  hours: count(agency.averageAnswerHours, { maximumFractionDigits: 1 }),
                }),
            count(agency.cancelledRequests),
            count(agency.cancelledContracts),
          ],
        })),
      }}
    />
  );
};
