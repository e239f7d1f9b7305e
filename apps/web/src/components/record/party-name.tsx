import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { localized } from '../../lib/i18n/localized';

/** An office or agency of a record: its name and, below, its licence number if it has one. */
export const PartyName = ({
  party,
  licenseText,
}: {
  party: { name: { ar: string; en: string }; licenseNumber: string | null };
  /** The feature's text of the licence line (it takes `number`). */
  licenseText: string;
}) => {
  const { t, i18n } = useTranslation();
  return (
    <>
      <bdi dir="auto">{localized(party.name, i18n.language)}</bdi>
      {party.licenseNumber ? (
        <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
          {t(licenseText, { number: party.licenseNumber })}
        </Typography>
      ) : null}
    </>
  );
};
