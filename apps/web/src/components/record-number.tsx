import { Fragment, type ReactNode } from 'react';

/**
 * A record number (`PC-0000010`, `ER-0000004`, a visa or contract number) inside Arabic or English
 * text: isolated left to right, so its parts keep their order in an Arabic line, and never broken
 * at the hyphen.
 */
export const RecordNumber = ({ value }: { value: string | number | null | undefined }) =>
  value === null || value === undefined || value === '' ? null : (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {value}
    </bdi>
  );

/** Stands for the number in a translated text until `withRecordNumber` puts the isolated number there. */
export const NUMBER_SLOT = '\u0000number\u0000';

/**
 * A translated text with a record number in it (a page title: `t('…title', { number: NUMBER_SLOT })`)
 * with the number isolated by `RecordNumber`.
 */
export const withRecordNumber = (text: string, value: string | number): ReactNode => {
  const parts = text.split(NUMBER_SLOT);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? <RecordNumber value={value} /> : null}
    </Fragment>
  ));
};
