import { useRef, useState, type KeyboardEvent } from "react";

export type ToolbarButton = {
  id: string;
  /** The accessible name (translated). */
  label: string;
  /** What the button shows; assistive technology reads it followed by the label. */
  glyph: string;
  pressed: boolean;
  disabled?: boolean;
  onPress: () => void;
};

/**
 * A WAI-ARIA toolbar: one tab stop, arrow keys (and Home/End) move between the buttons, and
 * each toggle says with aria-pressed whether its format is on where the cursor is.
 */
export function RichTextToolbar({ label, controls, buttons }: { label: string; controls: string; buttons: ToolbarButton[] }) {
  const [current, setCurrent] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = buttons.map((button, index) => (button.disabled ? -1 : index)).filter((index) => index >= 0);
  const tabStop = enabled.includes(current) ? current : (enabled[0] ?? 0);

  function onKeyDown(event: KeyboardEvent) {
    const at = enabled.indexOf(tabStop);
    const next = {
      ArrowRight: enabled[(at + 1) % enabled.length],
      ArrowLeft: enabled[(at - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    refs.current[next]?.focus();
  }

  return (
    <div role="toolbar" aria-label={label} aria-controls={controls} className="rich-text-editor__toolbar" onKeyDown={onKeyDown}>
      {buttons.map((button, index) => (
        <button
          key={button.id}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          className="rich-text-editor__button"
          // The name holds the visible glyph too (WCAG 2.5.3 label in name: "H2 Heading 2").
          aria-label={`${button.glyph} ${button.label}`}
          title={button.label}
          aria-pressed={button.pressed}
          disabled={button.disabled}
          tabIndex={index === tabStop ? 0 : -1}
          // Keep the editor's selection: a click on a button must not move focus out of the text first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setCurrent(index);
            button.onPress();
          }}
        >
          <span aria-hidden="true">{button.glyph}</span>
        </button>
      ))}
    </div>
  );
}
