import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { LinkDialog } from './link-dialog';

type Tool = { id: string; icon: ReactNode; active?: boolean; disabled?: boolean; run: () => void };

/**
 * The editor's buttons, one ARIA toolbar: Tab reaches it once, arrow keys (mirrored in Arabic by
 * the browser's direction), Home and End move between buttons; each button says whether it is on.
 */
export const RichTextToolbar = ({
  editor,
  label,
  disabled,
}: {
  editor: Editor;
  label: string;
  disabled?: boolean;
}) => {
  const { t } = useTranslation();
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      href: String(current.getAttributes('link').href ?? ''),
    }),
  });
  const chain = () => editor.chain().focus();
  const tools: Tool[] = [
    { id: 'bold', icon: <FormatBoldIcon />, active: state.bold, run: () => chain().toggleBold().run() },
    {
      id: 'italic',
      icon: <FormatItalicIcon />,
      active: state.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      id: 'bulletList',
      icon: <FormatListBulletedIcon />,
      active: state.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      id: 'orderedList',
      icon: <FormatListNumberedIcon />,
      active: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    { id: 'link', icon: <InsertLinkIcon />, active: state.link, run: () => setLinkOpen(true) },
    {
      id: 'unlink',
      icon: <LinkOffIcon />,
      disabled: !state.link,
      run: () => chain().extendMarkRange('link').unsetLink().run(),
    },
  ];
  const move = (event: KeyboardEvent) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tools.length - 1
          : step === undefined
            ? null
            : focusIndex + step;
    if (target === null) return;
    event.preventDefault();
    let next = (target + tools.length) % tools.length;
    // Skip switched-off buttons (e.g. "remove link" outside a link), they cannot take focus.
    const direction = step ?? (event.key === 'End' ? -1 : 1);
    while (tools[next]?.disabled && next !== focusIndex)
      next = (next + direction + tools.length) % tools.length;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };
  return (
    <Box role="toolbar" aria-label={label} onKeyDown={move} sx={{ display: 'flex', gap: 0.5, mb: 0.5 }}>
      {tools.map((tool, index) => {
        const name = t(`announcements.editor.${tool.id}`);
        return (
          <Tooltip key={tool.id} title={name}>
            <span>
              <IconButton
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                size="small"
                aria-label={name}
                aria-pressed={tool.id === 'unlink' ? undefined : Boolean(tool.active)}
                tabIndex={index === focusIndex ? 0 : -1}
                disabled={disabled || tool.disabled}
                color={tool.active ? 'primary' : 'default'}
                onFocus={() => setFocusIndex(index)}
                onClick={tool.run}
              >
                {tool.icon}
              </IconButton>
            </span>
          </Tooltip>
        );
      })}
      {linkOpen ? (
        <LinkDialog
          initial={state.href}
          onClose={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
          onApply={(href) => {
            setLinkOpen(false);
            // Without selected text the address itself becomes the link's text.
            if (editor.state.selection.empty && !state.link)
              chain()
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            else chain().extendMarkRange('link').setLink({ href }).run();
          }}
        />
      ) : null}
    </Box>
  );
};
