import { RICH_TEXT_KIT } from '@three-act/contract/rich-text';
import Collaboration from '@tiptap/extension-collaboration';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { memo, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useUiT } from '../../lib/ui-words';
import { useErrorsT } from '../../lib/error-words';
import { isHttpUrl } from '../../lib/text';
import { GrowingBox } from './growing-box';
import { isOverLimit, LengthCount } from './length-count';
import { MentionEntries } from './mention-entries';
import { mentionByName } from './rich-text-mention';
import { LiveCarets, type LiveRichText } from './rich-text-live';
import { useMentionList, type Mentionable } from './use-mention';

interface RichTextEditorProps {
  label: string;
  hint?: ReactNode;
  /** What is wrong with the text (from the form's rules or the server), shown under the editor. */
  error?: string;
  /** Called with the editor's HTML, or '' when it holds no text. */
  onChange: (html: string) => void;
  /** The HTML the editor starts with (editing a saved description). */
  initialContent?: string;
  /** The most characters of HTML the server keeps: counted near it, marked past it, never cut (decision 168). */
  max?: number;
  /** "@" offers the story's characters and codex entries of the page's `MentionEntries` (decision 180). */
  mentions?: boolean;
  /** Shown, not edited (a critic's, decision 189): no toolbar, the text still selectable. */
  readOnly?: boolean;
  /**
   * Edited live (decision 192): the text is the shared fragment's, not `initialContent`, and the
   * others' carets show in it; `onChange` still reports the HTML (the page counts it, never saves
   * it). Fixed for the editor's life: a page switching modes gives the editor a new `key`.
   */
  live?: LiveRichText;
}

/** What the editor allows: the same on every page and in both modes (the server's schema for a live text). */
const starterKit = (undoRedo: boolean) =>
  StarterKit.configure({
    // The server reads and writes a live text with the same kit (decision 192).
    ...RICH_TEXT_KIT,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      // Only absolute http(s) links, the same rule as the server's sanitiser.
      isAllowedUri: (url) => isHttpUrl(url),
      HTMLAttributes: { rel: 'noopener nofollow', target: null },
    },
    // A live text's undo is the shared document's (Collaboration's): it undoes this writer's own changes only.
    ...(undoRedo ? {} : { undoRedo: false as const }),
  });

/** Made once (a new list each render would make tiptap set its options again). */
const EXTENSIONS = [starterKit(true)];

/** A live text's extensions: the shared fragment is the content, the others' carets are drawn in it. */
const liveExtensions = (live: LiveRichText) => [
  starterKit(false),
  Collaboration.configure({ fragment: live.fragment }),
  LiveCarets.configure({ awareness: live.awareness }),
];

/**
 * A small rich-text editor (TipTap) limited to what the server's sanitiser keeps: paragraphs,
 * bold, italic, lists, headings and http(s) links. The editable area is a labelled textbox.
 */
