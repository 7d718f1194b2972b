import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agreedSegment, independentCount, type TSegmentSubmission } from './agreement.ts';
import { isPlausibleSegment } from './segment-rules.ts';

const intro = (start: number, end: number, user: string, address: string): TSegmentSubmission => ({
  kind: 'intro',
  start,
  end,
  duration: 2700,
  user,
  address,
});

describe('agreement of submissions', () => {
  it('publishes a segment once three independent submissions agree, as their median', () => {
    const two = [intro(60, 120, 'a', '1'), intro(62, 121, 'b', '2')];
    expect(agreedSegment('intro', two)).toBeUndefined();
    const three = [...two, intro(61, 119, 'c', '3')];
    expect(agreedSegment('intro', three)).toEqual({
      kind: 'intro',
      start: 61,
      end: 120,
      duration: 2700,
      agreeing: 3,
    });
  });

  it('counts one user at many addresses, or many users at one address, once', () => {
    const oneUser = [intro(60, 120, 'a', '1'), intro(60, 120, 'a', '2'), intro(60, 120, 'a', '3')];
    expect(agreedSegment('intro', oneUser)).toBeUndefined();
    const oneAddress = [intro(60, 120, 'a', '1'), intro(60, 120, 'b', '1'), intro(60, 120, 'c', '1')];
    expect(agreedSegment('intro', oneAddress)).toBeUndefined();
    // Three users and four addresses, but b and c share theirs: two independent.
    expect(independentCount([...oneUser, { user: 'b', address: '4' }, { user: 'c', address: '4' }])).toBe(2);
  });

  it('does not count submissions that disagree by more than 3 s, or implausible ones', () => {
    const apart = [intro(60, 120, 'a', '1'), intro(60, 120, 'b', '2'), intro(64, 120, 'c', '3')];
    expect(agreedSegment('intro', apart)).toBeUndefined();
    const tooLong = [1, 2, 3].map((n) => intro(0, 400, `u${n}`, `${n}`));
    expect(agreedSegment('intro', tooLong)).toBeUndefined();
  });

  it('gives a plausible segment or none, whatever the order of the submissions (property)', () => {
    const submission = fc.record({
      kind: fc.constantFrom('intro' as const, 'recap' as const),
      start: fc.integer({ min: 0, max: 20 }),
      end: fc.integer({ min: 0, max: 40 }),
      duration: fc.constantFrom(1200, 1210, 1300),
      user: fc.constantFrom('a', 'b', 'c', 'd'),
      address: fc.constantFrom('1', '2', '3'),
    });
    fc.assert(
      fc.property(
        fc.array(submission, { maxLength: 10 }),
        fc.constantFrom('intro' as const, 'recap' as const),
        (list, kind) => {
          const agreed = agreedSegment(kind, list);
          const reversed = agreedSegment(kind, [...list].reverse());
          expect(reversed).toEqual(agreed);
          if (!agreed) return;
          expect(isPlausibleSegment(agreed)).toBe(true);
          expect(agreed.agreeing).toBeGreaterThanOrEqual(3);
          const ofKind = list.filter((entry) => entry.kind === kind);
          expect(agreed.agreeing).toBeLessThanOrEqual(
            Math.min(new Set(ofKind.map((e) => e.user)).size, new Set(ofKind.map((e) => e.address)).size),
          );
        },
      ),
    );
  });
});
