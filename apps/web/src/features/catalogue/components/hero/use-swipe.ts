import { useRef, type PointerEvent } from 'react';
import { swipeStep } from '../../browse/carousel-steps.ts';

/**
 * Pointer handlers that turn a horizontal touch or pen swipe into a step (+1 next, -1 previous).
 * Mouse drags are left alone so that clicks and text selection work as usual; the element needs
 * `touch-action: pan-y` so the browser keeps vertical scrolling and hands over horizontal moves.
 */
export function useSwipe(onStep: (step: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
      if (step !== 0) onStep(step);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
