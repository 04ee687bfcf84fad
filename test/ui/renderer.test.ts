import { describe, expect, it } from 'vitest';
import { isSoftwareWebGL } from '../../src/ui/renderer';

describe('renderer choice', () => {
  it('recognises CPU-emulated WebGL, where Canvas 2D draws faster', () => {
    expect(isSoftwareWebGL('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)')).toBe(
      true,
    );
    expect(isSoftwareWebGL('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true);
    expect(isSoftwareWebGL('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0)')).toBe(false);
    expect(isSoftwareWebGL('Apple M2')).toBe(false);
  });
});
