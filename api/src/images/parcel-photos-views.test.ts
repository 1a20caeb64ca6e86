import type { ParcelImage } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import { dealParties, type DealParties } from '../deals/deal-testing';
import { createParcel, pngBytes, registerUser, request, uploadImages, type RegisteredUser } from '../testing';
import { setUpImagesTestApp } from './images-testing';

// Issue 22 item 7: every answer a party's view of a parcel reads carries its photos, with URLs the browser loads.

let app: FastifyInstance;
let parties: DealParties;
let stranger: RegisteredUser;
let photos: ParcelImage[];
let bytes: Buffer[];
let parcelId: number;
let bindId: number;

setUpImagesTestApp(async (test) => {
  const { db } = test;
  app = test.app;
  parties = await dealParties(app, db);
  stranger = await registerUser(app);
  bytes = [pngBytes(2100), pngBytes(2200)];
  const upload = await uploadImages(
    app,
    bytes.map((file, index) => ({ filename: `parcel-${index}.png`, contentType: 'image/png', bytes: file })),
    parties.sender.token,
  );
  photos = upload.json<{ images: ParcelImage[] }>().images;
  ({ id: parcelId } = await createParcel(app, parties.sender.token, { reward: 5000, image_ids: photos.map((photo) => photo.id) }));
  const offered = await request(app, 'POST', `/parcels/${parcelId}/trips/binds`, parties.sender.token, { trip_id: parties.tripId });
  bindId = offered.json<{ id: number }>().id;
  expect((await request(app, 'POST', `/binds/${bindId}/accept`, parties.traveler.token)).statusCode).toBe(200);
});

async function servedBytes(photo: ParcelImage): Promise<Buffer> {
  expect(photo.url.startsWith('https://api.jetkiz.test/images/')).toBe(true);
  const served = await request(app, 'GET', new URL(photo.url).pathname);
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  return served.rawPayload;
}

async function expectThePhotos(images: ParcelImage[] | undefined): Promise<void> {
  expect(images).toEqual(photos);
  const served = await Promise.all(photos.map(servedBytes));
  served.forEach((file, index) => expect(file.equals(bytes[index]!)).toBe(true));
}

describe("a parcel's photos in the views of its parties", () => {
  it("are in the sender's parcel list (GET /me/parcels)", async () => {
    const mine = (await request(app, 'GET', '/me/parcels', parties.sender.token)).json<{ id: number; images: ParcelImage[] }[]>();
    await expectThePhotos(mine.find((parcel) => parcel.id === parcelId)?.images);
  });

  it('are on the parcel the schedule page reads (GET /parcels/{id})', async () => {
    await expectThePhotos(
      (await request(app, 'GET', `/parcels/${parcelId}`, parties.sender.token)).json<{ images: ParcelImage[] }>().images,
    );
  });

  it("are on the request in the traveler's trips (GET /me/trips)", async () => {
    const trips = (await request(app, 'GET', '/me/trips', parties.traveler.token)).json<
      { offers: { bind: { id: number }; parcel: { images: ParcelImage[] } }[] }[]
    >();
    const offer = trips.flatMap((trip) => trip.offers).find((item) => item.bind.id === bindId);
    await expectThePhotos(offer?.parcel.images);
  });

  it('are on the deal, for each of its parties (GET /binds/{id})', async () => {
    for (const party of [parties.sender, parties.traveler]) {
      const deal = await request(app, 'GET', `/binds/${bindId}`, party.token);
      await expectThePhotos(deal.json<{ parcel: { images: ParcelImage[] } }>().parcel.images);
    }
  });

  it('are named to no one else: a stranger reads neither the parcel, nor the deal, nor the request in a trip', async () => {
    expect((await request(app, 'GET', `/parcels/${parcelId}`, stranger.token)).statusCode).toBe(404);
    expect((await request(app, 'GET', `/binds/${bindId}`, stranger.token)).statusCode).toBe(404);
    const trips = (await request(app, 'GET', '/me/trips', stranger.token)).json<{ offers: unknown[] }[]>();
    expect(trips.flatMap((trip) => trip.offers)).toEqual([]);
    expect((await request(app, 'GET', '/me/parcels', stranger.token)).json()).toEqual([]);
  });
});
