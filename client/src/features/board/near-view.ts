import { createContext } from 'react';

/**
 * Which of the board's cells are in or near its scrolling frame (issue 33: a board of 600 scenes
 * stays smooth). Only those cells' cards can be dragged: dnd-kit renders every draggable and
 * droppable again on each step of a drag, so the board keeps them to what is in view, while every
 * card is on the page for reading, tabbing and "Move to…". One IntersectionObserver watches all
 * the cells; without one (old browsers, tests) every cell is near.
 */
export interface NearView {
  /** True when there is no observer: every cell is near from the start. */
  everywhere: boolean;
  /** Tells `changed` whenever `cell` comes near or goes away; returns the way to stop. */
  watch: (cell: Element, changed: (near: boolean) => void) => () => void;
  /** While a drag goes on nothing goes away (the card being dragged must stay); released, what left does. */
  hold: (held: boolean) => void;
  stop: () => void;
}

const EVERYWHERE: NearView = {
  everywhere: true,
  watch: (_cell, changed) => {
    changed(true);
    return () => undefined;
  },
  hold: () => undefined,
  stop: () => undefined,
};

/** Cells this far outside the frame are near already, so a scroll finds them ready. */
const MARGIN = '400px';

/** Before the board's frame is on the page: nothing is near yet. */
const NOT_YET: NearView = { ...EVERYWHERE, everywhere: false, watch: () => () => undefined };

export function nearView(frame: Element | null): NearView {
  if (typeof IntersectionObserver !== 'function') return EVERYWHERE;
  if (!frame) return NOT_YET;
  const listeners = new Map<Element, (near: boolean) => void>();
  const latest = new Map<Element, boolean>();
  let holding = false;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        latest.set(entry.target, entry.isIntersecting);
        if (entry.isIntersecting || !holding) listeners.get(entry.target)?.(entry.isIntersecting);
      }
    },
    { root: frame, rootMargin: MARGIN },
  );
  return {
    everywhere: false,
    watch: (cell, changed) => {
      listeners.set(cell, changed);
      observer.observe(cell);
      return () => {
        observer.unobserve(cell);
        listeners.delete(cell);
        latest.delete(cell);
      };
    },
    hold: (held) => {
      holding = held;
      if (held) return;
      for (const [cell, near] of latest) if (!near) listeners.get(cell)?.(false);
    },
    stop: () => observer.disconnect(),
  };
}

export const NearViewContext = createContext<NearView>(EVERYWHERE);
