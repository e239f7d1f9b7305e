import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { arrivalInputSchema, arrivalRefusalOf } from '@portal/contracts/booking';
import { todayInKingdom } from '@portal/contracts/constants';
import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import { DateField } from '../../../components/form/date-field';
import { FormDialog } from '../../../components/form/form-dialog';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { showAlert } from '../../../lib/alerts/alert-store';
import { handleError } from '../../../lib/error-handler';
import { recordArrival, useFlightBooking } from '../api/flight-booking-api';

/** The contract's day, held against the rule the API applies (once it is a day at all). */
const arrivalSchema = (departureAt: string | null) =>
  arrivalInputSchema.superRefine(({ arrivedOn }, context) => {
    if (context.issues.length > 0) return;
    const refusal = arrivalRefusalOf(arrivedOn, departureAt);
    if (refusal) context.addIssue({ code: 'custom', message: refusal, path: ['arrivedOn'] });
  });

/**
 * "Worker arrived": asks the day the worker arrived (today by default), not before the booked
 * flight's departure nor after today (`arrivalRefusalOf`, the rule the API applies, said as soon
 * as the day breaks it), then records it. The API's refusal shows in the dialog; a 409 (the
 * request moved on meanwhile) closes it with the server's message, and the request is read again.
 */
export const ArrivalDialog = ({
  request,
  onClose,
}: {
  request: EmploymentRequest;
  onClose: (done: boolean) => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const flight = useFlightBooking(request.id, true);
  const [arrivedOn, setArrivedOn] = useState(todayInKingdom());
  const form = useDialogForm({
    onConflict: (error) => {
      handleError(error);
      onClose(true);
    },
  });
  const departureAt = flight.data?.departureAt ?? null;
  // The rule's refusal of a day is said at once; a malformed day after a submit.
  const day = arrivalInputSchema.safeParse({ arrivedOn });
  const refusal = day.success ? arrivalRefusalOf(day.data.arrivedOn, departureAt) : null;

  const submit = async () => {
    const saved = await form.submit(arrivalSchema(departureAt), { arrivedOn }, (body) =>
      recordArrival(request.id, body),
    );
    if (saved) {
      showAlert({ type: 'success', message: t('employmentRequests.actions.arrive.done') });
      onClose(true);
    }
  };

  return (
    <FormDialog
      id={id}
      open
      title={t('employmentRequests.actions.arrive.label')}
      intro={t('employmentRequests.actions.arrive.confirm')}
      submitLabel={t('employmentRequests.actions.arrive.label')}
      form={form}
      onClose={() => onClose(false)}
      onSubmit={() => void submit()}
    >
      <DateField
        id={`${id}-arrived-on`}
        name="arrivedOn"
        label={t('booking.arrival.day')}
        value={arrivedOn}
        required
        fullWidth
        onChange={(value) => {
          setArrivedOn(value);
          // What was said of the previous day no longer holds.
          form.reset();
        }}
        errorText={refusal ? t(refusal) : form.errors.arrivedOn}
        hint={t('booking.arrival.hint')}
      />
    </FormDialog>
  );
};
