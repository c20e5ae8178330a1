import {
  forceCenter,
  forceCollide,
  forceLink,
  forceManyBody,
  forceSimulation,
  type SimulationNodeDatum,
} from 'd3-force';

interface LayoutNode extends SimulationNodeDatum {
  id: string;
}

export interface Tie {
  from: string;
  to: string;
}

/** How far apart tied entries settle, and the room each name's box takes. */
const LINK_DISTANCE = 160;
const NODE_RADIUS = 70;

/**
 * Where each entry sits on the relationship map (docs/decisions/179-the-relationship-map.md): a
 * force layout (d3-force) run to rest at once, not animated, so the map shows in its final form.
 * Tied entries pull together, all push apart, none overlap; entries without a tie gather round the
 * middle. The same entries and ties always give the same places (d3-force starts from a fixed
 * spiral and draws its jiggle from a seeded generator). Ties to an entry not shown are left out.
 */
export function layoutMap(ids: readonly string[], ties: readonly Tie[]): Map<string, { x: number; y: number }> {
  const nodes: LayoutNode[] = ids.map((id) => ({ id }));
  const shown = new Set(ids);
  const links = ties
    .filter((tie) => shown.has(tie.from) && shown.has(tie.to))
    .map((tie) => ({ source: tie.from, target: tie.to }));
  const simulation = forceSimulation(nodes)
    .force(
      'link',
      forceLink<LayoutNode, { source: string; target: string }>(links)
        .id((node) => node.id)
        .distance(LINK_DISTANCE),
    )
    .force('charge', forceManyBody().strength(-250))
    .force('collide', forceCollide(NODE_RADIUS))
    .force('center', forceCenter(0, 0))
    .alphaDecay(0.04)
    .stop();
  // As many steps as the simulation takes to cool down: about 170 at this decay (d3's default, 300,
  // took twice as long for 300 entries and 600 ties and settled them no better to the eye).
  const steps = Math.ceil(Math.log(simulation.alphaMin()) / Math.log(1 - simulation.alphaDecay()));
  simulation.tick(steps);
  return new Map(nodes.map((node) => [node.id, { x: node.x ?? 0, y: node.y ?? 0 }]));
}
