import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import HelpIcon from '@mui/icons-material/HelpOutlineOutlined';
import type { VerifiedDocument, VerifyResponse, VerifyResult } from '@portal/contracts/verify';
import { Bidi } from '../../../components/bidi';
import { LabelValue, LabelValueList } from '../../../components/label-value-list';
import { formatDateForReading } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';

const LOOK: Record<VerifyResult, { colour: string; background: string; Icon: typeof CheckCircleIcon }> = {
  // MUI's light alert backgrounds: the text on them stays text.primary (contrast), the mark and edge carry the colour.
  valid: { colour: 'success.dark', background: '#edf7ed', Icon: CheckCircleIcon },
  superseded: { colour: 'warning.dark', background: '#fff4e5', Icon: HistoryIcon },
  cancelled: { colour: 'error.dark', background: '#fdeded', Icon: CancelIcon },
  unknown: { colour: 'grey.700', background: '#f5f5f5', Icon: HelpIcon },
};

/** The one-line verdict (valid, superseded with the current version's date, cancelled with its date, unknown). */
export const ResultVerdict = ({ answer }: { answer: VerifyResponse }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { colour, background, Icon } = LOOK[answer.result];
  const date = (value: string | undefined) => formatDateForReading(value, language);
  const text = {
    valid: t('verify.result.valid.text'),
    superseded: t('verify.result.superseded.text', {
      version: answer.current?.version ?? '',
      date: date(answer.current?.approvedAt),
    }),
    cancelled: t('verify.result.cancelled.text', { date: date(answer.cancelledAt) }),
    unknown: t('verify.result.unknown.text'),
  }[answer.result];
  return (
    <Box
      data-result={answer.result}
      sx={{
        display: 'flex',
        gap: 2,
        p: 2,
        borderRadius: 1,
        bgcolor: background,
        borderInlineStart: 6,
        borderColor: colour,
      }}
    >
      <Icon sx={{ color: colour, fontSize: 36 }} aria-hidden />
      <Box>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
          {t(`verify.result.${answer.result}.title`)}
        </Typography>
        <Typography component="p">{text}</Typography>
      </Box>
    </Box>
  );
};

/** What the document is: organisations, numbers, dates and statuses only, never a person (issue 25). */
export const DocumentDetails = ({ document }: { document: VerifiedDocument }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const date = (value: string | null) => formatDateForReading(value, language);
  const nameOf = (name: { ar: string; en: string }) =>
    language === 'ar-SA' ? name.ar || name.en : name.en || name.ar;
  return (
    <Box component="section" aria-labelledby="verify-details-title" sx={{ mt: 3 }}>
      <Typography id="verify-details-title" variant="h2" gutterBottom>
        {t('verify.details.title')}
      </Typography>
      <LabelValueList>
        <LabelValue label={t('verify.details.kind')}>{t(`verify.kind.${document.kind}`)}</LabelValue>
        <LabelValue label={t('verify.details.number')}>
          <Bidi>{document.number}</Bidi>
        </LabelValue>
        <LabelValue label={t('verify.details.version')}>{document.version}</LabelValue>
        <LabelValue label={t('verify.details.language')}>
          {t(`language.names.${document.language}`)}
        </LabelValue>
        <LabelValue label={t('verify.details.approvedAt')}>{date(document.approvedAt)}</LabelValue>
        <LabelValue label={t('verify.details.status')}>
          {t(`verify.status.${document.kind}.${document.status}`, { defaultValue: document.status })}
        </LabelValue>
        {document.validFrom ? (
          <LabelValue label={t('verify.details.validFrom')}>{date(document.validFrom)}</LabelValue>
        ) : null}
        {document.validTo ? (
          <LabelValue label={t('verify.details.validTo')}>{date(document.validTo)}</LabelValue>
        ) : null}
        {document.parties.length > 0 ? (
          <LabelValue label={t('verify.details.parties')}>
            <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
              {document.parties.map((party) => (
                <li key={`${party.role}-${party.name.en}`}>
                  {t(`verify.role.${party.role}`)}: <Bidi>{nameOf(party.name)}</Bidi>
                </li>
              ))}
            </Box>
          </LabelValue>
        ) : null}
      </LabelValueList>
    </Box>
  );
};
