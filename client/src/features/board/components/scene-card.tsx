import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { Plotline, Scene } from '@three-act/contract/board';
import { memo, useContext, useLayoutEffect, useState, type CSSProperties } from 'react';
import { BoardReadOnly } from '../board-read-only';
import { cardId, columnOf, statusLabel } from '../board-model';
import { useBoardT } from '../words';

/** The drag handle's mark, the same in every language. */
export const HANDLE = '⠿';

/** What a card does, the same callbacks for every card (so a card renders again only when its scene changes). */
export interface CardActions {
  onOpen: (sceneId: string) => void;
  onMove: (sceneId: string, lane: string) => void;
}

interface CardProps extends CardActions {
  scene: Scene;
  /** The row it shows in: a plotline's id or "none". */
  lane: string;
  /** Its row's colour, for the stripe at its edge. */
  color: string | null;
  povName: string | null;
  /** Shown as chips (the phone's list has no rows). */
  plotlines?: readonly Plotline[];
  /** This scene's panel is open. */
  open: boolean;
}

/** Title, status, point of view and word target; opens the panel and the "Move to…" menu. */
const CardContent = memo(function CardContent({
  scene,
  lane,
  povName,
  plotlines,
  open,
  onOpen,
  onMove,
}: Omit<CardProps, 'color'>) {
  const { t } = useBoardT();
  const readOnly = useContext(BoardReadOnly);
  return (
    <>
      <p className="scene-card__title">
        <button
          type="button"
          className="scene-card__open"
          aria-expanded={open}
          data-scene={scene._id}
          onClick={() => onOpen(scene._id)}
        >
          {scene.title}
        </button>
      </p>
      <p className="scene-card__meta">
        <span className={`scene-status scene-status--${scene.status}`}>{statusLabel(scene.status, t)}</span>
        {povName && <span>{t('POV {{name}}', { name: povName })}</span>}
        {scene.wordTarget !== null && <span>{t('{{count}} words', { count: scene.wordTarget })}</span>}
      </p>
      {plotlines && plotlines.length > 0 && (
        <ul className="scene-card__chips" aria-label={t('Plotlines')}>
          {plotlines.map((plotline) => (
            <li key={plotline._id} className="lane-chip" style={{ '--lane': plotline.color } as CSSProperties}>
              {plotline.name}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <button
          type="button"
          className="btn btn--secondary btn--small scene-card__move"
          data-move={`${scene._id}@${lane}`}
          onClick={() => onMove(scene._id, lane)}
        >
          {t('Move to…')}
          <span className="visually-hidden"> {scene.title}</span>
        </button>
      )}
    </>
  );
});

/**
 * A scene on the board. Near the board's frame (see near-view.ts) its handle (⠿) drags it with a
 * pointer, or picks it up with Space or Enter and moves it with the arrow keys, and the card is
 * where a dragged card goes before; farther away the handle waits until it comes near. Only the
 * handle changes then, so the card and the focus in it stay; its content renders again only when
 * its scene does.
 */
export const SceneCard = memo(function SceneCard({ color, draggable, ...props }: CardProps & { draggable: boolean }) {
  const { t } = useBoardT();
  const readOnly = useContext(BoardReadOnly);
  const [shell, setShell] = useState<HTMLLIElement | null>(null);
  const { scene, lane } = props;
  return (
    <li ref={setShell} className="scene-card" style={color ? ({ '--lane': color } as CSSProperties) : undefined}>
      {readOnly ? null : draggable ? (
        <DragHandle scene={scene} lane={lane} shell={shell} />
      ) : (
        <button
          type="button"
          className="scene-card__handle"
          data-handle={cardId(scene._id, lane)}
          aria-roledescription={t('draggable')}
          aria-label={t('Drag {{title}}', { title: scene.title })}
        >
          <span aria-hidden="true">{HANDLE}</span>
        </button>
      )}
      <CardContent {...props} />
    </li>
  );
});

/** The handle that drags its card (`shell`): the card is what dnd-kit measures and drops before. */
function DragHandle({ scene, lane, shell }: { scene: Scene; lane: string; shell: HTMLLIElement | null }) {
  const { t } = useBoardT();
  const id = cardId(scene._id, lane);
  const data = { type: 'card', sceneId: scene._id, lane, column: columnOf(scene) };
  const {
    attributes,
    listeners,
    setActivatorNodeRef,
    setNodeRef: setDragNode,
    isDragging,
  } = useDraggable({ id, data });
  const { setNodeRef: setDropNode, isOver } = useDroppable({ id, data });
  useLayoutEffect(() => {
    setDragNode(shell);
    setDropNode(shell);
  }, [setDragNode, setDropNode, shell]);
  const target = isOver && !isDragging;
  useLayoutEffect(() => {
    shell?.classList.toggle('scene-card--dragging', isDragging);
    shell?.classList.toggle('scene-card--target', target);
    return () => shell?.classList.remove('scene-card--dragging', 'scene-card--target');
  }, [isDragging, target, shell]);
  return (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="scene-card__handle"
      data-handle={id}
      {...attributes}
      {...listeners}
      aria-roledescription={t('draggable')}
      aria-label={t('Drag {{title}}', { title: scene.title })}
    >
      <span aria-hidden="true">{HANDLE}</span>
    </button>
  );
}

/** The same card without dragging: the phone's list, where "Move to…" moves it. */
export const ListCard = memo(function ListCard({ color, ...props }: CardProps) {
  return (
    <li className="scene-card" style={color ? ({ '--lane': color } as CSSProperties) : undefined}>
      <CardContent {...props} />
    </li>
  );
});