export const RichTextEditor = memo(function RichTextEditor({
  label,
  hint,
  error,
  onChange,
  initialContent,
  max,
  mentions = false,
  readOnly = false,
  live,
}: RichTextEditorProps) {
  const { t } = useUiT();
  const { t: errorsT } = useErrorsT();
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const [linkError, setLinkError] = useState('');
  const [length, setLength] = useState(initialContent?.length ?? 0);
  const invalid = Boolean(error) || (max !== undefined && isOverLimit(length, max));

  // The editor's options stay the same objects from render to render: tiptap compares them after
  // every render and, when one differs, sets them all again and redraws the text, which cost every
  // key typed a redraw (docs/decisions/170-typing-in-one-frame.md). The starting HTML is read once:
  // a new one (a restored version) comes with a new `key`.
  const [content] = useState(initialContent);
  const describedBy = [errorId, max ? countId : null, hint ? hintId : null].filter(Boolean).join(' ');
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        // The error's id is always named: it only exists while there is an error to read.
        'aria-describedby': describedBy,
        class: 'rte__content',
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
      },
    }),
    [labelId, describedBy, readOnly],
  );
  // Made once per editor: the mention extension is told what changes through `connect`.
  const [mentionPlugin] = useState(() => (mentions ? mentionByName() : null));
  // A live editor's mode, fragment and awareness are its first ones (a new fragment comes with a new `key`).
  const [shared] = useState(live);
  const [extensions] = useState(() => {
    const base = shared ? liveExtensions(shared) : EXTENSIONS;
    return mentionPlugin ? [...base, mentionPlugin.extension] : base;
  });
  const editor = useEditor({
    // A live text's content is the fragment's: HTML given here would be put into it again.
    content: shared ? undefined : content,
    extensions,
    editorProps,
    editable: !readOnly,
    onCreate: ({ editor: created }) => {
      if (!shared) return;
      // A kept version put back: written into the shared text, so the others see it as an edit.
      if (shared.put !== undefined) created.commands.setContent(shared.put);
      // The shared text as it opened (drawn while the editor was made, so reported now, not then).
      const html = created.isEmpty ? '' : created.getHTML();
      setLength(html.length);
      onChange(html);
    },
    onUpdate: ({ editor: current }) => {
      // A live editor draws the shared text while React makes it: that is reported on creation.
      if (shared && !current.isInitialized) return;
      const html = current.isEmpty ? '' : current.getHTML();
      setLength(html.length);
      onChange(html);
    },
  });
  const onPresence = shared?.onPresence;

  const mention = useRichTextMention(editor, mentionPlugin);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }: { editor: Editor | null }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      heading: current?.isActive('heading', { level: 2 }) ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });

  const setLink = () => {
    if (!editor) return;
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const url = window.prompt(
      t('Link address (starting with http:// or https://). Leave empty to remove the link.'),
      previous,
    );
    if (url === null) return;
    if (url.trim() === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setLinkError('');
      return;
    }
    if (!isHttpUrl(url)) {
      setLinkError(t('Links must start with http:// or https://'));
      return;
    }
    setLinkError('');
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: insert the address itself as the link text.
      chain
        .insertContent({ type: 'text', text: url.trim(), marks: [{ type: 'link', attrs: { href: url.trim() } }] })
        .run();
    } else {
      chain.setLink({ href: url.trim() }).run();
    }
  };

  const tools: { label: string; text: string; pressed?: boolean; run: () => void }[] = editor
    ? [
        { label: 'Bold', text: 'B', pressed: active?.bold, run: () => editor.chain().focus().toggleBold().run() },
        { label: 'Italic', text: 'I', pressed: active?.italic, run: () => editor.chain().focus().toggleItalic().run() },
        {
          label: 'Heading',
          text: 'H',
          pressed: active?.heading,
          run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
        },
        {
          label: 'Bullet list',
          text: '•',
          pressed: active?.bulletList,
          run: () => editor.chain().focus().toggleBulletList().run(),
        },
        {
          label: 'Numbered list',
          // Drawn by the stylesheet: "1." as text would be visible text outside the name
          // "Numbered list" (axe's label-content-name-mismatch, WCAG 2.5.3).
          text: '',
          pressed: active?.orderedList,
          run: () => editor.chain().focus().toggleOrderedList().run(),
        },
        { label: 'Link', text: 'Link', pressed: active?.link, run: setLink },
      ]
    : [];

  return (
    <div
      className={invalid ? 'field field--invalid rte' : 'field rte'}
      onFocus={onPresence && (() => onPresence(true))}
      onBlur={
        onPresence &&
        ((event) => {
          // Moving between the toolbar and the text is staying; leaving the field is not.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onPresence(false);
        })
      }
    >
      <span className="field__label" id={labelId} onClick={() => editor?.commands.focus()}>
        {label}
      </span>
      <div className="rte__frame">
        <div
          className="rte__toolbar"
          role="toolbar"
          aria-label={t('{{label}} formatting', { label })}
          hidden={readOnly}
        >
          {tools.map((tool) => (
            <button
              key={tool.label}
              type="button"
              className={`rte__tool rte__tool--${tool.label.toLowerCase().replace(/\s+/g, '-')}`}
              aria-label={t(tool.label)}
              title={t(tool.label)}
              aria-pressed={tool.pressed}
              // Keep the caret in the editor on click or tap, so a toggled mark applies to what is typed next.
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.run}
            >
              <span aria-hidden="true">{tool.text}</span>
            </button>
          ))}
        </div>
        <GrowingBox>
          <EditorContent editor={editor} />
        </GrowingBox>
      </div>
      {mentions && mention}
      {max !== undefined && <LengthCount id={countId} length={length} max={max} />}
      {error && (
        <p className="field__error" id={errorId}>
          {errorsT(error)}
        </p>
      )}
      {linkError && (
        <p className="field__error" role="alert">
          {linkError}
        </p>
      )}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
});

/**
 * The list "@" opens in a rich-text editor: the same list as a text area's (`useMentionList`), fed
 * by the editor's suggestion plugin through `bridge`. Choosing replaces "@…" with the name and a
 * space, as plain text. The list's ARIA attributes go on the editor's box, which is the textbox.
 */
/** `plugin` is null where the editor offers no "@". */
function useRichTextMention(editor: Editor | null, plugin: ReturnType<typeof mentionByName> | null) {
  const { characters, entries, ask } = useContext(MentionEntries);
  const offered = useMemo<Mentionable[]>(() => [...characters, ...entries], [characters, entries]);
  const mention = useMentionList<Mentionable, { text: string; range: { from: number; to: number } }>(
    offered,
    (entry, asked) => {
      editor
        ?.chain()
        .focus()
        .insertContentAt(asked.range, { type: 'text', text: `${entry.name} ` })
        .run();
    },
  );
  const { setAsked, onKey, ownerProps } = mention;

  // The bridge is read by the editor's plugin between renders: it always holds this render's list.
  useEffect(() => {
    plugin?.connect({
      update: (asked) => {
        setAsked(asked);
        if (asked) ask();
      },
      key: onKey,
    });
  });

  const controls = ownerProps['aria-controls'];
  const activeOption = ownerProps['aria-activedescendant'];
  useEffect(() => {
    if (!plugin || !editor || editor.isDestroyed) return;
    const box = editor.view.dom;
    box.setAttribute('aria-autocomplete', 'list');
    for (const [name, value] of [
      ['aria-controls', controls],
      ['aria-activedescendant', activeOption],
    ] as const) {
      if (value) box.setAttribute(name, value);
      else box.removeAttribute(name);
    }
  }, [plugin, editor, controls, activeOption]);

  return mention.list;
}
