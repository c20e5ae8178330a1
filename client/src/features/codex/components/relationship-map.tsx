import {
  Background,
  Controls,
  Handle,
  MarkerType,
  Position,
  ReactFlow,
  type Edge,
  type Node,
  type NodeProps,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import type { CodexListItem, Relationship } from '@three-act/contract/codex';
import { memo, useMemo } from 'react';
import { layoutMap } from '../relationship-layout';

type EntryNode = Node<{ entry: CodexListItem; onOpen: (id: string) => void }, 'entry'>;

/**
 * One entry on the map: its name (a button that opens it) and kind. Ties meet at its middle: the
 * handles are there and hidden, so a tie is a straight line between two entries whichever way
 * they lie (a force layout has no up and down).
 */
const EntryBox = memo(function EntryBox({ data }: NodeProps<EntryNode>) {
  const { entry, onOpen } = data;
  return (
    <div className={`map-entry map-entry-${entry.kind.replace(/[^a-z]/gi, '').toLowerCase() || 'own'}`}>
      <Handle type="target" position={Position.Top} className="map-handle" isConnectable={false} />
      <button type="button" className="map-entry-name" onClick={() => onOpen(entry._id)}>
        {entry.name}
      </button>
      <span className="map-entry-kind">{entry.kind}</span>
      <Handle type="source" position={Position.Bottom} className="map-handle" isConnectable={false} />
    </div>
  );
});

const NODE_TYPES = { entry: EntryBox };

export interface RelationshipMapProps {
  /** The entries shown (already filtered by kind and tag). */
  entries: readonly CodexListItem[];
  /** The ties shown (already filtered "as of" a beat); those to entries not shown are left out. */
  relationships: readonly Relationship[];
  onOpen: (entryId: string) => void;
}

/**
 * The story's relationship map (docs/decisions/179-the-relationship-map.md): entries placed by a
 * force layout, ties as straight lines with their label, an arrow for a directed one. Read only:
 * ties are made and changed in the table beside it, which says the same to a screen reader.
 */
export default function RelationshipMap({ entries, relationships, onOpen }: RelationshipMapProps) {
  const { nodes, edges } = useMemo(() => {
    const shown = new Set(entries.map((entry) => entry._id));
    const ties = relationships.filter((tie) => shown.has(tie.from) && shown.has(tie.to));
    const places = layoutMap(
      entries.map((entry) => entry._id),
      ties,
    );
    return {
      nodes: entries.map((entry): EntryNode => ({
        id: entry._id,
        type: 'entry',
        position: places.get(entry._id) ?? { x: 0, y: 0 },
        origin: [0.5, 0.5],
        data: { entry, onOpen },
      })),
      edges: ties.map((tie): Edge => ({
        id: tie._id,
        source: tie.from,
        target: tie.to,
        type: 'straight',
        label: tie.label,
        ...(tie.directed && { markerEnd: { type: MarkerType.ArrowClosed, width: 18, height: 18 } }),
      })),
    };
  }, [entries, relationships, onOpen]);

  return (
    <div className="relationship-map" role="region" aria-label="Relationship map">
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        nodesDraggable={false}
        nodesConnectable={false}
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
    </div>
  );
}
