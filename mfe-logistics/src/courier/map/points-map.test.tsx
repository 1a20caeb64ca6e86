import { render, screen, waitFor } from '@testing-library/react';
import { PointsMap } from './points-map';

const A = { mark: 'A', label: 'Almaty, Abay Ave 150', lon: 76.9286, lat: 43.2567 };
const B = { mark: 'B', label: 'Almaty, Dostyk Ave 5', lon: 76.9572, lat: 43.2389 };

describe('PointsMap', () => {
  it('pins both points with their letters and loads tiles from the configured address', async () => {
    render(<PointsMap points={[A, B]} label="Map of points A and B" tilesUrl="https://tiles.example/{z}/{x}/{y}.png" />);
    const map = await screen.findByRole('img', { name: 'Map of points A and B' });
    await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(2));
    expect([...map.querySelectorAll('.leaflet-marker-icon')].map((pin) => pin.textContent)).toEqual(['A', 'B']);
    expect(map.querySelector('.leaflet-tile-pane')?.children.length).toBeGreaterThan(0);
  });

  it('draws nothing without points', () => {
    const { container } = render(<PointsMap points={[]} label="Map" tilesUrl={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
