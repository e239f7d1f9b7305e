import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The year, month (and day) sections of the date field labelled `label`, once its picker loaded. */
export const dateSections = async (label: RegExp | string): Promise<HTMLElement[]> =>
  waitFor(
    () => {
      // Looked up afresh each time: the picker replaces the plain field it loads behind.
      const field = screen.getByText(label, { selector: 'label' }).parentElement as HTMLElement;
      return within(field).getAllByRole('spinbutton');
    },
    { timeout: 15_000 },
  );

/** Types a date into a DateField the way a person does: digits only, from the year on. */
export const typeDate = async (label: RegExp | string, isoDate: string): Promise<void> => {
  const [year] = await dateSections(label);
  await userEvent.click(year!);
  await userEvent.keyboard(isoDate.replaceAll('-', ''));
};
