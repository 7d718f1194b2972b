// Test helper: an IntersectionObserver whose visibility the test decides.
import { act } from '@testing-library/react';

type TCallback = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => void;

export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();

  constructor(private readonly callback: TCallback) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.add(element);
  }

  unobserve(element: Element) {
    this.observed.delete(element);
  }

  disconnect() {
    this.observed.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Every element some live observer watches. */
  static watched(): Element[] {
    return FakeIntersectionObserver.instances.flatMap((o) => [...o.observed]);
  }

  /**
   * Reports an element as (not) visible to the observers that watch it; `boundingClientRect` says where it is
   * (left out: on the screen).
   */
  static setVisible(
    element: Element,
    isIntersecting: boolean,
    boundingClientRect?: Partial<DOMRectReadOnly>,
  ) {
    act(() => {
      for (const observer of FakeIntersectionObserver.instances) {
        if (!observer.observed.has(element)) continue;
        const entry = { target: element, isIntersecting, boundingClientRect } as IntersectionObserverEntry;
        observer.callback([entry], observer as unknown as IntersectionObserver);
      }
    });
  }

  static install() {
    FakeIntersectionObserver.instances = [];
    globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  }
}
