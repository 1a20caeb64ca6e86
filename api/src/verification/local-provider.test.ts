import { randomBytes } from 'node:crypto';
import { imageDimensions, localVerificationProvider, normalizeName } from './local-provider';
import { createPiiCrypto } from './pii-crypto';
import type { VerificationApplicant } from './verification-provider';

function png(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(64);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(bytes);
  bytes.write('IHDR', 12, 'ascii');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

/** SOI, an APP0 segment, then SOF0 with the size. */
function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.alloc(14)]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, ...Buffer.alloc(9)]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]);
}

describe('the local verification rules', () => {
  it('reads the size of a PNG and a JPEG, and nothing from other bytes', () => {
    expect(imageDimensions(png(1200, 800))).toEqual({ width: 1200, height: 800 });
    expect(imageDimensions(jpeg(640, 480))).toEqual({ width: 640, height: 480 });
    expect(imageDimensions(Buffer.from('GIF89a not an image we take'))).toBeNull();
    expect(imageDimensions(Buffer.alloc(0))).toBeNull();
  });

  it('compares first names across case and Cyrillic/Latin, Kazakh letters included', () => {
    expect(normalizeName('Айгерім')).toBe(normalizeName('AIGERIM'));
    expect(normalizeName('Ерлан')).toBe(normalizeName('Erlan'));
    expect(normalizeName('Ұлжан')).toBe(normalizeName('Ulzhan'));
    expect(normalizeName('Нұрсұлтан')).toBe(normalizeName('Nursultan'));
    expect(normalizeName('Ерлан')).not.toBe(normalizeName('Ержан'));
  });

  it('verifies a good applicant and gives every reason of a bad one', async () => {
    const applicant: VerificationApplicant = {
      submissionId: 's',
      userId: 1,
      firstName: 'Айгерім',
      lastName: 'Ахметова',
      birthDate: '2006-12-11',
      iin: '061211600012',
      iinHash: 'hash',
      isResident: true,
      documentType: 'id_card',
      documentNumber: '012345678',
      documentImage: png(600, 400),
      selfieImage: png(10, 10),
      accountFirstName: 'Aigerim',
    };
    const taken = new Set<string>();
    const provider = localVerificationProvider(async (hash) => taken.has(hash));
    expect(await provider.submit(applicant)).toEqual({ kind: 'decided', decision: 'verified', reasons: [] });
    taken.add('hash');
    expect(await provider.submit({ ...applicant, documentImage: png(599, 400), accountFirstName: 'Ержан' })).toEqual({
      kind: 'decided',
      decision: 'rejected',
      reasons: ['iin_in_use', 'documentImageTooSmall', 'firstNameMismatch'],
    });
  });
});

describe('personal data at rest', () => {
  it('encrypts each time differently, decrypts, refuses a changed value, and hashes by key', () => {
    const key = randomBytes(32);
    const crypto = createPiiCrypto(key);
    const sealed = crypto.encrypt('061211600012');
    expect(sealed).not.toContain('061211600012');
    expect(crypto.encrypt('061211600012')).not.toBe(sealed);
    expect(crypto.decrypt(sealed)).toBe('061211600012');
    // One bit flipped in the ciphertext, then in the tag: authenticated encryption refuses both.
    const [version, data] = sealed.split('.') as [string, string];
    for (const at of [-1, 12]) {
      const bytes = Buffer.from(data, 'base64url');
      const index = (at + bytes.length) % bytes.length;
      bytes[index] = bytes[index]! ^ 0x01;
      expect(() => crypto.decrypt(`${version}.${bytes.toString('base64url')}`)).toThrow();
    }
    expect(crypto.hash('061211600012')).toBe(crypto.hash('061211600012'));
    expect(createPiiCrypto(randomBytes(32)).hash('061211600012')).not.toBe(crypto.hash('061211600012'));
    expect(() => createPiiCrypto(Buffer.alloc(16))).toThrow();
  });
});
