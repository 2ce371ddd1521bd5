import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { richTextExtensions } from "./rich-text-extensions";
import { RichTextLinkForm } from "./rich-text-link-form";
import { cleanPastedHtml, needsSourceMode } from "./rich-text-markup";
import { RichTextToolbar, type ToolbarButton } from "./rich-text-toolbar";

export type RichTextEditorProps = {
  /** The field's textarea: the editor starts from its value and writes every change back to it. */
  textarea: RefObject<HTMLTextAreaElement>;
  /** The id the editable area gets (the field's label focuses it). */
  editableId: string;
  labelId: string;
  describedBy: string | undefined;
  required: boolean;
  invalid: boolean;
  /** The HTML source (the textarea) is shown instead of the editable area. */
  source: boolean;
  onSourceChange: (source: boolean) => void;
  onChange: (html: string) => void;
  onReady: () => void;
};

/** What the textarea holds: an empty editor is an empty field (so "required" still means something). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

/**
 * The WYSIWYG editor (TipTap, ADR 021) over a rich-text field's textarea. Its own lazy chunk:
 * only an editor who opens a rich-text field downloads it.
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation("editor");
  const [linking, setLinking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const latest = useRef(props);
  latest.current = props;

  const attributes: Record<string, string> = {
    id: props.editableId,
    role: "textbox",
    "aria-multiline": "true",
    class: "rich-text-editor__content",
    ...(props.source ? {} : { "aria-labelledby": props.labelId }),
    ...(props.describedBy ? { "aria-describedby": props.describedBy } : {}),
    ...(props.required ? { "aria-required": "true" } : {}),
    ...(props.invalid ? { "aria-invalid": "true" } : {}),
  };
  const editor = useEditor({
    extensions: richTextExtensions,
    immediatelyRender: true,
    editorProps: { attributes, transformPastedHTML: cleanPastedHtml },
    onUpdate: ({ editor }) => latest.current.onChange(htmlOf(editor)),
  });

  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  useEffect(() => {
    // useEditor destroys the editor it made in render when its component has not mounted 1 ms
    // later (a busy browser), and makes another: only a live editor is filled.
    if (!editor || editor.isDestroyed) return;
    const { textarea, onReady, onSourceChange } = latest.current;
    const html = textarea.current?.value ?? "";
    const hadFocus = textarea.current !== null && document.activeElement === textarea.current;
    // Read here, not at creation: when the chunk is already loaded the editor renders before
    // the textarea below it is attached. The textarea may also hold text typed before the chunk came.
    editor.commands.setContent(html, { emitUpdate: false });
    if (needsSourceMode(html)) {
      onSourceChange(true);
      setNotice(t("richText.sourceOnly"));
    } else if (hadFocus) {
      editor.commands.focus("end");
    }
    onReady();
  }, [editor, t]);

  const active = useEditorState({
    editor,
    selector: ({ editor }) =>
      editor && {
        bold: editor.isActive("bold"),
        italic: editor.isActive("italic"),
        h2: editor.isActive("heading", { level: 2 }),
        h3: editor.isActive("heading", { level: 3 }),
        bulletList: editor.isActive("bulletList"),
        orderedList: editor.isActive("orderedList"),
        link: editor.isActive("link"),
        href: String(editor.getAttributes("link").href ?? ""),
      },
  });
  if (!editor || editor.isDestroyed || !active) return null;

  function toggleSource() {
    if (!editor) return;
    if (props.source) {
      const html = props.textarea.current?.value ?? "";
      if (needsSourceMode(html)) return setNotice(t("richText.sourceOnly"));
      editor.commands.setContent(html); // parsed by the schema, and written back cleaned
      props.onChange(htmlOf(editor));
    }
    setNotice(null);
    setLinking(false);
    props.onSourceChange(!props.source);
  }

  function applyLink(href: string) {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange("link").setLink({ href }).run();
    }
    setLinking(false);
  }

  const format = (id: string, glyph: string, pressed: boolean, run: (editor: Editor) => void): ToolbarButton => ({
    id,
    label: t(`richText.${id}`),
    glyph,
    pressed,
    disabled: props.source,
    onPress: () => run(editor),
  });
  const buttons: ToolbarButton[] = [
    format("bold", "B", active.bold, (e) => e.chain().focus().toggleBold().run()),
    format("italic", "I", active.italic, (e) => e.chain().focus().toggleItalic().run()),
    format("heading2", "H2", active.h2, (e) => e.chain().focus().toggleHeading({ level: 2 }).run()),
    format("heading3", "H3", active.h3, (e) => e.chain().focus().toggleHeading({ level: 3 }).run()),
    format("bulletList", "•", active.bulletList, (e) => e.chain().focus().toggleBulletList().run()),
    format("orderedList", "1.", active.orderedList, (e) => e.chain().focus().toggleOrderedList().run()),
    format("link", "🔗", active.link || linking, () => setLinking(!linking)),
    { id: "source", label: t("richText.source"), glyph: "</>", pressed: props.source, onPress: toggleSource },
  ];

  return (
    <div className="rich-text-editor">
      <RichTextToolbar label={t("richText.toolbar")} controls={props.editableId} buttons={buttons} />
      {linking && !props.source ? (
        <RichTextLinkForm
          key={active.href}
          initialHref={active.href}
          onApply={applyLink}
          onRemove={active.link ? () => (editor.chain().focus().extendMarkRange("link").unsetLink().run(), setLinking(false)) : null}
          onClose={() => {
            setLinking(false);
            editor.commands.focus();
          }}
        />
      ) : null}
      {notice ? (
        <p className="field__hint" role="status">
          {notice}
        </p>
      ) : null}
      <div hidden={props.source}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
