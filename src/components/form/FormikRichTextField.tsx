import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { FormikProps } from 'formik';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isBlankHtml, sanitizeHtml } from '@/lib/html';
import { fieldError } from './fieldError';

/**
 * A rich text field bound to a formik form (docs/data-model.md `appInfo`): the Tiptap
 * editor with bold, italic, bulleted and numbered lists, headings by shortcut, undo and
 * redo. Stores HTML ('' when empty). The value is passed through DOMPurify
 * (src/lib/html.ts) before the editor reads it, and the editor's schema keeps only its
 * own elements: a `<script>` typed into it is text, and one stored by someone else
 * never runs. Shows the field's translated yup message once touched.
 * @param form the formik bag
 * @param name the field's name (a string of HTML)
 * @param label translated label
 * @param dir direction of the text (English ltr, Arabic rtl)
 */
export function FormikRichTextField<Values extends object>(props: {
  readonly form: FormikProps<Values>;
  readonly name: keyof Values & string;
  readonly label: string;
  readonly dir?: 'ltr' | 'rtl' | 'auto';
}) {
  const { t } = useTranslation();
  const { form, name, label } = props;
  const id = useId();
  const error = fieldError(form, name, t);
  const value = String((form.values as Record<string, unknown>)[name] ?? '');
  const written = useRef(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        heading: { levels: [2, 3] },
      }),
    ],
    content: sanitizeHtml(value),
    editorProps: {
      attributes: {
        'aria-labelledby': `${id}-label`,
        'aria-multiline': 'true',
        role: 'textbox',
        dir: props.dir ?? 'auto',
        class: 'rich-text-content',
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      written.current = isBlankHtml(html) ? '' : html;
      void form.setFieldValue(name, written.current);
    },
    onBlur: () => void form.setFieldTouched(name, true),
  });

  // A value set from outside (the record loaded, "Load the latest version").
  useEffect(() => {
    if (!editor || value === written.current) return;
    written.current = value;
    editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
    }),
  });

  const tool = (key: string, icon: ReactNode, run: () => void, pressed?: boolean) => (
    <IconButton
      key={key}
      size="small"
      aria-label={t(`richText.${key}`)}
      aria-pressed={pressed}
      color={pressed ? 'primary' : 'default'}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      {icon}
    </IconButton>
  );

  return (
    <FormControl fullWidth error={Boolean(error)} component="fieldset">
      <FormLabel id={`${id}-label`} component="legend" sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: 'primary.main' },
        }}
      >
        <Stack
          direction="row"
          spacing={0.5}
          role="toolbar"
          aria-label={t('richText.toolbar', { field: label })}
          sx={{ px: 0.5, py: 0.25, borderBottom: 1, borderColor: 'divider' }}
        >
          {tool(
            'bold',
            <FormatBold fontSize="small" />,
            () => editor?.chain().focus().toggleBold().run(),
            active?.bold,
          )}
          {tool(
            'italic',
            <FormatItalic fontSize="small" />,
            () => editor?.chain().focus().toggleItalic().run(),
            active?.italic,
          )}
          {tool(
            'bulletList',
            <FormatListBulleted fontSize="small" />,
            () => editor?.chain().focus().toggleBulletList().run(),
            active?.bullet,
          )}
          {tool(
            'orderedList',
            <FormatListNumbered fontSize="small" />,
            () => editor?.chain().focus().toggleOrderedList().run(),
            active?.ordered,
          )}
          {tool('undo', <Undo fontSize="small" />, () => editor?.chain().focus().undo().run())}
          {tool('redo', <Redo fontSize="small" />, () => editor?.chain().focus().redo().run())}
        </Stack>
        <Box
          sx={{
            px: 1.5,
            '& .rich-text-content': { minHeight: 96, outline: 'none', py: 1 },
            '& .rich-text-content p': { my: 0.5 },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
