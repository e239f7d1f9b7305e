import { useEffect } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { RichTextToolbar } from './rich-text-toolbar';
import { announcementExtensions, htmlOrEmpty } from './rich-text-extensions';

type RichTextEditorProps = {
  id: string;
  /** The field's visible label (element id `${id}-label`, which names the editor). */
  label: string;
  toolbarLabel: string;
  /** The allowed HTML subset; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  dir: 'rtl' | 'ltr';
  required?: boolean;
  disabled?: boolean;
  error?: string;
  hint: string;
};

/** A rich-text field (tiptap) producing only the HTML the API keeps, labelled and keyboard usable. */
export const RichTextEditor = (props: RichTextEditorProps) => {
  const { id, label, value, onChange, onBlur, dir, required, disabled, error, hint } = props;
  const helperId = `${id}-helper`;
  const editor = useEditor({
    extensions: announcementExtensions,
    content: value,
    editable: !disabled,
    onUpdate: ({ editor: current }) => onChange(htmlOrEmpty(current.getHTML(), current.isEmpty)),
    onBlur: () => onBlur?.(),
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        'aria-describedby': helperId,
        'aria-required': String(Boolean(required)),
        'aria-invalid': String(Boolean(error)),
        dir,
      },
    },
  });
  // A value from outside (a form reset) replaces the content; the editor's own edits do not. An
  // editor made by a render React set aside is destroyed, and one made for it follows: a destroyed
  // editor has no schema to read its HTML with.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== htmlOrEmpty(editor.getHTML(), editor.isEmpty))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);
  return (
    <Box>
      <Box
        id={`${id}-label`}
        onClick={() => editor?.commands.focus()}
        sx={{ display: 'block', mb: 0.5, color: error ? 'error.main' : 'text.secondary', fontSize: 14 }}
      >
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Box>
      {editor ? <RichTextToolbar editor={editor} label={props.toolbarLabel} disabled={disabled} /> : null}
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'grey.500',
          borderRadius: 1,
          px: 1.5,
          '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
          '& .ProseMirror': { minHeight: 96, py: 1, outline: 'none' },
          '& .ProseMirror p': { my: 0.5 },
          '& .ProseMirror ul, & .ProseMirror ol': { my: 0.5, ps: 3 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      <FormHelperText id={helperId} error={Boolean(error)}>
        {error ?? hint}
      </FormHelperText>
    </Box>
  );
};
