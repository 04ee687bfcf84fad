// A game's picture (the SVG its view/picture.ts draws from the Game alone, as on its home card) as
// PNG bytes, for a PNG save: drawn through an <img> onto a canvas, so it looks the same whichever
// renderer the board uses.

/** The SVG document as PNG bytes, at its own width and height. */
export async function svgAsPng(svg: string): Promise<Uint8Array> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth));
    canvas.height = Math.max(1, Math.round(image.naturalHeight));
    canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('the browser could not make a picture of the board');
    return new Uint8Array(await blob.arrayBuffer());
  } finally {
    URL.revokeObjectURL(url);
  }
}
