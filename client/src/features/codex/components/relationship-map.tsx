import {
  Background,
  BaseEdge,
  ConnectionMode,
  Controls,
  Handle,
  MarkerType,
  Position,
  ReactFlow,
  getStraightPath,
  useInternalNode,
  type Connection,
  type Edge,
  type EdgeProps,
  type InternalNode,
  type Node,
  type NodeProps,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import type { CodexListItem, Relationship } from '@three-act/contract/codex';
import { memo, useCallback, useMemo, useState } from 'react';
import { layoutMap } from '../relationship-layout';
import { useCodexT } from '../words';
import { isOwnKind } from '../codex-model';

type EntryNode = Node<{ entry: CodexListItem; onOpen: (id: string) => void }, 'entry'>;

/**
 * Every box has the same size (a long name is cut to two lines; its button's title and the table
 * give it whole), and its two handles are given where they sit: @xyflow/react then draws the ties in
 * its first render instead of after measuring 300 boxes, and fits the view before the first paint.
 */
const BOX = { width: 140, height: 60 };
const BOX_HANDLES: NonNullable<Node['handles']> = [
  { id: null, type: 'target', position: Position.Top, x: BOX.width / 2, y: BOX.height / 2, width: 1, height: 1 },
  {
    id: null,
    type: 'source',
    position: Position.Right,
    x: BOX.width - 6,
    y: BOX.height / 2 - 7,
    width: 14,
    height: 14,
  },
];

/**
 * One entry on the map: its name (a button that opens it), its kind, and a dot to drag a new tie
 * from. Ties meet at its middle: the handle a tie ends at is there and hidden, and a dragged tie
 * dropped anywhere on the box snaps to it, so a tie is a straight line between two entries
 * whichever way they lie (a force layout has no up and down).
 */
const EntryBox = memo(function EntryBox({ data }: NodeProps<EntryNode>) {
  const { entry, onOpen } = data;
  const { t } = useCodexT();
  return (
    <div className={`map-entry map-entry-${entry.kind.replace(/[^a-z]/gi, '').toLowerCase() || 'own'}`}>
      <Handle type="target" position={Position.Top} className="map-handle" />
      <button type="button" className="map-entry-name" title={entry.name} onClick={() => onOpen(entry._id)}>
        {entry.name}
      </button>
      <span className="map-entry-kind">{isOwnKind(entry.kind) ? entry.kind : t(entry.kind)}</span>
      <Handle
        type="source"
        position={Position.Right}
        className="map-tie-from"
        title={t('Drag to another entry to tie {{name}} to it', { name: entry.name })}
      />
    </div>
  );
});

const NODE_TYPES = { entry: EntryBox };

/** Where the line from a box's middle toward `toward` leaves the box. */
function edgeOf(node: InternalNode, toward: { x: number; y: number }) {
  const { width, height } = BOX;
  const middle = {
    x: node.internals.positionAbsolute.x + width / 2,
    y: node.internals.positionAbsolute.y + height / 2,
  };
  const dx = toward.x - middle.x;
  const dy = toward.y - middle.y;
  if (dx === 0 && dy === 0) return middle;
  const scale = Math.min(
    dx === 0 ? Infinity : width / 2 / Math.abs(dx),
    dy === 0 ? Infinity : height / 2 / Math.abs(dy),
  );
  return { x: middle.x + dx * scale, y: middle.y + dy * scale };
}

const middleOf = (node: InternalNode) => ({
  x: node.internals.positionAbsolute.x + BOX.width / 2,
  y: node.internals.positionAbsolute.y + BOX.height / 2,
});

/**
 * A tie as a straight line between the edges of its two boxes, whichever way they lie, so a
 * directed tie's arrow ends at the box it points to.
 */
function TieLine({ id, source, target, label, markerEnd, style }: EdgeProps) {
  const from = useInternalNode(source);
  const to = useInternalNode(target);
  if (!from || !to) return null;
  const start = edgeOf(from, middleOf(to));
  const end = edgeOf(to, middleOf(from));
  const [path, labelX, labelY] = getStraightPath({
    sourceX: start.x,
    sourceY: start.y,
    targetX: end.x,
    targetY: end.y,
  });
  return (
    <BaseEdge id={id} path={path} label={label} labelX={labelX} labelY={labelY} markerEnd={markerEnd} style={style} />
  );
}

const EDGE_TYPES = { tie: TieLine };

export interface RelationshipMapProps {
  /** The entries shown (already filtered by kind and tag). */
  entries: readonly CodexListItem[];
  /** The ties shown (already filtered "as of" a beat); those to entries not shown are left out. */
  relationships: readonly Relationship[];
  onOpen: (entryId: string) => void;
  /**
   * A tie dragged from one entry to another: the page's form takes it up (a label is still wanted).
   * Without it (a critic's map, decision 189) no tie can be drawn.
   */
  onTie?: (from: string, to: string) => void;
}

/**
 * The story's relationship map (docs/decisions/179-the-relationship-map.md): entries placed by a
 * force layout, ties as straight lines with their label, an arrow for a directed one. A tie dragged
 * from one entry's dot to another fills the ends of the page's tie form, which keyboards and
 * screen readers use alone (the table says the same in words).
 */
export default function RelationshipMap({ entries, relationships, onOpen, onTie }: RelationshipMapProps) {
  const { t } = useCodexT();
  const { nodes, edges } = useMemo(() => {
    // Marks for `npm run bench:map`: from the entries and ties in hand to the map painted.
    performance.mark('relationship-map:start');
    const shown = new Set(entries.map((entry) => entry._id));
    const ties = relationships.filter((tie) => shown.has(tie.from) && shown.has(tie.to));
    const places = layoutMap(
      entries.map((entry) => entry._id),
      ties,
    );
    performance.mark('relationship-map:laid-out');
    return {
      nodes: entries.map((entry): EntryNode => ({
        id: entry._id,
        type: 'entry',
        position: places.get(entry._id) ?? { x: 0, y: 0 },
        ...BOX,
        handles: BOX_HANDLES,
        data: { entry, onOpen },
      })),
      edges: ties.map((tie): Edge => ({
        id: tie._id,
        source: tie.from,
        target: tie.to,
        type: 'tie',
        label: tie.label,
        ...(tie.directed && { markerEnd: { type: MarkerType.ArrowClosed, width: 18, height: 18 } }),
      })),
    };
  }, [entries, relationships, onOpen]);
  const onConnect = useCallback(
    ({ source, target }: Connection) => {
      if (source !== target) onTie?.(source, target);
    },
    [onTie],
  );

  // The frame's size, read before the map's first render, lets it start fitted to the frame.
  const [frame, setFrame] = useState<{ width: number; height: number } | null>(null);
  const measureFrame = useCallback((element: HTMLDivElement | null) => {
    if (element) setFrame({ width: element.clientWidth, height: element.clientHeight });
  }, []);

  return (
    <div ref={measureFrame} className="relationship-map" role="region" aria-label={t('Relationship map')}>
      {frame && (
        <ReactFlow
          width={frame.width}
          height={frame.height}
          nodes={nodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          edgeTypes={EDGE_TYPES}
          nodesDraggable={false}
          onConnect={onConnect}
          nodesConnectable={onTie !== undefined}
          connectionMode={ConnectionMode.Loose}
          // A tie dropped anywhere on a box (140 × 60) reaches the handle at its middle.
          connectionRadius={70}
          nodesFocusable={false}
          edgesFocusable={false}
          elementsSelectable={false}
          fitView
          minZoom={0.1}
          proOptions={{ hideAttribution: true }}
        >
          <Background />
          <Controls showInteractive={false} />
        </ReactFlow>
      )}
    </div>
  );
}
