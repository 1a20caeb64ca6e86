export type ImageContentType = 'image/png' | 'image/jpeg';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type the bytes really are (by their signature, whatever the file is called); null for anything else. */
export function imageTypeOf(bytes: Buffer): ImageContentType | null {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

export function extensionFor(contentType: ImageContentType): 'png' | 'jpg' {
  return contentType === 'image/png' ? 'png' : 'jpg';
}
