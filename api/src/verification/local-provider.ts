import { MESSAGE_KEYS } from '@jetkiz/contracts';
import type { VerificationApplicant, VerificationOutcome, VerificationProvider } from './verification-provider';

export const MIN_DOCUMENT_WIDTH = 600;
export const MIN_DOCUMENT_HEIGHT = 400;

/** Width and height from a PNG's IHDR or a JPEG's first SOF marker; null for anything else. */
export function imageDimensions(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.toString('ascii', 12, 16) === 'IHDR') {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isStartOfFrame) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return null;
}

// Cyrillic (Russian and Kazakh) to Latin, one common reading per letter, so 'Айгерім' and 'Aigerim' compare equal.
const LATIN_OF: Record<string, string> = {
  а: 'a',
  ә: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ғ: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  і: 'i',
  к: 'k',
  қ: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  ң: 'n',
  о: 'o',
  ө: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ұ: 'u',
  ү: 'u',
  ф: 'f',
  х: 'kh',
  һ: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

/** Lower case, Cyrillic written in Latin, then the spellings that differ only by y/i, h/kh or doubled letters merged. */
export function normalizeName(name: string): string {
  const latin = [...name.trim().toLowerCase()].map((letter) => LATIN_OF[letter] ?? letter).join('');
  return latin
    .replace(/[^a-z]/g, '')
    .replace(/kh/g, 'h')
    .replace(/y/g, 'i')
    .replace(/(.)\1+/g, '$1');
}

/**
 * The offline provider: decides at once by rules. Rejects an IIN verified on another account, a document photo that
 * is not a PNG/JPEG of at least 600×400, and a first name other than the account's; verifies otherwise.
 */
export function localVerificationProvider(
  iinVerifiedElsewhere: (iinHash: string, userId: number) => Promise<boolean>,
): VerificationProvider {
  return {
    name: 'local',
    async submit(applicant: VerificationApplicant): Promise<VerificationOutcome> {
      const reasons: string[] = [];
      if (await iinVerifiedElsewhere(applicant.iinHash, applicant.userId)) reasons.push(MESSAGE_KEYS.iinInUse);
      const size = imageDimensions(applicant.documentImage);
      if (!size || size.width < MIN_DOCUMENT_WIDTH || size.height < MIN_DOCUMENT_HEIGHT) {
        reasons.push(MESSAGE_KEYS.documentImageTooSmall);
      }
      if (normalizeName(applicant.firstName) !== normalizeName(applicant.accountFirstName)) reasons.push(MESSAGE_KEYS.firstNameMismatch);
      return reasons.length > 0
        ? { kind: 'decided', decision: 'rejected', reasons }
        : { kind: 'decided', decision: 'verified', reasons: [] };
    },
  };
}
