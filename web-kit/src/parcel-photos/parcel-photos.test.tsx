import type { ParcelImage } from '@jetkiz/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '@jetkiz/jest-config/axe.cjs';
import i18next from 'i18next';
import { addKitTexts } from '../testing/kit-texts';
import { ParcelPhotos } from './parcel-photos';

const images: ParcelImage[] = [
  { id: 'aaaaaaaaaaaaaaaaaaaaaa', url: 'https://api.jetkiz.test/images/1.png' },
  { id: 'bbbbbbbbbbbbbbbbbbbbbb', url: 'https://api.jetkiz.test/images/2.jpg' },
  { id: 'cccccccccccccccccccccc', url: 'https://api.jetkiz.test/images/3.png' },
];

beforeAll(addKitTexts);

function largePhoto(): HTMLElement {
  return within(screen.getByRole('dialog')).getByRole('img');
}

/** The strip is a chunk of its own: it shows once loaded. */
async function renderPhotos(shown: ParcelImage[] = images) {
  const rendered = render(<ParcelPhotos images={shown} />);
  await screen.findByRole('list', { name: /parcel|Сәлемдеме/ });
  return rendered;
}

async function openThumbnail(name: string) {
  const thumbnail = screen.getByRole('button', { name });
  await userEvent.click(thumbnail);
  // the viewer is its own chunk, loaded with the first photo opened
  await screen.findByRole('dialog');
  return thumbnail;
}

describe('ParcelPhotos', () => {
  it('shows each photo as a thumbnail button named by its place among the parcel photos, sized and loaded lazily', async () => {
    await renderPhotos();
    const strip = screen.getByRole('list', { name: 'Photos of the parcel' });
    const buttons = within(strip).getAllByRole('button');
    expect(buttons).toHaveLength(3);
    buttons.forEach((button, index) => expect(button).toHaveAccessibleName(`Photo ${index + 1} of 3 of the parcel`));
    const second = within(buttons[1]!).getByRole('img');
    expect(second).toHaveAttribute('src', images[1]!.url);
    expect(second).toHaveAttribute('width', '72');
    expect(second).toHaveAttribute('height', '72');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it('has no serious accessibility violation, the strip and the open viewer', async () => {
    const { container } = await renderPhotos();
    expect(await seriousAxeViolations(container)).toEqual([]);
    await openThumbnail('Photo 3 of 3 of the parcel');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('shows nothing for a parcel without photos', () => {
    const { container } = render(<ParcelPhotos images={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens the clicked photo large in a native modal dialog, named, and closes on Escape with focus back on the thumbnail', async () => {
    await renderPhotos();
    const thumbnail = await openThumbnail('Photo 2 of 3 of the parcel');
    const dialog = screen.getByRole('dialog', { name: 'Photos of the parcel' });
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(dialog).toHaveAttribute('open');
    expect(largePhoto()).toHaveAttribute('src', images[1]!.url);
    expect(largePhoto()).toHaveAccessibleName('Photo 2 of 3 of the parcel');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
  });

  it('goes to the previous and next photo by its buttons and the arrow keys, round the ends', async () => {
    await renderPhotos();
    await openThumbnail('Photo 1 of 3 of the parcel');
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(largePhoto()).toHaveAttribute('src', images[1]!.url);
    await userEvent.keyboard('{ArrowRight}');
    expect(largePhoto()).toHaveAttribute('src', images[2]!.url);
    await userEvent.keyboard('{ArrowRight}');
    expect(largePhoto()).toHaveAttribute('src', images[0]!.url);
    await userEvent.keyboard('{ArrowLeft}');
    expect(largePhoto()).toHaveAttribute('src', images[2]!.url);
    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(largePhoto()).toHaveAttribute('src', images[1]!.url);
    expect(within(screen.getByRole('dialog')).getByText('Photo 2 of 3 of the parcel', { selector: 'p' })).toBeInTheDocument();
  });

  it('takes the arrow keys also after a click on the photo, and gives the focus back to the thumbnail of the photo last shown', async () => {
    await renderPhotos();
    await openThumbnail('Photo 1 of 3 of the parcel');
    await userEvent.click(largePhoto());
    await userEvent.keyboard('{ArrowLeft}');
    expect(largePhoto()).toHaveAttribute('src', images[2]!.url);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Photo 3 of 3 of the parcel' })).toHaveFocus();
  });

  it('has no previous and next for a single photo', async () => {
    await renderPhotos(images.slice(0, 1));
    await openThumbnail('Photo 1 of 1 of the parcel');
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(largePhoto()).toHaveAttribute('src', images[0]!.url);
  });

  it('speaks the language of the page', async () => {
    await i18next.changeLanguage('kk');
    const { unmount } = await renderPhotos(images.slice(0, 2));
    try {
      expect(screen.getByRole('button', { name: 'Сәлемдеменің фотосы: 2, барлығы 2' })).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Сәлемдеменің фотолары' })).toBeInTheDocument();
    } finally {
      unmount();
      await i18next.changeLanguage('en');
    }
  });
});
