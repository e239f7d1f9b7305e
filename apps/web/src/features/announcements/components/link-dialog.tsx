import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { isSafeHref } from './rich-text-extensions';

type LinkDialogProps = {
  initial: string;
  onApply: (href: string) => void;
  onClose: () => void;
};

/** Asks for a link's address: http(s) or mailto, as the server keeps. Rendered only while open. */
export const LinkDialog = ({ initial, onApply, onClose }: LinkDialogProps) => {
  const { t } = useTranslation();
  const [href, setHref] = useState(initial);
  const [error, setError] = useState(false);
  const apply = () => {
    if (!isSafeHref(href)) {
      setError(true);
      return;
    }
    onApply(href.trim());
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="link-dialog-title">
      <DialogTitle id="link-dialog-title">{t('announcements.editor.linkTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          id="link-dialog-href"
          label={t('announcements.editor.linkAddress')}
          type="url"
          value={href}
          autoFocus
          fullWidth
          margin="dense"
          error={error}
          helperText={t(error ? 'announcements.editor.linkInvalid' : 'announcements.editor.linkHint')}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={apply}>
          {t('announcements.editor.linkApply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
