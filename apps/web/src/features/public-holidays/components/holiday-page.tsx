import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PublicHoliday } from '@portal/contracts/public-holidays';
import { LookupRecordPage } from '../../../components/lookup/lookup-record-page';
import { usePublicHoliday } from '../api/holidays-api';
import { HolidayForm } from './holiday-form';
import { useDeleteHoliday, useHolidayLabels, useHolidayName } from './holiday-labels';

/** `/admin/public-holidays/{id}`: the holiday (editable with LOOKUP WRITE), its Hijri date and history. */
export const HolidayPage = () => {
  const { t } = useTranslation();
  const nameOf = useHolidayName();
  const deleteHoliday = useDeleteHoliday();
  return (
    <LookupRecordPage<PublicHoliday, ReturnType<typeof useHolidayLabels>>
      useRecord={usePublicHoliday}
      useLabels={useHolidayLabels}
      notFoundKey="publicHolidays.notFound"
      writeRoute="admin.publicHolidayAdd"
      entityType="publicHoliday"
      title={nameOf}
      actions={(holiday) => (
        <Button variant="outlined" color="error" onClick={() => void deleteHoliday(holiday, true)}>
          {t('publicHolidays.delete')}
        </Button>
      )}
      summary={(holiday, labels) => (
        <Typography sx={{ mb: 2 }}>
          <bdi dir="ltr">{holiday.day}</bdi> · <bdi dir="auto">{labels.hijriOf(holiday.day)}</bdi>
        </Typography>
      )}
      form={(holiday, readOnly) => <HolidayForm holiday={holiday} readOnly={readOnly} />}
    />
  );
};
