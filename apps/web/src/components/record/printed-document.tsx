import Box from '@mui/material/Box';
import { Skeleton } from '../skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { DOCUMENT_FRAME_SIZE } from '../document-frame-size';
import { isApiError } from '../../lib/api-error';
import { RetryAlert } from './retry-alert';

export type PrintedDocumentTexts = {
  /** Said (politely, as a status) while the document loads. */
  loading: string;
  /** The error when the API gives no message of its own. */
  failed: string;
  retry: string;
  /** The frame's accessible name. */
  frameTitle: string;
};

/**
 * A document as the API prints it (`html`, the answer of `query`): a placeholder of the frame's
 * size while it loads, the API's refusal (or `failed`) with a retry, else the HTML in a sandboxed
 * frame (no scripts, no same-origin access), so nothing in it can act on the portal.
 */
export const PrintedDocument = ({
  query,
  html,
  texts,
}: {
  query: UseQueryResult<unknown>;
  html: string | undefined;
  texts: PrintedDocumentTexts;
}) => {
  if (query.isPending)
    return (
      <Box role="status" aria-live="polite">
        <Typography variant="body2" sx={{ mb: 1 }}>
          {texts.loading}
        </Typography>
        <Skeleton variant="rectangular" sx={DOCUMENT_FRAME_SIZE} />
      </Box>
    );
  if (query.isError)
    return (
      <RetryAlert retry={texts.retry} onRetry={query.refetch}>
        {isApiError(query.error) && query.error.body?.message ? query.error.body.message : texts.failed}
      </RetryAlert>
    );
  return (
    <Box
      component="iframe"
      title={texts.frameTitle}
      sandbox=""
      srcDoc={html}
      sx={{ width: '100%', ...DOCUMENT_FRAME_SIZE, border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
  );
};
