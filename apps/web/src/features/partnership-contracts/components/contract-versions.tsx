import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import { Skeleton } from '../../../components/skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContractVersion } from '@portal/contracts/partnership-contracts/schemas';
import { formatDateTime } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { localized } from '../../../lib/i18n/localized';
import { downloadContractPdf, downloadVersionPdf } from '../api/download-pdf';
import { useContractVersions } from '../api/list-versions';
import { PdfButtons } from '../../../components/pdf-buttons';

const fileName = (base: string, language: string) => `${base}-${language}.pdf`;

const Version = ({ version, contractId }: { version: ContractVersion; contractId: number }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const titleId = useId();
  return (
    <ListItem divider sx={{ display: 'block' }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('partnershipContracts.versions.version', { number: version.termsVersion })}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t('partnershipContracts.versions.approved', {
          date: formatDateTime(version.approvedAt, language),
          name: localized(version.approvedBy.name, language),
        })}
      </Typography>
      <PdfButtons
        texts="partnershipContracts.pdf"
        describedBy={titleId}
        download={(pdfLanguage) =>
          downloadVersionPdf(
            version.id,
            pdfLanguage,
            fileName(`partnership-contract-${contractId}-v${version.termsVersion}`, pdfLanguage),
          )
        }
      />
    </ListItem>
  );
};

/** The current contract's PDF and every approved version with its stored PDF, newest first. */
export const ContractVersions = ({ contractId }: { contractId: number }) => {
  const { t } = useTranslation();
  const versions = useContractVersions(contractId);
  const currentId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="contract-versions-title" sx={{ p: 2 }}>
      <Typography id="contract-versions-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('partnershipContracts.versions.title')}
      </Typography>
      <Stack spacing={1} sx={{ mb: 1 }}>
        <Typography id={currentId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('partnershipContracts.pdf.current')}
        </Typography>
        <PdfButtons
          texts="partnershipContracts.pdf"
          describedBy={currentId}
          download={(language) =>
            downloadContractPdf(
              contractId,
              language,
              fileName(`partnership-contract-${contractId}`, language),
            )
          }
        />
      </Stack>
      {versions.isPending ? <Skeleton variant="rectangular" height={48} /> : null}
      {versions.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void versions.refetch()}>
              {t('partnershipContracts.retry')}
            </Button>
          }
        >
          {t('partnershipContracts.versions.loadFailed')}
        </Alert>
      ) : null}
      {versions.data?.length === 0 ? (
        <Typography color="textSecondary">{t('partnershipContracts.versions.empty')}</Typography>
      ) : null}
      {versions.data && versions.data.length > 0 ? (
        <List dense aria-labelledby="contract-versions-title">
          {versions.data.map((version) => (
            <Version key={version.id} version={version} contractId={contractId} />
          ))}
        </List>
      ) : null}
    </Paper>
  );
};
