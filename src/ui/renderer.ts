// How the board boots: which renderer Phaser uses, and the mark of the first drawn board.
// Which renderer to boot Phaser with. WebGL where the GPU draws it; Canvas 2D where WebGL would be
// emulated on the CPU (SwiftShader, llvmpipe): there, blending the full-board texture every frame
// halves the frame rate, while Canvas 2D keeps a drag at 60 fps (see bench/browser.bench.ts).

/** The performance mark set when the first board is drawn (bench/browser.bench.ts reads it). */
export const FIRST_BOARD_MARK = 'vacuum:first-board';

export function isSoftwareWebGL(renderer: string): boolean {
  return /swiftshader|llvmpipe|softpipe|software/i.test(renderer);
}

export function rendererKind(): 'webgl' | 'canvas' {
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return 'canvas';
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : String(gl.getParameter(gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return isSoftwareWebGL(name) ? 'canvas' : 'webgl';
  } catch {
    return 'canvas';
  }
}
