const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/**
 * Whether a file really is a png or jpeg by its first bytes, as the API checks it (a text file renamed `.png`
 * has the right name and type but not the content).
 */
export async function isImageContent(file: Blob): Promise<boolean> {
  const bytes = new Uint8Array(await readBytes(file.slice(0, PNG_SIGNATURE.length)));
  return startsWith(bytes, PNG_SIGNATURE) || startsWith(bytes, JPEG_SIGNATURE);
}

/** FileReader rather than Blob.arrayBuffer(), which older Safari and jsdom lack. */
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
