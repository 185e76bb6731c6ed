// Which images pdfkit can embed safely, known without loading pdfkit: the PDF worker threads
// draw with it (lib/pdf-workers.ts), and the thread that answers requests converts every other
// image with sharp before handing it over (certificate-images.ts).

/**
 * Whether pdfkit embeds the image without decoding it: JPEG, and PNG without transparency or
 * interlacing (its compressed pixels are copied as they are). pdfkit would decode any other
 * image in a zlib callback that throws on a corrupt file, out of reach of a try (a crashed
 * process, or here a crashed worker); so such images are converted by sharp before they are
 * handed over (`pdfReadyImage`), and left out if one arrives all the same.
 */
export function isPdfReadyImage(image: Buffer): boolean {
  return isJpeg(image) || isPlainPng(image);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** PNG colour types without an alpha channel or a palette (which may carry transparency). */
const PNG_GREY = 0;
const PNG_RGB = 2;

function isJpeg(image: Buffer): boolean {
  return image.length > 3 && image[0] === 0xff && image[1] === 0xd8 && image[2] === 0xff;
}

/** Read from the IHDR chunk, which a PNG file must start with. */
function isPlainPng(image: Buffer): boolean {
  if (image.length < 29 || !image.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  if (image.toString('latin1', 12, 16) !== 'IHDR') return false;
  const colourType = image[25];
  const interlaced = image[28] !== 0;
  return (colourType === PNG_GREY || colourType === PNG_RGB) && !interlaced;
}
