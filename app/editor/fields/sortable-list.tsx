import type { ReactNode } from "react";
import { ReactSortable } from "react-sortablejs";

/**
 * Drag to reorder (an enhancement: the move buttons work without JavaScript). Dragging starts
 * after 5 px of movement (SPEC §4.2); the drop is reported as from/to indexes.
 */
export function SortableList({
  keys,
  onMove,
  className,
  children,
}: {
  keys: string[];
  onMove: (from: number, to: number) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ReactSortable
      tag="ol"
      className={className}
      list={keys.map((id) => ({ id }))}
      setList={() => undefined}
      handle=".list-field__handle"
      forceFallback
      fallbackTolerance={5}
      animation={150}
      onEnd={(event) => {
        if (event.oldIndex !== undefined && event.newIndex !== undefined && event.oldIndex !== event.newIndex) {
          onMove(event.oldIndex, event.newIndex);
        }
      }}
    >
      {children}
    </ReactSortable>
  );
}
