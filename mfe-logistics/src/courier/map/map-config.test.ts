import { checkedTilesUrl } from './map-config';

describe('the courier map tiles setting', () => {
  it('is none when unset, so the map draws the points on a plain background', () => {
    expect(checkedTilesUrl('')).toBeNull();
  });

  it('takes a tile address with {z}, {x} and {y}', () => {
    expect(checkedTilesUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });

  it.each(['https://tiles.example/{z}/{x}.png', 'ftp://tiles.example/{z}/{x}/{y}.png', 'tiles/{z}/{x}/{y}.png'])(
    'refuses %s at start',
    (url) => {
      expect(() => checkedTilesUrl(url)).toThrow('COURIER_MAP_TILES_URL');
    },
  );
});
