import { layoutMap } from './relationship-layout';

const ids = (count: number) => Array.from({ length: count }, (_, index) => `e${index}`);
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('layoutMap', () => {
  it('places every entry, none on top of another, the same way each time', () => {
    const entries = ids(12);
    const ties = entries.slice(1).map((id, index) => ({ from: entries[index]!, to: id }));
    const places = layoutMap(entries, ties);
    expect([...places.keys()]).toEqual(entries);
    for (const a of entries)
      for (const b of entries) if (a !== b) expect(distance(places.get(a)!, places.get(b)!)).toBeGreaterThan(60);
    expect(layoutMap(entries, ties)).toEqual(places);
  });

  it('keeps a circle of tied entries together, apart from another, and leaves out ties to entries not shown', () => {
    const north = ['a', 'b', 'c', 'd', 'e'];
    const south = ['v', 'w', 'x', 'y', 'z'];
    const ring = (group: string[]) => group.map((id, index) => ({ from: id, to: group[(index + 1) % group.length]! }));
    const places = layoutMap([...north, ...south], [...ring(north), ...ring(south), { from: 'a', to: 'gone' }]);
    const mean = (pairs: [string, string][]) =>
      pairs.reduce((sum, [a, b]) => sum + distance(places.get(a)!, places.get(b)!), 0) / pairs.length;
    const within = mean(
      [...north, ...south].flatMap((a, i, all) =>
        all
          .slice(i + 1)
          .filter((b) => north.includes(a) === north.includes(b))
          .map((b): [string, string] => [a, b]),
      ),
    );
    const across = mean(north.flatMap((a) => south.map((b): [string, string] => [a, b])));
    expect(within).toBeLessThan(across);
  });
});
