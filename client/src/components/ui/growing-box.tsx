import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A box around a field that grows with its text (a beat's answer, a rich text), holding the
 * field's height as its own (decision 201). Laid out by itself (`contain: size layout`), it keeps a
 * key's layout inside it: the page around it is laid out again only when the field's height
 * changes (a line more or less), which a ResizeObserver reports before the frame is painted.
 * Without ResizeObserver (old browsers, tests) it is a plain box.
 */
export function GrowingBox({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    const field = element?.firstElementChild;
    if (!element || !field || typeof ResizeObserver === 'undefined') return;
    const resized = new ResizeObserver((entries) => {
      const size = entries[0]?.borderBoxSize[0];
      if (!size) return;
      element.style.height = `${size.blockSize}px`;
      element.classList.add('growing-box--held');
    });
    resized.observe(field);
    return () => resized.disconnect();
  }, []);
  return (
    <div ref={box} className="growing-box">
      {children}
    </div>
  );
}
