import { FakeIntersectionObserver as SharedFake } from '@/testing/fake-intersection-observer';

/** The shared fake IntersectionObserver, plus what the viewer's tests ask of the image slots' observer. */
export class FakeIntersectionObserver extends SharedFake {
  /** The observer of the viewer's image slots (the one watching `[data-slot]` boxes). */
  static slots(): FakeIntersectionObserver {
    const found = [...SharedFake.live].findLast(
      (o): o is FakeIntersectionObserver =>
        o instanceof FakeIntersectionObserver && [...o.elements].some((element) => element.hasAttribute('data-slot')),
    );
    if (!found) throw new Error('no slot observer');
    return found;
  }

  /** Reports the slots `indexes` as within the margin and every other observed slot as outside it. */
  show(indexes: number[]) {
    this.report(
      [...this.elements].map((target) => ({
        target,
        ratio: indexes.includes(Number(target.getAttribute('data-slot'))) ? 1 : 0,
      })),
    );
  }
}
